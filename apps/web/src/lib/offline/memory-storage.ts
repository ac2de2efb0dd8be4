import { keepLatest, scoreKeyId } from './score-queue';
import type { QueuedScore, ScoreKey, ScoreQueueStorage } from './score-queue';

/**
 * A score queue kept in memory: the tests' storage, and the fallback where IndexedDB is missing (a private
 * window of some browsers), where the queue then lasts as long as the page.
 */
export function createMemoryScoreStorage(initial: readonly QueuedScore[] = []): ScoreQueueStorage {
  const entries = new Map<string, QueuedScore>();
  for (const entry of initial)
    entries.set(scoreKeyId(entry), keepLatest(entries.get(scoreKeyId(entry)), entry));

  return {
    async put(entry) {
      const id = scoreKeyId(entry);
      const kept = keepLatest(entries.get(id), entry);
      entries.set(id, kept);
      return kept;
    },
    async list(gameId) {
      return [...entries.values()]
        .filter((entry) => gameId === undefined || entry.gameId === gameId)
        .sort((a, b) => Date.parse(a.enteredAt) - Date.parse(b.enteredAt));
    },
    async remove(key: ScoreKey, enteredAt: string) {
      const id = scoreKeyId(key);
      if (entries.get(id)?.enteredAt !== enteredAt) return false;
      entries.delete(id);
      return true;
    },
    async clear(gameId) {
      for (const [id, entry] of entries) if (entry.gameId === gameId) entries.delete(id);
    },
    async update(entry) {
      const id = scoreKeyId(entry);
      if (entries.get(id)?.enteredAt !== entry.enteredAt) return false;
      entries.set(id, entry);
      return true;
    },
  };
}

/**
 * A storage that uses `primary` (IndexedDB) until one of its calls fails, then `fallback` (memory) for the rest
 * of the page's life, so that scoring goes on where IndexedDB is blocked. Entries the primary already held stay
 * there for the next visit.
 */
export function createResilientStorage(
  primary: ScoreQueueStorage,
  fallback: ScoreQueueStorage = createMemoryScoreStorage(),
): ScoreQueueStorage {
  let current = primary;
  const guarded =
    <A extends unknown[], R>(call: (storage: ScoreQueueStorage, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (current === fallback) return call(fallback, ...args);
      try {
        return await call(current, ...args);
      } catch (error) {
        console.warn('IndexedDB failed; the score queue continues in memory', error);
        current = fallback;
        return call(fallback, ...args);
      }
    };
  return {
    put: guarded((storage, entry: QueuedScore) => storage.put(entry)),
    list: guarded((storage, gameId?: string) => storage.list(gameId)),
    remove: guarded((storage, key: ScoreKey, enteredAt: string) => storage.remove(key, enteredAt)),
    clear: guarded((storage, gameId: string) => storage.clear(gameId)),
    update: guarded((storage, entry: QueuedScore) => storage.update(entry)),
  };
}
