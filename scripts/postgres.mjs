#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests: a fresh data dir under the OS temp dir, a random port on 127.0.0.1,
// fsync off, trust auth, removed again on stop(), on exit and on SIGINT/SIGTERM/SIGHUP.
//
//   node scripts/postgres.mjs                  starts one, prints its URL, stops it on Ctrl-C
//   node scripts/postgres.mjs <command…>       runs the command with DATABASE_URL and TEST_DATABASE_URL set,
//                                              then stops the cluster and exits with the command's status
//
// The server binaries come from `pg_config --bindir`, /usr/lib/postgresql/<version>/bin or PATH; when missing and
// the process runs as root on Debian, `postgresql` and `postgresql-contrib` are installed with apt-get.
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` system user (or `nobody`).
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { aptInstall, canAptInstall } from './find-chromium.mjs';

const SUPERUSER = 'fairway';
const POSTGRES_PACKAGES = ['postgresql', 'postgresql-contrib'];
const INSTALL_HINT =
  'Install the PostgreSQL server with: sudo apt-get update && sudo apt-get install -y postgresql postgresql-contrib\n' +
  '(or your system’s PostgreSQL server package with its contrib extensions), or set PG_BINDIR to the directory ' +
  'holding initdb, pg_ctl and postgres.';

/** @param {string | undefined} dir */
function isServerBinDir(dir) {
  return !!dir && ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(join(dir, bin)));
}

function locateBinDir() {
  /** @type {(string | undefined)[]} */
  const candidates = [process.env.PG_BINDIR];
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(join('/usr/lib/postgresql', v, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) candidates.push(dir);
  return candidates.find(isServerBinDir);
}

/** Finds PostgreSQL's server binaries, installing them with apt-get when missing and allowed. */
export function findPostgresBinDir() {
  if (process.env.PG_BINDIR && !isServerBinDir(process.env.PG_BINDIR)) {
    throw new Error(`PG_BINDIR=${process.env.PG_BINDIR} does not hold initdb, pg_ctl and postgres.`);
  }
  let dir = locateBinDir();
  if (!dir) {
    if (!canAptInstall()) throw new Error(`PostgreSQL server binaries were not found.\n${INSTALL_HINT}`);
    aptInstall(POSTGRES_PACKAGES);
    dir = locateBinDir();
    if (!dir) throw new Error(`apt-get installed PostgreSQL but initdb was not found.\n${INSTALL_HINT}`);
  }
  return dir;
}

/** @returns {Promise<number>} a port that was free on 127.0.0.1 a moment ago */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The OS user the cluster runs as: ourselves, or as root a system user (PostgreSQL refuses to run as root).
 * @returns {{ name: string, uid: number, gid: number } | undefined} undefined when not root
 */
function clusterUser() {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => {
    const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
    for (const name of ['postgres', 'nobody']) {
      const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
      if (fields) return { name, uid: Number(fields[2]), gid: Number(fields[3]) };
    }
    return undefined;
  };
  let user = lookup();
  if (!user) {
    spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'inherit',
    });
    user = lookup();
  }
  if (!user)
    throw new Error('Running as root, but there is no `postgres` or `nobody` user to run PostgreSQL.');
  return user;
}

/** @type {Set<() => void>} clusters still running, stopped synchronously on exit or on a signal */
const running = new Set();
let handlersInstalled = false;

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const stopAll = () => {
    for (const stop of [...running]) stop();
  };
  process.on('exit', stopAll);
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])) {
    const onSignal = () => {
      stopAll();
      // Exit like an unhandled signal would, unless the caller listens too and decides when to exit.
      if (process.listenerCount(signal) <= 1) process.exit(code);
    };
    process.on(signal, onSignal);
  }
}

/**
 * Starts a throwaway PostgreSQL cluster.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres(options = {}) {
  const log = options.log ?? ((line) => console.error(line));
  const binDir = findPostgresBinDir();
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), 'fairway-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  const logFile = join(dir, 'postgres.log');
  mkdirSync(socketDir);
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }

  /** @param {string} bin @param {string[]} args */
  const run = (bin, args) =>
    spawnSync(join(binDir, bin), args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C.UTF-8', PGTZ: 'UTC' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  const output = (/** @type {import('node:child_process').SpawnSyncReturns<string>} */ r) =>
    `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`.trim();

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    running.delete(stopSync);
    if (existsSync(join(dataDir, 'postmaster.pid')))
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    rmSync(dir, { recursive: true, force: true });
  };
  running.add(stopSync);
  installExitHandlers();

  try {
    const common = ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-sync'];
    let init = run('initdb', [...common, '--locale=C.UTF-8']);
    if (init.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      init = run('initdb', [...common, '--locale=C']);
    }
    if (init.status !== 0) throw new Error(`initdb failed:\n${output(init)}`);

    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      appendFileSync(
        join(dataDir, 'postgresql.conf'),
        [
          '',
          '# Throwaway test cluster (scripts/postgres.mjs)',
          "listen_addresses = '127.0.0.1'",
          `port = ${port}`,
          `unix_socket_directories = '${socketDir}'`,
          'fsync = off',
          'synchronous_commit = off',
          'full_page_writes = off',
          'max_connections = 300',
          "timezone = 'UTC'",
          '',
        ].join('\n'),
      );
      const start = run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60']);
      if (start.status === 0) {
        const ready = run('psql', [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          SUPERUSER,
          '-d',
          'postgres',
          '-Atc',
          'select 1',
        ]);
        if (ready.status !== 0) throw new Error(`PostgreSQL started but does not answer:\n${output(ready)}`);
        const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
        log(`PostgreSQL ${binDir} running at ${url} (data in ${dir})`);
        return {
          url,
          port,
          dir,
          stop: () => Promise.resolve(stopSync()),
        };
      }
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      // Another process may have taken the port between freePort() and the bind: try another one.
      if (attempt < 3 && /could not (bind|create listen)/i.test(serverLog)) continue;
      throw new Error(
        `pg_ctl start failed:\n${output(start)}\n${serverLog.split('\n').slice(-20).join('\n')}`,
      );
    }
  } catch (error) {
    stopSync();
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const command = process.argv.slice(2);
  let pg;
  try {
    pg = await startThrowawayPostgres();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (command.length === 0) {
    console.log(pg.url);
    console.error('Press Ctrl-C to stop and remove the cluster.');
    setInterval(() => {}, 1 << 30); // keep running: the signal handlers stop the cluster and exit
  } else {
    const [bin = '', ...args] = command;
    const child = spawn(bin, args, {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: pg.url, TEST_DATABASE_URL: pg.url },
    });
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
      process.on(signal, () => child.kill(signal));
    }
    const code = await new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(`Could not run ${bin}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (status, signal) => resolve(status ?? 128 + (signal ? constants.signals[signal] : 0)));
    });
    await pg.stop();
    process.exit(code);
  }
}
