import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { clubs, courses, teeHoles, tees } from '../../db/schema';
import { openTestDatabase } from '../../test/db';
import { createClubsImportRepository } from './import/repository';
import { applyDataSet } from './import/apply';
import { buildDataSet } from './import/build';
import type { BuildInput } from './import/build';
import { readDataSetFile, readInputFile, SEED_DATA_FILE } from './import/files';
import type * as Files from './import/files';
import type { DataSet } from './import/types';
import { loadSeedData } from './seed';

vi.mock('./import/files', async (importOriginal) => {
  const actual = await importOriginal<typeof Files>();
  return { ...actual, readDataSetFile: vi.fn(actual.readDataSetFile) };
});

const FIXTURES = path.join(import.meta.dirname, 'import', 'fixtures');
const silent = { info: () => undefined };

async function fixtureDataSet(): Promise<DataSet> {
  const inputs: BuildInput[] = [];
  for (const file of [
    'clubs-europe.sample.geojson',
    'clubs-fr-es.sample.json',
    'holes-fr-es.sample.json',
    'lyon-courses.sample.json',
    'hole-geometry.sample.geojson',
  ]) {
    const read = await readInputFile(path.join(FIXTURES, file));
    if (read.type === 'source') inputs.push(read.input);
  }
  return buildDataSet(inputs).dataSet;
}

/** Everything an import could change, to compare before and after. */
async function snapshot(database: Database) {
  const { db } = database;
  return {
    clubs: await db.select().from(clubs).orderBy(asc(clubs.sourceKey)),
    courses: await db.select().from(courses).orderBy(asc(courses.sourceKey)),
    tees: await db.select().from(tees).orderBy(asc(tees.id)),
    holes: await db.select().from(teeHoles).orderBy(asc(teeHoles.teeId), asc(teeHoles.holeNumber)),
  };
}

describe('loading the committed data set', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads it into an empty database, then skips it because its version is recorded', async () => {
    const first = await loadSeedData(database, silent);
    expect(first).toMatchObject({ status: 'loaded', changes: { updated: 0, unchanged: 0 } });
    expect(first.clubs).toBeGreaterThan(6000);
    expect(first.courses).toBeGreaterThan(250);
    expect(first.changes?.inserted).toBe(first.clubs);
    const second = await loadSeedData(database, silent);
    expect(second).toMatchObject({
      status: 'skipped',
      version: first.version,
      changes: null,
      clubs: first.clubs,
      courses: first.courses,
    });
  });

  it('does not even decompress an unchanged file, and reads a changed file to compare versions', async () => {
    const reads = vi.mocked(readDataSetFile);
    reads.mockClear();
    expect((await loadSeedData(database, silent)).status).toBe('skipped');
    expect(reads).not.toHaveBeenCalled();
    // The same data set compressed differently: other bytes, same version, so read but not applied.
    const dir = mkdtempSync(path.join(tmpdir(), 'fairway-seed-'));
    const file = path.join(dir, 'clubs.json.gz');
    writeFileSync(file, gzipSync(gunzipSync(readFileSync(SEED_DATA_FILE)), { level: 1 }));
    const result = await loadSeedData(database, silent, file);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ status: 'skipped', changes: null });
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('applying a data set', () => {
  let database: Database;
  let dataSet: DataSet;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataSet = await fixtureDataSet();
  });
  afterAll(async () => {
    await database.close();
  });
  const apply = (data: DataSet) => applyDataSet(createClubsImportRepository(database.db), data);

  it('changes nothing on a second run with the same data', async () => {
    const first = await apply(dataSet);
    expect(first.inserted).toBe(dataSet.clubs.length);
    const before = await snapshot(database);
    const second = await apply(dataSet);
    expect(second).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: dataSet.clubs.length,
      keptEdits: 0,
      courses: 0,
      tees: 0,
      holes: 0,
    });
    expect(await snapshot(database)).toEqual(before);
  });

  it('updates a changed club in place, keeping the ids of its courses and tees', async () => {
    const before = await snapshot(database);
    const changed = structuredClone(dataSet);
    const fregate = changed.clubs.find((club) => club.name === 'Golf Frégate Provence')!;
    fregate.phone = '+33 4 94 00 00 00';
    fregate.courses![0]!.tees[0]!.holes[0]!.d = 369;
    const result = await apply(changed);
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: dataSet.clubs.length - 1 });
    const after = await snapshot(database);
    expect(after.courses.map((c) => c.id)).toEqual(before.courses.map((c) => c.id));
    expect(after.tees.map((t) => t.id)).toEqual(before.tees.map((t) => t.id));
    const [stored] = await database.db.select().from(clubs).where(eq(clubs.sourceKey, fregate.key));
    expect(stored?.phone).toBe('+33 4 94 00 00 00');
  });

  it('keeps an admin edit and the ratings an admin entered when the source changes', async () => {
    const [zoute] = await database.db.select().from(clubs).where(eq(clubs.sourceKey, 'osm:way/87967602'));
    await database.db
      .update(clubs)
      .set({ name: 'Royal Zoute', editedAt: new Date() })
      .where(eq(clubs.id, zoute!.id));
    const [course] = await database.db.select().from(courses).where(eq(courses.clubId, zoute!.id));
    await database.db
      .update(tees)
      .set({ courseRating: 71.2, slopeRating: 131 })
      .where(eq(tees.courseId, course!.id));
    const changed = structuredClone(dataSet);
    const source = changed.clubs.find((club) => club.key === 'osm:way/87967602')!;
    source.name = 'Royal Zoute Golf Club (renamed in OSM)';
    source.courses![0]!.par += 0;
    source.courses![0]!.tees[0]!.holes[0]!.par = 5;
    const result = await apply(changed);
    expect(result.keptEdits).toBe(1);
    const [stored] = await database.db.select().from(clubs).where(eq(clubs.id, zoute!.id));
    expect(stored?.name).toBe('Royal Zoute');
    const [tee] = await database.db.select().from(tees).where(eq(tees.courseId, course!.id));
    expect([tee?.courseRating, tee?.slopeRating]).toEqual([71.2, 131]);
    const [hole] = await database.db
      .select()
      .from(teeHoles)
      .where(eq(teeHoles.teeId, tee!.id))
      .orderBy(asc(teeHoles.holeNumber));
    expect(hole?.par).toBe(5);
  });

  it('gives a new club whose slug is taken a free one', async () => {
    const changed = structuredClone(dataSet);
    const copy = { ...changed.clubs[0]!, key: 'csv:twin', courses: [] };
    changed.clubs.push(copy);
    await apply(changed);
    const [twin] = await database.db.select().from(clubs).where(eq(clubs.sourceKey, 'csv:twin'));
    expect(twin?.slug).toBe(`${copy.slug}-2`);
  });
});
