import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** The lock files this process holds, to tell its own lock from a stale one that happens to name its pid. */
const held = new Set<string>();

/**
 * Takes an exclusive lock on a PGlite data directory. PGlite is one process's database: a second process
 * opening the same directory would corrupt it, so a second server on the same DATA_DIR stops here with a
 * clear message. A lock left by a process that no longer runs (on this host) is taken over, and so is one naming
 * this process's pid that this process did not take: a container restarted with the same host name often gets
 * the same pid as the one that left the lock.
 */
export function lockDataDir(dir: string): { release(): void } {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fairway.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      held.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          held.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (
        holder &&
        holder.host === hostname() &&
        (holder.pid === process.pid ? !held.has(file) : !isAlive(holder.pid))
      ) {
        rmSync(file, { force: true });
        continue;
      }
      if (!holder) {
        throw new DataDirLockedError(
          `The database in ${dir} is locked by ${file}, which cannot be read (empty or damaged, perhaps after a ` +
            'crash). If no other Fairway server uses this DATA_DIR, delete that file and start again.',
        );
      }
      throw new DataDirLockedError(
        `The database in ${dir} is already open in another Fairway server` +
          ` (process ${holder.pid} on ${holder.host}, since ${holder.since})` +
          '. PGlite can only be used by one process: stop the other server, or give this one its own DATA_DIR,' +
          ' or use PostgreSQL (DATABASE_URL) to run several servers.',
      );
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}.`);
}

function readHolder(file: string): { pid: number; host: string; since: string } | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<{
      pid: number;
      host: string;
      since: string;
    }>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null;
    return { pid: holder.pid, host: holder.host, since: String(holder.since ?? 'an unknown time') };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
