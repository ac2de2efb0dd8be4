// Start-up benchmark: wall time from spawning `node --import tsx apps/server/src/main.ts` to the first 200 of
// `GET /api/health`, for a first start on a fresh DATA_DIR (migrations run) and for a second start on the same
// dir. Each of the N rounds uses its own fresh dir. Target: a median start under 10 s (see README.md).
//
//   npm run bench -- startup                   N = 5
//   npm run bench -- startup 10               N = 10
//
// The server gets PORT and DATA_DIR and otherwise the environment of the benchmark, as with `npm start`;
// FAIRWAY_SERVER_ENTRY swaps the entry file (relative to the repo root).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = process.env.FAIRWAY_SERVER_ENTRY ?? 'apps/server/src/main.ts';
const TIMEOUT_MS = 120_000;
export const TARGET_MS = 10_000;

function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  running.delete(child);
}

/** Spawns the server on `dataDir` and returns the milliseconds until `/api/health` first answered 200. */
async function timeStart(dataDir: string, logFile: string): Promise<number> {
  const port = await freePort();
  const url = `http://localhost:${port}/api/health`;
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
      }
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.body?.cancel();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    throw new Error(`no 200 from ${url} within ${TIMEOUT_MS / 1000} s`);
  } catch (error) {
    const output = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  } finally {
    await stop(child);
  }
}

export interface Stats {
  min: number;
  median: number;
  max: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted[sorted.length - 1]! };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function startup(args: string[]): Promise<boolean> {
  // `startup 10` or `startup --runs 10` (through the root's `npm run bench --` only the bare number survives).
  const runsIndex = args.indexOf('--runs');
  const runs = Number(runsIndex >= 0 ? args[runsIndex + 1] : (args.find((a) => /^\d+$/.test(a)) ?? 5));
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('the number of runs must be a positive whole number');

  const first: number[] = [];
  const second: number[] = [];
  console.log(
    `startup: node --import tsx ${ENTRY}, ${runs} rounds, time to the first 200 of GET /api/health`,
  );
  for (let round = 1; round <= runs; round++) {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-'));
    try {
      const dataDir = join(dir, 'data');
      mkdirSync(dataDir);
      const logFile = join(dir, 'server.log');
      first.push(await timeStart(dataDir, logFile));
      second.push(await timeStart(dataDir, logFile));
      console.log(
        `  round ${round}: first start ${seconds(first.at(-1)!)}, second start ${seconds(second.at(-1)!)}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const rows = [
    ['first start (fresh DATA_DIR, migrations)', stats(first)],
    ['second start (same DATA_DIR)', stats(second)],
  ] as const;
  console.log(`\n${'start'.padEnd(42)} ${'min'.padStart(8)} ${'median'.padStart(8)} ${'max'.padStart(8)}`);
  for (const [label, s] of rows) {
    console.log(
      `${label.padEnd(42)} ${seconds(s.min).padStart(8)} ${seconds(s.median).padStart(8)} ${seconds(s.max).padStart(8)}`,
    );
  }
  // The target applies to a typical start (the median); the slowest is shown beside it.
  const typical = Math.max(stats(first).median, stats(second).median);
  const slowest = Math.max(stats(first).max, stats(second).max);
  const ok = typical < TARGET_MS;
  console.log(
    `\n${ok ? '✓' : '✗'} median start ${seconds(typical)}, slowest ${seconds(slowest)} (target: under ${seconds(TARGET_MS)})`,
  );
  return ok;
}
