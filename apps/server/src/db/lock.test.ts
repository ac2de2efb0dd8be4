import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fairway-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second lock on the same directory with a message that says what to do', () => {
    const dir = fresh();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already open in another Fairway server.*DATA_DIR/s);
    first.release();
    const again = lockDataDir(dir);
    again.release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fresh();
    writeFileSync(
      path.join(dir, 'fairway.lock'),
      JSON.stringify({ pid: 2_147_483_000, host: hostname(), since: '2026-01-01T00:00:00Z' }),
    );
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(path.join(dir, 'fairway.lock'))).toBe(false);
  });

  it('takes over a lock naming this process that it did not take (a container restarted with the same pid)', () => {
    const dir = fresh();
    writeFileSync(
      path.join(dir, 'fairway.lock'),
      JSON.stringify({ pid: process.pid, host: hostname(), since: '2026-01-01T00:00:00Z' }),
    );
    const lock = lockDataDir(dir);
    // Taken now: a second lock in this same process is still refused.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(path.join(dir, 'fairway.lock'))).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['damaged', '{"pid":'],
    ['without a pid', '{"host":"x"}'],
  ])('refuses an %s lock file, naming the file to delete', (_what, content) => {
    const dir = fresh();
    const file = path.join(dir, 'fairway.lock');
    writeFileSync(file, content);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(file);
    expect(() => lockDataDir(dir)).toThrow(/delete that file/);
  });

  it('does not take over a lock held by another host (a shared disk)', () => {
    const dir = fresh();
    writeFileSync(
      path.join(dir, 'fairway.lock'),
      JSON.stringify({ pid: 1, host: 'another-machine', since: '2026-01-01T00:00:00Z' }),
    );
    expect(() => lockDataDir(dir)).toThrow(/another-machine/);
  });
});
