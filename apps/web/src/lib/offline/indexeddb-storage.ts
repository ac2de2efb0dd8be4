import type { OfflineDatabase } from './offline-database';
import { keepLatest } from './score-queue';
import type { ScoreKey, ScoreQueueStorage } from './score-queue';

const keyOf = ({ gameId, playerId, holeNumber }: ScoreKey): [string, string, number] => [
  gameId,
  playerId,
  holeNumber,
];

/**
 * The score queue in IndexedDB (Dexie). Each change runs in one read-write transaction, so "keep the later
 * entry" and "remove only if unchanged" hold even when two tabs of the app write at once. Dexie is loaded with the
 * first use of the queue, not with the app shell (a quarter of the shell's weight).
 */
export function createIndexedDbScoreStorage(): ScoreQueueStorage {
  let opening: Promise<OfflineDatabase> | undefined;
  const open = () =>
    (opening ??= import('./offline-database').then(({ OfflineDatabase: Database }) => new Database()));
  return {
    async put(entry) {
      const db = await open();
      return db.transaction('rw', db.scores, async () => {
        const kept = keepLatest(await db.scores.get(keyOf(entry)), entry);
        if (kept === entry) await db.scores.put(entry);
        return kept;
      });
    },
    async list(gameId) {
      const db = await open();
      const rows =
        gameId === undefined ? await db.scores.toArray() : await db.scores.where({ gameId }).toArray();
      return rows.sort((a, b) => Date.parse(a.enteredAt) - Date.parse(b.enteredAt));
    },
    async remove(key, enteredAt) {
      const db = await open();
      return db.transaction('rw', db.scores, async () => {
        const stored = await db.scores.get(keyOf(key));
        if (stored?.enteredAt !== enteredAt) return false;
        await db.scores.delete(keyOf(key));
        return true;
      });
    },
    async clear(gameId) {
      const db = await open();
      await db.scores.where({ gameId }).delete();
    },
    async update(entry) {
      const db = await open();
      return db.transaction('rw', db.scores, async () => {
        const stored = await db.scores.get(keyOf(entry));
        if (stored?.enteredAt !== entry.enteredAt) return false;
        await db.scores.put(entry);
        return true;
      });
    },
  };
}

/** Whether this browser offers IndexedDB at all (some private modes do not). */
export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}
