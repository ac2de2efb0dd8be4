import { describe, expect, it } from 'vitest';
import { createClubRows } from './club-rows';

/** A database of clubs `a`…`z` whose names the test changes, counting the ids each read asks for. */
function database() {
  const names = new Map<string, string>();
  for (const id of 'abcdefghijklmnopqrstuvwxyz') names.set(id, `Club ${id}`);
  const reads: string[][] = [];
  let pause: Promise<void> | null = null;
  return {
    names,
    reads,
    /** The next reads wait for the returned function to be called. */
    hold() {
      let release = () => {};
      pause = new Promise((resolve) => (release = resolve));
      return () => {
        pause = null;
        release();
      };
    },
    load: async (ids: string[]) => {
      reads.push(ids);
      // The rows are read before the pause: a read in flight holds what the database had when it ran.
      const rows = ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
      if (pause) await pause;
      return rows;
    },
  };
}

const namesOf = (found: Map<string, { name: string }>) => [...found.values()].map((row) => row.name);

describe('createClubRows', () => {
  it('reads only the clubs it does not keep, and leaves out the ones that no longer exist', async () => {
    const db = database();
    const rows = createClubRows(db.load);
    expect(namesOf(await rows.get(['a', 'b']))).toEqual(['Club a', 'Club b']);
    db.names.set('a', 'Renamed');
    expect(namesOf(await rows.get(['b', 'a', 'c']))).toEqual(['Club b', 'Club a', 'Club c']);
    expect(db.reads).toEqual([['a', 'b'], ['c']]);
    expect([...(await rows.get(['zz', 'c'])).keys()]).toEqual(['c']);
    expect(db.reads.at(-1)).toEqual(['zz']);
  });

  it('reads them all again after invalidate()', async () => {
    const db = database();
    const rows = createClubRows(db.load);
    await rows.get(['a', 'b']);
    db.names.set('a', 'Renamed');
    rows.invalidate();
    expect(namesOf(await rows.get(['a', 'b']))).toEqual(['Renamed', 'Club b']);
    expect(db.reads).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('does not keep a read that was in flight when invalidate() came', async () => {
    const db = database();
    const rows = createClubRows(db.load);
    const release = db.hold();
    const inFlight = rows.get(['a']);
    db.names.set('a', 'Renamed');
    rows.invalidate();
    release();
    // That request answers what the database had when it read, as any read beside a write would...
    expect(namesOf(await inFlight)).toEqual(['Club a']);
    // ...but the next one reads again.
    expect(namesOf(await rows.get(['a']))).toEqual(['Renamed']);
    expect(db.reads).toEqual([['a'], ['a']]);
  });

  it('trusts a club for ttlMs only', async () => {
    const db = database();
    let clock = 0;
    const rows = createClubRows(db.load, { ttlMs: 60_000, now: () => clock });
    await rows.get(['a']);
    db.names.set('a', 'Renamed elsewhere');
    clock = 59_999;
    expect(namesOf(await rows.get(['a']))).toEqual(['Club a']);
    clock = 60_000;
    expect(namesOf(await rows.get(['a']))).toEqual(['Renamed elsewhere']);
  });

  it('keeps at most max clubs, the least recently read leaving first', async () => {
    const db = database();
    const rows = createClubRows(db.load, { max: 3 });
    await rows.get(['a', 'b', 'c']);
    await rows.get(['a']); // a is now the most recent
    await rows.get(['d']); // b leaves
    db.reads.length = 0;
    await rows.get(['a', 'c', 'd']);
    expect(db.reads).toEqual([]);
    await rows.get(['b']);
    expect(db.reads).toEqual([['b']]);
  });
});
