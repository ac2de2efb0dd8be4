import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { clubs } from '../../db/schema';
import { openTestDatabase } from '../../test/db';
import { buildCourse } from '../../test/factories';
import type { Catalogue } from './catalogue';
import {
  announceClubsChanged,
  buildCatalogue,
  createClubCatalogue,
  followClubChanges,
  loadCatalogue,
} from './catalogue';
import { createClubsRepository } from './clubs.repository';
import { createClubsImportRepository } from './import/repository';

/** Lyon, where the factory's clubs are. */
const lyon = { location: { lat: 45.75, lng: 4.85 }, radiusMeters: 5_000 };
const page = { limit: 100, offset: 0 };

/** A server's catalogue that follows the announcements on the database, as clubs.plugin.ts sets it up. */
async function followingServer(database: Database) {
  const catalogue = createClubCatalogue(() => loadCatalogue(database.db));
  const stop = await followClubChanges(database, catalogue);
  return { catalogue, repository: createClubsRepository(database.db, catalogue), stop };
}

describe('the club catalogue on a database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const nameIn = async (repository: ReturnType<typeof createClubsRepository>, id: string) =>
    (await repository.list(lyon, 'distance', page, '')).rows.find((row) => row.id === id)?.name;

  it('shows an edit to the server that made it at once, and to every other server once it is announced', async () => {
    const { clubId } = await buildCourse(database.db, { name: 'Golf des Pins' });
    // The first server does not follow the announcements: it can only see its edit by its own invalidation.
    const one = createClubsRepository(database.db);
    const two = await followingServer(database);
    try {
      expect(await nameIn(one, clubId)).toBe('Golf des Pins');
      expect(await nameIn(two.repository, clubId)).toBe('Golf des Pins');
      await one.transaction((repo) => repo.update(clubId, { name: 'Golf des Chênes' }));
      expect(await nameIn(one, clubId)).toBe('Golf des Chênes');
      await vi.waitFor(async () => expect(await nameIn(two.repository, clubId)).toBe('Golf des Chênes'));
    } finally {
      await two.stop();
    }
  });

  it('does not reload for its own announcement: the server that wrote has marked its catalogue already', async () => {
    const { clubId } = await buildCourse(database.db, { name: 'Golf des Saules' });
    const writer = await followingServer(database);
    const other = await followingServer(database);
    try {
      await Promise.all([writer.catalogue.current(), other.catalogue.current()]);
      await writer.repository.transaction((repo) => repo.update(clubId, { name: 'Golf des Aulnes' }));
      const after = await writer.catalogue.current();
      await vi.waitFor(async () => expect(await nameIn(other.repository, clubId)).toBe('Golf des Aulnes'));
      expect(await writer.catalogue.current()).toBe(after);
    } finally {
      await Promise.all([writer.stop(), other.stop()]);
    }
  });

  it('keeps one catalogue until a change is announced, then swaps it whole', async () => {
    const { clubId } = await buildCourse(database.db, { name: 'Golf du Vieux Moulin' });
    const server = await followingServer(database);
    try {
      const first = await server.catalogue.current();
      expect(await server.catalogue.current()).toBe(first);
      // A write that announces nothing is not seen: every writer must announce (catalogue.ts).
      await database.db.update(clubs).set({ name: 'Golf du Moulin Neuf' }).where(eq(clubs.id, clubId));
      expect(await server.catalogue.current()).toBe(first);
      expect(await nameIn(server.repository, clubId)).toBe('Golf du Vieux Moulin');
      await announceClubsChanged(database.db);
      await vi.waitFor(async () => expect(await server.catalogue.current()).not.toBe(first));
      expect(await nameIn(server.repository, clubId)).toBe('Golf du Moulin Neuf');
    } finally {
      await server.stop();
    }
  });

  it('sees the clubs an import adds, from another process or this one, once its transaction commits', async () => {
    const server = await followingServer(database);
    try {
      const before = (await server.repository.list(lyon, 'distance', page, '')).total;
      const suffix = randomUUID().slice(0, 8);
      await createClubsImportRepository(database.db).transaction((repo) =>
        repo.insertClubs([
          {
            slug: `imported-${suffix}`,
            sourceKey: `import:${suffix}`,
            name: 'Golf Importé',
            searchName: 'golf importe',
            country: 'FR',
            latitude: 45.751,
            longitude: 4.851,
          },
        ]),
      );
      await vi.waitFor(async () =>
        expect((await server.repository.list(lyon, 'distance', page, '')).total).toBe(before + 1),
      );
    } finally {
      await server.stop();
    }
  });
});

describe('the club catalogue', () => {
  const empty = buildCatalogue([]);

  it('reloads once the LISTEN connection is back after a drop: announcements may have been lost', async () => {
    let restored = () => {};
    let loads = 0;
    const catalogue = createClubCatalogue(async () => {
      loads += 1;
      return empty;
    });
    await followClubChanges(
      {
        listen: () => Promise.resolve(() => Promise.resolve()),
        onListenerRestored: (handler) => {
          restored = handler;
          return () => undefined;
        },
      },
      catalogue,
    );
    await catalogue.current();
    await catalogue.current();
    expect(loads).toBe(1);
    restored();
    await catalogue.current();
    expect(loads).toBe(2);
  });

  it('does not take a load begun before a change as current', async () => {
    const loads: ((catalogue: Catalogue) => void)[] = [];
    const catalogue = createClubCatalogue(() => new Promise<Catalogue>((resolve) => loads.push(resolve)));
    const read = catalogue.current();
    await vi.waitFor(() => expect(loads).toHaveLength(1));
    catalogue.changed();
    const stale = buildCatalogue([]);
    loads[0]!(stale);
    await vi.waitFor(() => expect(loads).toHaveLength(2));
    const fresh = buildCatalogue([]);
    loads[1]!(fresh);
    expect(await read).toBe(fresh);
  });
});
