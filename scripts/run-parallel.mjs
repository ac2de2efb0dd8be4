#!/usr/bin/env node
// Runs `npm run <script>` in every workspace that defines it, at most os.availableParallelism() at once, with
// each output line prefixed by the workspace's name. Exits non-zero when any run fails.
//
//   node scripts/run-parallel.mjs typecheck
//   node scripts/run-parallel.mjs lint -- --fix      (arguments after -- go to every run)
//
// Also exports the process helpers the other scripts share (prefixed output, signal forwarding, clean-up).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];
let nextColor = 0;

/** @param {string} text */
export function colorize(text) {
  if (!process.stdout.isTTY || process.env.NO_COLOR) return text;
  const color = COLORS[nextColor++ % COLORS.length];
  return `\u001b[${color}m${text}\u001b[0m`;
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let forwarding = false;

/**
 * Sends a signal to every child still running (SIGKILL after 10 s for those that ignore it).
 * @param {NodeJS.Signals} signal
 */
export function killAll(signal) {
  for (const child of children) child.kill(signal);
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 10_000).unref();
}

/** Forwards SIGINT/SIGTERM/SIGHUP to running children, then exits once they are gone. */
function forwardSignals() {
  if (forwarding) return;
  forwarding = true;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      const exitCode = 128 + constants.signals[signal];
      if (children.size === 0) process.exit(exitCode);
      killAll(signal);
      setInterval(() => {
        if (children.size === 0) process.exit(exitCode);
      }, 50);
    });
  }
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

/**
 * Pipes a stream to stdout line by line, each line prefixed.
 * @param {NodeJS.ReadableStream} stream
 * @param {string} prefix
 * @param {NodeJS.WritableStream} out
 */
function pipeLines(stream, prefix, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    const lines = (pending + chunk).split(/\r?\n/);
    pending = lines.pop() ?? '';
    if (lines.length) out.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix}${pending}\n`);
  });
}

/**
 * Runs a command; with a prefix its output lines are prefixed, without one it inherits the terminal.
 * Resolves with the exit code (128 + n when killed by signal n).
 * @param {string} command
 * @param {string[]} args
 * @param {{ prefix?: string, cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  forwardSignals();
  const { prefix, cwd = ROOT, env = process.env } = options;
  const child = spawn(command, args, {
    cwd,
    env: prefix && process.stdout.isTTY && !env.NO_COLOR ? { FORCE_COLOR: '1', ...env } : env,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  if (prefix && child.stdout && child.stderr) {
    pipeLines(child.stdout, prefix, process.stdout);
    pipeLines(child.stderr, prefix, process.stderr);
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      children.delete(child);
      console.error(`${prefix ?? ''}could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

/** @returns {{ name: string, dir: string, scripts: Record<string, string> }[]} the root package's workspaces */
export function workspaces() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const patterns = Array.isArray(root.workspaces) ? root.workspaces : (root.workspaces?.packages ?? []);
  return patterns
    .map((pattern) => join(ROOT, pattern))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { name: pkg.name ?? dir, dir, scripts: pkg.scripts ?? {} };
    });
}

/**
 * Runs `npm run <script>` in each workspace defining it, `limit` at once.
 * @param {string} script
 * @param {string[]} [extraArgs]
 * @param {{ limit?: number }} [options]
 * @returns {Promise<{ name: string, code: number, seconds: number }[]>}
 */
export async function runInWorkspaces(script, extraArgs = [], options = {}) {
  const targets = workspaces().filter((ws) => ws.scripts[script]);
  const limit = Math.max(1, options.limit ?? availableParallelism());
  const width = Math.max(...targets.map((ws) => ws.name.length), 0);
  /** @type {{ name: string, code: number, seconds: number }[]} */
  const results = [];
  const queue = [...targets];
  const worker = async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) {
      const started = Date.now();
      const prefix = colorize(`${ws.name.padEnd(width)} │ `);
      const args = ['run', script, ...(extraArgs.length ? ['--', ...extraArgs] : [])];
      const code = await run(NPM, args, { prefix, cwd: ws.dir });
      results.push({ name: ws.name, code, seconds: (Date.now() - started) / 1000 });
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, targets.length) }, worker));
  return targets.map(
    (ws) => results.find((r) => r.name === ws.name) ?? { name: ws.name, code: 1, seconds: 0 },
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [script, ...rest] = process.argv.slice(2);
  if (!script) {
    console.error('Usage: node scripts/run-parallel.mjs <script> [-- args…]');
    process.exit(2);
  }
  const extraArgs = rest[0] === '--' ? rest.slice(1) : rest;
  const results = await runInWorkspaces(script, extraArgs);
  if (results.length === 0) {
    console.error(`No workspace defines a "${script}" script.`);
    process.exit(1);
  }
  const failed = results.filter((r) => r.code !== 0);
  for (const r of results) {
    console.log(
      `${r.code === 0 ? '✓' : '✗'} ${r.name}: npm run ${script} ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`} in ${r.seconds.toFixed(1)} s`,
    );
  }
  if (failed.length) {
    console.error(
      `${failed.length} of ${results.length} workspaces failed "${script}": ${failed.map((r) => r.name).join(', ')}`,
    );
    process.exit(1);
  }
}
