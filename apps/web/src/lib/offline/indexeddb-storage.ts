import Dexie from 'dexie';
import type { Table } from 'dexie';
import { keepLatest } from './score-queue';
import type { QueuedScore, ScoreKey, ScoreQueueStorage } from './score-queue';

/** The IndexedDB database of Fairway's offline data. */
export const OFFLINE_DB_NAME = 'fairway-offline';

class OfflineDatabase extends Dexie {
  scores!: Table<QueuedScore, [string, string, number]>;

  constructor() {
    super(OFFLINE_DB_NAME);
    // One row per (game, player, hole): the compound primary key is the queue's key; gameId is indexed for
    // the flush of one game.
    this.version(1).stores({ scores: '&[gameId+playerId+holeNumber], gameId, enteredAt' });
  }
}

const keyOf = ({ gameId, playerId, holeNumber }: ScoreKey): [string, string, number] => [
  gameId,
  playerId,
  holeNumber,
];

/**
 * The score queue in IndexedDB (Dexie). Each change runs in one read-write transaction, so "keep the later
 * entry" and "remove only if unchanged" hold even when two tabs of the app write at once.
 */
export function createIndexedDbScoreStorage(): ScoreQueueStorage {
  const db = new OfflineDatabase();
  return {
    put(entry) {
      return db.transaction('rw', db.scores, async () => {
        const kept = keepLatest(await db.scores.get(keyOf(entry)), entry);
        if (kept === entry) await db.scores.put(entry);
        return kept;
      });
    },
    async list(gameId) {
      const rows =
        gameId === undefined ? await db.scores.toArray() : await db.scores.where({ gameId }).toArray();
      return rows.sort((a, b) => Date.parse(a.enteredAt) - Date.parse(b.enteredAt));
    },
    remove(key, enteredAt) {
      return db.transaction('rw', db.scores, async () => {
        const stored = await db.scores.get(keyOf(key));
        if (stored?.enteredAt !== enteredAt) return false;
        await db.scores.delete(keyOf(key));
        return true;
      });
    },
    async clear(gameId) {
      await db.scores.where({ gameId }).delete();
    },
    update(entry) {
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
