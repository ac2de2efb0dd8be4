/**
 * Whole clubs kept in memory by id, for the lists that show them: the nearest clubs (the explore page, the API's
 * busiest read) and a map's list. On PGlite, reading ten whole clubs cost about a millisecond, nearly all of it
 * decoding their fields in JavaScript, against a tenth of that for the viewer's favorites among them (bench/README.md,
 * clubs, "Whole clubs from memory"); the page itself comes from the positions in memory (club-points.ts).
 *
 * At most `max` clubs are kept, the least recently read leaving first, and each for `ttlMs` at most: a club changed
 * by another server, or by an import run beside it, shows so within that time. `invalidate()` (a club of this server
 * changed) drops them all, and a read that was in flight when it came is not kept.
 */
export interface ClubRows<T extends { id: string }> {
  /** The clubs with these ids, read from the database for those not kept (a club that no longer exists is absent). */
  get(ids: readonly string[]): Promise<Map<string, T>>;
  /** The clubs changed on this server: read them again. */
  invalidate(): void;
}

export function createClubRows<T extends { id: string }>(
  load: (ids: string[]) => Promise<readonly T[]>,
  { max = 5_000, ttlMs = 60_000, now = Date.now }: { max?: number; ttlMs?: number; now?: () => number } = {},
): ClubRows<T> {
  /** In the order they were last read, the most recent last (a Map keeps its insertion order). */
  const kept = new Map<string, { row: T; readAt: number }>();
  /** Bumped by `invalidate`: a read started before it must not be kept. */
  let generation = 0;

  return {
    async get(ids) {
      const at = now();
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const id of ids) {
        const entry = kept.get(id);
        if (entry && at - entry.readAt < ttlMs) {
          kept.delete(id);
          kept.set(id, entry);
          found.set(id, entry.row);
        } else missing.push(id);
      }
      if (!missing.length) return found;
      const started = generation;
      const rows = await load(missing);
      for (const row of rows) {
        found.set(row.id, row);
        if (generation !== started) continue;
        kept.delete(row.id);
        kept.set(row.id, { row, readAt: at });
      }
      for (const id of kept.keys()) {
        if (kept.size <= max) break;
        kept.delete(id);
      }
      return found;
    },
    invalidate() {
      generation += 1;
      kept.clear();
    },
  };
}
