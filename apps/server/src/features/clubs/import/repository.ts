import { count, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  clubs,
  courseFeatures,
  courses,
  holeGeometries,
  regions,
  systemFacts,
  teeHoles,
  tees,
} from '../../../db/schema';
import { announceClubsChanged } from '../catalogue';

/** Rows are written in batches of this many (PostgreSQL allows 65,535 parameters per statement). */
const BATCH = 1000;

export type ClubInsert = typeof clubs.$inferInsert;
export type CourseInsert = typeof courses.$inferInsert & { id: string };
export type TeeInsert = typeof tees.$inferInsert & { id: string };
export type TeeHoleInsert = typeof teeHoles.$inferInsert;
export type GeometryInsert = typeof holeGeometries.$inferInsert;
export type FeatureInsert = typeof courseFeatures.$inferInsert;

/** What a re-import needs to know about a stored club. */
export interface StoredClub {
  id: string;
  sourceKey: string;
  slug: string;
  importHash: string | null;
  edited: boolean;
}

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Inserts many rows in one statement with one parameter: PostgreSQL expands a JSON array into rows of the
 * table's type (`json_populate_recordset`), several times faster than multi-row VALUES on PGlite. Columns
 * missing from the rows take their defaults.
 */
async function bulkInsert(db: Db, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!);
  const name = getTableName(table);
  const columns = sql.raw(keys.map((key) => `"${snakeCase(key)}"`).join(', '));
  for (const batch of chunks(rows, 5000)) {
    const json = JSON.stringify(
      batch.map((row) =>
        Object.fromEntries(
          keys.map((key) => [
            snakeCase(key),
            row[key] instanceof Date ? row[key].toISOString() : (row[key] ?? null),
          ]),
        ),
      ),
    );
    await db.execute(
      sql`INSERT INTO ${sql.identifier(name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${json}::json)`,
    );
  }
}

