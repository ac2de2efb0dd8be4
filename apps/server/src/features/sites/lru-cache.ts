/**
 * A small in-memory LRU with a time to live: at most `maxEntries` values, each forgotten `ttlMs` after it was set
 * (a value may carry its own shorter life). Per process, which is what a cache of public pages needs.
 */
export function createLruCache<V>(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry); // most recently used goes last
      return entry.value;
    },
    set(key: string, value: V, ttlMs = options.ttlMs): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
