import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { QueuedScore } from './score-queue';

/** The IndexedDB database of Fairway's offline data. */
export const OFFLINE_DB_NAME = 'fairway-offline';

/** Its tables (loaded on first use: indexeddb-storage.ts). */
export class OfflineDatabase extends Dexie {
  scores!: Table<QueuedScore, [string, string, number]>;

  constructor() {
    super(OFFLINE_DB_NAME);
    // One row per (game, player, hole): the compound primary key is the queue's key; gameId is indexed for
    // the flush of one game.
    this.version(1).stores({ scores: '&[gameId+playerId+holeNumber], gameId, enteredAt' });
  }
}
