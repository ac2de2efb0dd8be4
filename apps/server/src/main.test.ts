import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process, as `npm start` runs it, on a free port and its own data dir. */
const serverDir = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairway-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'starts on PGlite in DATA_DIR, refuses a second server on the same dir, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const first = start({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url);
      expect(existsSync(path.join(dataDir, 'db'))).toBe(true);

      const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir, HOST: '127.0.0.1' });
      expect(await second.exited).toBe(78);
      expect(second.output()).toMatch(/already open in another Fairway server/);

      // A request in flight when SIGTERM arrives is answered before the process exits.
      const inFlight = fetch(`${url}/api/health`);
      first.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/SIGTERM received/);
      expect(existsSync(path.join(dataDir, 'fairway.lock'))).toBe(false);
    },
    120_000,
  );

  it('stops at start with a clear message when the configuration is invalid', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 60_000);
});