function queries(db: Db) {
  return {
    async storedClubs(): Promise<StoredClub[]> {
      const rows = await db
        .select({
          id: clubs.id,
          sourceKey: clubs.sourceKey,
          slug: clubs.slug,
          importHash: clubs.importHash,
          editedAt: clubs.editedAt,
        })
        .from(clubs);
      return rows.map(({ editedAt, ...row }) => ({ ...row, edited: editedAt !== null }));
    },

    /** Inserts or renames regions; answers the id of each `country|slug`. */
    async upsertRegions(
      rows: { country: string; slug: string; name: string }[],
    ): Promise<Map<string, string>> {
      for (const batch of chunks(rows)) {
        await db
          .insert(regions)
          .values(batch)
          .onConflictDoUpdate({ target: [regions.country, regions.slug], set: { name: sql`excluded.name` } });
      }
      if (rows.length) await announceClubsChanged(db);
      const stored = await db
        .select({ id: regions.id, country: regions.country, slug: regions.slug })
        .from(regions);
      return new Map(stored.map((row) => [`${row.country}|${row.slug}`, row.id]));
    },

    /** Inserts clubs; every row must carry the same keys. */
    async insertClubs(rows: ClubInsert[]): Promise<void> {
      await bulkInsert(db, clubs, rows);
      if (rows.length) await announceClubsChanged(db);
    },

    async updateClub(id: string, fields: Partial<ClubInsert>): Promise<void> {
      await db.update(clubs).set(fields).where(eq(clubs.id, id));
      await announceClubsChanged(db);
    },

    /** The stored courses and tees of some clubs, to keep their ids when a re-import rewrites them. */
    async storedCourses(clubIds: string[]): Promise<{
      courses: { id: string; clubId: string; sourceKey: string }[];
      tees: { id: string; courseId: string; name: string }[];
    }> {
      const found: { id: string; clubId: string; sourceKey: string }[] = [];
      for (const batch of chunks(clubIds)) {
        found.push(
          ...(await db
            .select({ id: courses.id, clubId: courses.clubId, sourceKey: courses.sourceKey })
            .from(courses)
            .where(inArray(courses.clubId, batch))),
        );
      }
      const teeRows: { id: string; courseId: string; name: string }[] = [];
      for (const batch of chunks(found.map((course) => course.id))) {
        teeRows.push(
          ...(await db
            .select({ id: tees.id, courseId: tees.courseId, name: tees.name })
            .from(tees)
            .where(inArray(tees.courseId, batch))),
        );
      }
      return { courses: found, tees: teeRows };
    },

    async deleteCourses(ids: string[]): Promise<void> {
      for (const batch of chunks(ids)) await db.delete(courses).where(inArray(courses.id, batch));
    },

    async deleteTees(ids: string[]): Promise<void> {
      for (const batch of chunks(ids)) await db.delete(tees).where(inArray(tees.id, batch));
    },

    /** Inserts courses, or updates those whose id exists. */
    async upsertCourses(rows: CourseInsert[]): Promise<void> {
      for (const batch of chunks(rows)) {
        await db
          .insert(courses)
          .values(batch)
          .onConflictDoUpdate({
            target: courses.id,
            set: {
              sourceKey: sql`excluded.source_key`,
              name: sql`excluded.name`,
              holes: sql`excluded.holes`,
              par: sql`excluded.par`,
              hasGps: sql`excluded.has_gps`,
              courseType: sql`excluded.course_type`,
              guestPolicy: sql`coalesce(excluded.guest_policy, ${courses.guestPolicy})`,
              position: sql`excluded.position`,
            },
          });
      }
    },

    /** Inserts tees, or updates those whose id exists; ratings the import does not know keep their value. */
    async upsertTees(rows: TeeInsert[]): Promise<void> {
      for (const batch of chunks(rows)) {
        await db
          .insert(tees)
          .values(batch)
          .onConflictDoUpdate({
            target: tees.id,
            set: {
              name: sql`excluded.name`,
              color: sql`excluded.color`,
              totalDistance: sql`excluded.total_distance`,
              courseRating: sql`coalesce(excluded.course_rating, ${tees.courseRating})`,
              slopeRating: sql`coalesce(excluded.slope_rating, ${tees.slopeRating})`,
              courseRatingW: sql`coalesce(excluded.course_rating_w, ${tees.courseRatingW})`,
              slopeRatingW: sql`coalesce(excluded.slope_rating_w, ${tees.slopeRatingW})`,
              position: sql`excluded.position`,
            },
          });
      }
    },

    /** Replaces the holes of the given tees. */
    async replaceTeeHoles(teeIds: string[], rows: TeeHoleInsert[]): Promise<void> {
      for (const batch of chunks(teeIds)) await db.delete(teeHoles).where(inArray(teeHoles.teeId, batch));
      await bulkInsert(db, teeHoles, rows);
    },

    /** Replaces the hole geometry of the given courses. */
    async replaceGeometries(courseIds: string[], rows: GeometryInsert[]): Promise<void> {
      for (const batch of chunks(courseIds))
        await db.delete(holeGeometries).where(inArray(holeGeometries.courseId, batch));
      await bulkInsert(db, holeGeometries, rows);
    },

    /** Replaces the map features (tee and green outlines, fairways, bunkers, water) of the given courses. */
    async replaceFeatures(courseIds: string[], rows: FeatureInsert[]): Promise<void> {
      for (const batch of chunks(courseIds))
        await db.delete(courseFeatures).where(inArray(courseFeatures.courseId, batch));
      await bulkInsert(db, courseFeatures, rows);
    },

    async fact(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: systemFacts.value })
        .from(systemFacts)
        .where(eq(systemFacts.key, key));
      return row?.value;
    },

    async setFact(key: string, value: string): Promise<void> {
      await db
        .insert(systemFacts)
        .values({ key, value })
        .onConflictDoUpdate({ target: systemFacts.key, set: { value, updatedAt: sql`now()` } });
    },

    /**
     * Refreshes the planner's statistics and the visibility map after a bulk load, so that the nearest-club count
     * is an index-only scan and plans fit the new sizes. Runs outside any transaction (VACUUM cannot run in one).
     */
    async optimize(): Promise<void> {
      await db.execute(sql`VACUUM (ANALYZE) clubs, courses, tees, tee_holes, hole_geometries, regions`);
    },

    /** Rows per table, for the loader's report. */
    async counts(): Promise<{
      clubs: number;
      courses: number;
      tees: number;
      holes: number;
      geometries: number;
    }> {
      const [[c], [co], [t], [h], [g]] = await Promise.all([
        db.select({ n: count() }).from(clubs),
        db.select({ n: count() }).from(courses),
        db.select({ n: count() }).from(tees),
        db.select({ n: count() }).from(teeHoles),
        db.select({ n: count() }).from(holeGeometries),
      ]);
      return {
        clubs: c?.n ?? 0,
        courses: co?.n ?? 0,
        tees: t?.n ?? 0,
        holes: h?.n ?? 0,
        geometries: g?.n ?? 0,
      };
    },
  };
}

/** The importer's queries on one connection (or inside one transaction). */
export type ClubsImportQueries = ReturnType<typeof queries>;

/** The importer's queries, plus a way to run several in one transaction. */
export interface ClubsImportRepository extends ClubsImportQueries {
  transaction<T>(work: (repository: ClubsImportQueries) => Promise<T>): Promise<T>;
}

/** Drizzle queries of the club importer: batched inserts and keyed upserts, nothing else. */
export function createClubsImportRepository(db: Db): ClubsImportRepository {
  return {
    ...queries(db),
    transaction: (work) => db.transaction((tx) => work(queries(tx as unknown as Db))),
  };
}
