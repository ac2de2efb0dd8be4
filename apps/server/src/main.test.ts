import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess as start, waitForHealth } from './test/process';

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairway-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on PGlite in DATA_DIR, refuses a second server on the same dir, and stops cleanly on SIGTERM', async () => {
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
  }, 120_000);

  it('stops at start with a clear message when the configuration is invalid', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 60_000);
});
