// Starts one real Fairway server for a test run: `node --import tsx apps/server/src/main.ts` from the repo root,
// on a free random port (or the one given), with a fresh data dir, and stops it again (also when the run is
// interrupted).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The server's entry, relative to the repo root; FAIRWAY_SERVER_ENTRY swaps in another (e.g. a stand-in). */
export const SERVER_ENTRY = process.env.FAIRWAY_SERVER_ENTRY ?? 'apps/server/src/main.ts';

export interface RunningServer {
  baseURL: string;
  /** The server's DATA_DIR (inside `dir`). */
  dataDir: string;
  /** The temp dir holding the data dir and the server's log. */
  dir: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** The port to listen on (default: a free one), for when something must know the address beforehand. */
  port?: number;
  /** Extra environment for the server (PORT and DATA_DIR are always set). */
  env?: Record<string, string | undefined>;
  /** How long to wait for `GET /api/health` to answer 200. */
  timeoutMs?: number;
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
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

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Polls `GET <baseURL>/api/health` until it answers 200; fails early when the server process exits. */
export async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `GET ${baseURL}/api/health did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`,
  );
}

const live = new Set<() => void>();
process.on('exit', () => {
  for (const stop of [...live]) stop();
});

/** Starts `node --import tsx apps/server/src/main.ts` (from the repo root) and waits until it is healthy. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // A fresh data dir loads the club data set before listening: about 15 s alone, over a minute on a loaded machine.
  const { timeoutMs = 180_000 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'fairway-e2e-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const logFile = join(dir, 'server.log');
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;

  // Every journey signs up and signs in from the same address (this machine), in parallel: the per-address
  // rate limits of sign-up (5 a minute) and sign-in (10) would refuse them. The API tests cover the limits.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT: 'false',
    ADMIN_EMAILS: 'admin@fairway.test', // the one admin of the journeys (find-a-club edits a club as an admin)
  };
  delete env.DATABASE_URL; // the embedded PGlite in DATA_DIR, unless options.env says otherwise
  Object.assign(env, options.env, { PORT: String(port), DATA_DIR: dataDir });

  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const killAndRemove = () => {
    if (!exited(child)) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  live.add(killAndRemove);

  const stop = async () => {
    if (!live.delete(killAndRemove)) return;
    if (!exited(child)) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, timeoutMs);
  } catch (error) {
    const output = tail(logFile);
    await stop();
    throw new Error(
      `Could not start the Fairway server: ${(error as Error).message}\n--- server output ---\n${output}`,
      { cause: error },
    );
  }
  return { baseURL, dataDir, dir, logFile, stop };
}
