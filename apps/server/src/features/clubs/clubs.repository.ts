import { createHash } from 'node:crypto';
import { and, asc, Column, count, desc, eq, is, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { AmenityFlag, Bounds } from '@fairway/contract';
import type { Db } from '../../db/client';
import { clubs, clubSuggestions, courses, favoriteClubs, regions, tees } from '../../db/schema';
import type { Area, ClubPoints } from './club-points';
import { createClubPoints } from './club-points';

/** What a club list is filtered and ordered by, already resolved by the service. */
export interface ClubFilter {
  /** Search text, folded and without stop words (see text.ts). */
  text?: string;
  /** How `text` matches: every word as a substring (default), or by word similarity, forgiving typos. */
  fuzzy?: boolean;
  country?: string;
  regionId?: string;
  minHoles?: number;
  maxHoles?: number;
  amenities?: AmenityFlag[];
  bounds?: Bounds;
  location?: { lat: number; lng: number };
  /** Metres from `location`. */
  radiusMeters?: number;
  /** Only the favorites of this user. */
  favoritesOf?: string;
  /** The filter names something that does not exist (an unknown region): no club matches. */
  matchNothing?: boolean;
}

export type ClubOrder = 'distance' | 'name' | 'relevance' | 'favorited';

/** A club row as lists and details read it, with its region, distance and the viewer's favorite flag. */
export interface ClubRow {
  id: string;
  slug: string;
  name: string;
  address: string | null;
  city: string | null;
  country: string;
  regionName: string | null;
  regionSlug: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  websiteUrl: string | null;
  description: string | null;
  thumbnail: string | null;
  latitude: number;
  longitude: number;
  holes: number | null;
  numberOfHoles: number | null;
  architect: string | null;
  clubMembership: 'required' | 'not_required' | null;
  amenities: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Metres from the filter's location, or null. */
  distanceMeters: number | null;
  isFavorite: boolean;
}

/** A club as a map marks it (`view=map`): a few of `ClubRow`'s fields. */
export type ClubPinRow = Pick<
  ClubRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'city'
  | 'country'
  | 'regionName'
  | 'latitude'
  | 'longitude'
  | 'holes'
  | 'distanceMeters'
>;

export type ClubUpdate = Partial<typeof clubs.$inferInsert>;
export type SuggestionRow = typeof clubSuggestions.$inferSelect & { clubSlug: string; clubName: string };

/** A value bound at execution, or a placeholder of a prepared statement. */
type Param<T> = T | Placeholder;
type LatLng = { lat: Param<number>; lng: Param<number> };

const earthOf = (location: LatLng): SQL => sql`ll_to_earth(${location.lat}, ${location.lng})`;

/** Clubs within `radius` metres of `location`, read from the GiST index of their earth points. */
function radiusConditions(location: LatLng, radius: Param<number>): SQL[] {
  const centre = earthOf(location);
  const metres = sql`${radius}::float8`;
  return [
    sql`${clubEarth} <@ earth_box(${centre}, ${metres})`,
    // The exact radius as a chord length: cube_distance is C, and it reads the indexed value (an index-only
    // scan), where earth_distance would run SQL trigonometry on every row of a dense area.
    sql`cube_distance(${clubEarth}, ${centre}) <= 2 * earth() * sin(${metres} / (2 * earth()))`,
  ];
}
/**
 * The club's point on the earthdistance sphere: a generated column of migration 0007 (`ll_to_earth(latitude,
 * longitude)`, computed on write), absent from the Drizzle schema, with a GiST index.
 */
const clubEarth = sql.raw('"clubs"."earth_point"');

/** A viewport as one or two boxes (two when it crosses the antimeridian). */
function boundsCondition(bounds: Bounds): SQL {
  const box = (west: number, east: number) =>
    sql`point(${clubs.longitude}, ${clubs.latitude}) <@ box(point(${west}, ${bounds.south}), point(${east}, ${bounds.north}))`;
  if (bounds.west <= bounds.east) return box(bounds.west, bounds.east);
  return sql`(${box(bounds.west, 180)} OR ${box(-180, bounds.east)})`;
}

/** A nearest-first list around a location with no other filter: served by a k-nearest-neighbour index scan. */
function isPlainNearest(filter: ClubFilter, order: ClubOrder): boolean {
  const { location, radiusMeters, ...others } = filter;
  return (
    order === 'distance' &&
    location !== undefined &&
    radiusMeters !== undefined &&
    Object.values(others).every((value) => value === undefined || value === false)
  );
}

/**
 * The area a list filtered by place only (a radius, a map's bounds, or both) covers, which the in-memory index
 * counts; undefined when anything else filters it.
 */
function areaOf(filter: ClubFilter): Area | undefined {
  const { location, radiusMeters, bounds, ...others } = filter;
  if (!Object.values(others).every((value) => value === undefined || value === false)) return undefined;
  return {
    ...(location && radiusMeters !== undefined
      ? { circle: { latitude: location.lat, longitude: location.lng, radiusMeters } }
      : {}),
    ...(bounds ? { bounds } : {}),
  };
}

function conditions(filter: ClubFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.matchNothing) where.push(sql`false`);
  if (filter.text) {
    if (filter.fuzzy) {
      // Word similarity ≥ 0.6 (pg_trgm's default threshold): "lemman" finds "leman".
      where.push(sql`${filter.text} <% ${clubs.searchName}`);
    } else {
      // Every word as a substring: the trigram GIN index intersects the words' trigrams. Words under 3 letters
      // have no trigram to look up, so they are left out when a longer word is there.
      const words = filter.text.split(' ');
      const indexed = words.filter((word) => word.length >= 3);
      for (const word of indexed.length ? indexed : words)
        where.push(sql`${clubs.searchName} ILIKE ${`%${word}%`}`);
    }
  }
  if (filter.country) where.push(eq(clubs.country, filter.country));
  if (filter.regionId) where.push(eq(clubs.regionId, filter.regionId));
  if (filter.minHoles !== undefined) where.push(sql`${clubs.holes} >= ${filter.minHoles}`);
  if (filter.maxHoles !== undefined) where.push(sql`${clubs.holes} <= ${filter.maxHoles}`);
  if (filter.amenities?.length) {
    where.push(
      sql`${clubs.amenities} @> ARRAY[${sql.join(
        filter.amenities.map((flag) => sql`${flag}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filter.bounds) where.push(boundsCondition(filter.bounds));
  if (filter.location && filter.radiusMeters !== undefined) {
    where.push(...radiusConditions(filter.location, filter.radiusMeters));
  }
  if (filter.favoritesOf) where.push(eq(favoriteClubs.userId, filter.favoritesOf));
  return where;
}

/**
 * Maps a page's rows (arrays, in the order of `fields`, a flat selection) to objects as Drizzle's select would, with
 * each field's decoder found once rather than for every field of every row: the nearest clubs are the API's busiest
 * read, and Drizzle's row mapping was its largest cost after the socket writes (bench/README.md, clubs). A column
 * decodes its value; an SQL field is kept as the driver gave it unless `decoders` names one.
 */
function rowsMapper<T>(
  fields: Record<string, unknown>,
  decoders: Partial<Record<string, (value: unknown) => unknown>> = {},
): (rows: unknown[][]) => T[] {
  const decode = Object.entries(fields).map(([key, field]) => {
    const own = decoders[key];
    if (own) return [key, own] as const;
    if (is(field, Column)) return [key, (value: unknown) => field.mapFromDriverValue(value)] as const;
    return [key, null] as const;
  });
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < decode.length; i += 1) {
        const [key, decoder] = decode[i]!;
        const value = row[i];
        mapped[key] = value === null || value === undefined ? null : decoder ? decoder(value) : value;
      }
      return mapped as T;
    });
}

/** At most this many shapes of club list (which filters, which order) are kept as named statements. */
const NAMED_PAGES_MAX = 64;

/**
 * Runs a page query as a named statement, one per shape of list (its SQL text, the values bound apart), so the
 * database parses it once per connection and may keep its plan: a map viewport and a text search are asked for as
 * often as the nearest clubs. The names are bounded; a shape past the bound runs unnamed.
 */
function namedPages() {
  const names = new Set<string>();
  return <T>(
    query: PromiseLike<T> & { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } },
  ) => {
    const name = `clubs_page_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 16)}`;
    if (!names.has(name)) {
      if (names.size >= NAMED_PAGES_MAX) return query;
      names.add(name);
    }
    return query.prepare(name).execute();
  };
}

function queries(db: Db, points: ClubPoints, moved: () => void) {
  const named = namedPages();
  /** The columns every club answer reads; `viewer` decides `isFavorite`. */
  const columns = (viewer: Param<string>, location?: LatLng) => ({
    id: clubs.id,
    slug: clubs.slug,
    name: clubs.name,
    address: clubs.address,
    city: clubs.city,
    country: clubs.country,
    regionName: regions.name,
    regionSlug: regions.slug,
    zip: clubs.zip,
    phone: clubs.phone,
    email: clubs.email,
    websiteUrl: clubs.websiteUrl,
    description: clubs.description,
    thumbnail: clubs.thumbnail,
    latitude: clubs.latitude,
    longitude: clubs.longitude,
    holes: clubs.holes,
    numberOfHoles: clubs.numberOfHoles,
    architect: clubs.architect,
    clubMembership: clubs.clubMembership,
    amenities: clubs.amenities,
    createdAt: clubs.createdAt,
    updatedAt: clubs.updatedAt,
    distanceMeters: location
      ? sql<number>`sec_to_gc(cube_distance(${clubEarth}, ${earthOf(location)}))`.mapWith(Number)
      : sql<null>`NULL::float8`,
    isFavorite: sql<boolean>`EXISTS (SELECT 1 FROM ${favoriteClubs} f WHERE f.user_id = ${viewer} AND f.club_id = ${clubs.id})`,
  });

  /** The columns a map's pins read: no description, contact, amenities or timestamps, no favorite look-up. */
  const pinColumns = (location?: LatLng) => ({
    id: clubs.id,
    slug: clubs.slug,
    name: clubs.name,
    city: clubs.city,
    country: clubs.country,
    regionName: regions.name,
    latitude: clubs.latitude,
    longitude: clubs.longitude,
    holes: clubs.holes,
    distanceMeters: location
      ? sql<number>`sec_to_gc(cube_distance(${clubEarth}, ${earthOf(location)}))`.mapWith(Number)
      : sql<null>`NULL::float8`,
  });

  function orderOf(order: ClubOrder, filter: ClubFilter): SQL[] {
    switch (order) {
      case 'distance':
        // Nearest first straight from the GiST index (k-nearest-neighbour scan): only the page's rows are read.
        return filter.location
          ? [sql`${clubEarth} <-> ${earthOf(filter.location)}`, asc(clubs.id)]
          : [asc(clubs.name), asc(clubs.id)];
      case 'relevance':
        return filter.text
          ? [
              sql`word_similarity(${filter.text}, ${clubs.searchName}) DESC`,
              sql`similarity(${filter.text}, ${clubs.searchName}) DESC`,
              asc(clubs.name),
              asc(clubs.id),
            ]
          : [asc(clubs.name), asc(clubs.id)];
      case 'favorited':
        return [desc(favoriteClubs.createdAt), asc(clubs.id)];
      case 'name':
        return [asc(clubs.name), asc(clubs.id)];
    }
  }

  /**
   * One page of clubs. A text search counts its matches in the same statement (`count(*) OVER ()`): it reads every
   * match anyway to rank them. Any other list reads only its page through an index (name, nearest, viewport) and
   * is counted apart, which an index answers cheaply.
   */
  function pageQuery(
    filter: ClubFilter,
    order: ClubOrder,
    page: { limit: number; offset: number },
    viewer: string,
    view: 'list' | 'map' = 'list',
  ) {
    const withTotal = Boolean(filter.text);
    const base = db
      .select({
        ...(view === 'map'
          ? (pinColumns(filter.location) as unknown as ReturnType<typeof columns>)
          : columns(viewer, filter.location)),
        total: withTotal ? sql<number>`count(*) OVER ()`.mapWith(Number) : sql<null>`NULL::int8`,
      })
      .from(clubs)
      .leftJoin(regions, eq(regions.id, clubs.regionId));
    const joined = filter.favoritesOf
      ? base.innerJoin(favoriteClubs, eq(favoriteClubs.clubId, clubs.id))
      : base;
    return joined
      .where(and(...conditions(filter)))
      .orderBy(...orderOf(order, filter))
      .limit(page.limit)
      .offset(page.offset);
  }

  /**
   * The nearest clubs with nothing else to filter: a k-nearest-neighbour scan of the GiST index reads exactly
   * `offset + limit` clubs, nearest first, and only those are checked against the radius (the clubs within it are
   * a prefix of that order). A plain radius filter would make the planner read every club of a dense area.
   */
  function nearestPageQuery(
    location: LatLng,
    radius: Param<number>,
    page: { limit: Param<number>; offset: Param<number>; scan: Param<number> },
    viewer: Param<string>,
  ) {
    const centre = earthOf(location);
    const nearest = db
      .select({
        nearestId: sql<string>`${clubs.id}`.as('nearest_id'),
        chord: sql<number>`cube_distance(${clubEarth}, ${centre})`.as('chord'),
      })
      .from(clubs)
      .orderBy(sql`${clubEarth} <-> ${centre}`)
      .limit(page.scan)
      .as('nearest');
    const fields = {
      ...columns(viewer),
      distanceMeters: sql<number>`sec_to_gc(${nearest.chord})`.mapWith(Number),
      total: sql<null>`NULL::int8`,
    };
    const query = db
      .select(fields)
      .from(nearest)
      .innerJoin(clubs, eq(clubs.id, nearest.nearestId))
      .leftJoin(regions, eq(regions.id, clubs.regionId))
      .where(sql`${nearest.chord} <= 2 * earth() * sin(${radius}::float8 / (2 * earth()))`)
      .orderBy(asc(nearest.chord), asc(clubs.id))
      .limit(page.limit)
      .offset(page.offset);
    return { fields, query };
  }

  /**
   * The plain nearest-clubs page as a prepared statement, built once: the explore page and the map ask for it all
   * the time, and it is parsed once per connection (on PGlite too: db/pglite-prepared.ts). Its count comes from memory (`points`).
   */
  type NearestRow = ClubRow & { total: null };
  let nearestPrepared: { execute(values: Record<string, unknown>): Promise<NearestRow[]> } | undefined;
  const placeholders = {
    location: { lat: sql.placeholder('lat'), lng: sql.placeholder('lng') },
    radius: sql.placeholder('radius'),
    page: {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      scan: sql.placeholder('scan'),
    },
    viewer: sql.placeholder('viewer'),
  };
  function preparedNearest() {
    if (!nearestPrepared) {
      const { fields, query } = nearestPageQuery(
        placeholders.location,
        placeholders.radius,
        placeholders.page,
        placeholders.viewer,
      );
      const statement = db._.session.prepareQuery<PreparedQueryConfig & { execute: NearestRow[] }>(
        query.toSQL(),
        Object.entries(fields).map(([name, field]) => ({ path: [name], field })),
        'clubs_nearest_page',
        true,
        rowsMapper<NearestRow>(fields, { distanceMeters: Number }),
      );
      nearestPrepared = { execute: (values) => statement.execute(values) };
    }
    return nearestPrepared;
  }
  const nearestValues = (filter: ClubFilter, page: { limit: number; offset: number }, viewer: string) => ({
    lat: filter.location!.lat,
    lng: filter.location!.lng,
    radius: filter.radiusMeters!,
    limit: page.limit,
    offset: page.offset,
    scan: page.offset + page.limit,
    viewer,
  });

  function countQuery(filter: ClubFilter) {
    const base = db.select({ n: count() }).from(clubs);
    const joined = filter.favoritesOf
      ? base.innerJoin(favoriteClubs, eq(favoriteClubs.clubId, clubs.id))
      : base;
    return joined.where(and(...conditions(filter)));
  }

  /** `list` and `listPins` past the plain nearest clubs: the page, then its count (see `list`). */
  async function listPage<View extends 'list' | 'map'>(
    filter: ClubFilter,
    order: ClubOrder,
    page: { limit: number; offset: number },
    viewer: string,
    view: View,
  ): Promise<{ rows: View extends 'map' ? ClubPinRow[] : ClubRow[]; total: number }> {
    type Rows = View extends 'map' ? ClubPinRow[] : ClubRow[];
    // A list within a map's bounds or around a point stays unnamed: its best plan depends on the area's size (a
    // country-wide view is read nearest first from the index, a small map sorted), which a kept plan would not.
    const query = pageQuery(filter, order, page, viewer, view);
    const found = await (filter.bounds || filter.location ? query : named(query));
    const rows = found.map(({ total: _total, ...row }) => row) as Rows;
    if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
    const counted = found[0]?.total;
    if (typeof counted === 'number') return { rows, total: counted };
    const area = areaOf(filter);
    if (area) return { rows, total: await points.count(area) };
    const [row] = await countQuery(filter);
    return { rows, total: row?.n ?? 0 };
  }

  return {
    /**
     * One page of clubs and how many match in all. The count is skipped when the first page is not full (it is
     * the page's length), and comes from the page's own statement for a text search.
     */
    async list(
      filter: ClubFilter,
      order: ClubOrder,
      page: { limit: number; offset: number },
      viewer: string,
    ): Promise<{ rows: ClubRow[]; total: number }> {
      if (isPlainNearest(filter, order)) {
        const values = nearestValues(filter, page, viewer);
        const rows = (await preparedNearest().execute(values)).map(({ total: _total, ...row }) => row);
        if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
        // Counted in memory, as the database would (club-points.ts): one statement per request.
        return { rows, total: await points.count(areaOf(filter)!) };
      }
      return listPage(filter, order, page, viewer, 'list');
    },

    /** One page of clubs as a map marks them (`ClubPinRow`), and how many match in all, as `list` counts them. */
    async listPins(
      filter: ClubFilter,
      order: ClubOrder,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ClubPinRow[]; total: number }> {
      // A pin has no favorite flag: no viewer.
      return listPage(filter, order, page, '', 'map');
    },

    /**
     * The statements `list` runs, as SQL text, parameters and (for prepared ones) name: the page, then (when the
     * page is full and neither the page counts itself nor the count comes from memory) the count. Benchmarks run
     * them bare to measure what the API adds.
     */
    listStatements(
      filter: ClubFilter,
      order: ClubOrder,
      page: { limit: number; offset: number },
      viewer: string,
    ): {
      page: { name?: string; sql: string; params: unknown[] };
      count: { name?: string; sql: string; params: unknown[] } | null;
    } {
      if (isPlainNearest(filter, order)) {
        const values: Record<string, unknown> = nearestValues(filter, page, viewer);
        const query = nearestPageQuery(
          placeholders.location,
          placeholders.radius,
          placeholders.page,
          placeholders.viewer,
        ).query.toSQL();
        return {
          page: {
            name: 'clubs_nearest_page',
            sql: query.sql,
            params: query.params.map((param) =>
              param && typeof param === 'object' && 'name' in param
                ? values[(param as { name: string }).name]
                : param,
            ),
          },
          count: null,
        };
      }
      return {
        page: pageQuery(filter, order, page, viewer).toSQL(),
        count: filter.text || areaOf(filter) ? null : countQuery(filter).toSQL(),
      };
    },

    /** One club by id (a uuid) or slug. */
    async find(key: { id: string } | { slug: string }, viewer: string): Promise<ClubRow | null> {
      const [row] = await db
        .select(columns(viewer))
        .from(clubs)
        .leftJoin(regions, eq(regions.id, clubs.regionId))
        .where('id' in key ? eq(clubs.id, key.id) : eq(clubs.slug, key.slug))
        .limit(1);
      return row ?? null;
    },

    /** The id of a club by id or slug, or null. */
    async findId(key: { id: string } | { slug: string }): Promise<string | null> {
      const [row] = await db
        .select({ id: clubs.id })
        .from(clubs)
        .where('id' in key ? eq(clubs.id, key.id) : eq(clubs.slug, key.slug))
        .limit(1);
      return row?.id ?? null;
    },

    /** A region of a country by slug. */
    async findRegion(
      country: string | undefined,
      slug: string,
    ): Promise<{ id: string; country: string } | null> {
      const [row] = await db
        .select({ id: regions.id, country: regions.country })
        .from(regions)
        .where(country ? and(eq(regions.country, country), eq(regions.slug, slug)) : eq(regions.slug, slug))
        .orderBy(asc(regions.country))
        .limit(1);
      return row ?? null;
    },

    /** The regions of a country with their club counts, by name. */
    async regionsOf(country: string): Promise<{ name: string; slug: string; count: number }[]> {
      return db
        .select({ name: regions.name, slug: regions.slug, count: count(clubs.id) })
        .from(regions)
        .leftJoin(clubs, eq(clubs.regionId, regions.id))
        .where(eq(regions.country, country))
        .groupBy(regions.id, regions.name, regions.slug)
        .orderBy(asc(regions.name));
    },

    async update(id: string, fields: ClubUpdate): Promise<void> {
      await db.update(clubs).set(fields).where(eq(clubs.id, id));
      if (fields.latitude !== undefined || fields.longitude !== undefined) moved();
    },

    /** How many clubs lie within `radiusMeters` of `location` (in memory, as `list` counts the nearest). */
    countWithin(location: { lat: number; lng: number }, radiusMeters: number): Promise<number> {
      return points.count({ circle: { latitude: location.lat, longitude: location.lng, radiusMeters } });
    },

    /** The ids of the tees of a club, to check an edit's tees belong to it. */
    async teeIdsOf(clubId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: tees.id })
        .from(tees)
        .innerJoin(courses, eq(courses.id, tees.courseId))
        .where(eq(courses.clubId, clubId));
      return new Set(rows.map((row) => row.id));
    },

    async updateTee(
      id: string,
      fields: Partial<
        Pick<typeof tees.$inferInsert, 'courseRating' | 'slopeRating' | 'courseRatingW' | 'slopeRatingW'>
      >,
    ): Promise<void> {
      await db.update(tees).set(fields).where(eq(tees.id, id));
    },

    async insertSuggestion(row: typeof clubSuggestions.$inferInsert): Promise<string> {
      const [created] = await db.insert(clubSuggestions).values(row).returning({ id: clubSuggestions.id });
      return created!.id;
    },

    async findSuggestion(id: string): Promise<SuggestionRow | null> {
      const [row] = await db
        .select({ suggestion: clubSuggestions, clubSlug: clubs.slug, clubName: clubs.name })
        .from(clubSuggestions)
        .innerJoin(clubs, eq(clubs.id, clubSuggestions.clubId))
        .where(eq(clubSuggestions.id, id));
      return row ? { ...row.suggestion, clubSlug: row.clubSlug, clubName: row.clubName } : null;
    },

    async listSuggestions(
      status: 'pending' | 'accepted' | 'rejected',
      page: { limit: number; offset: number },
    ): Promise<{ rows: SuggestionRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ suggestion: clubSuggestions, clubSlug: clubs.slug, clubName: clubs.name })
          .from(clubSuggestions)
          .innerJoin(clubs, eq(clubs.id, clubSuggestions.clubId))
          .where(eq(clubSuggestions.status, status))
          .orderBy(asc(clubSuggestions.createdAt), asc(clubSuggestions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(clubSuggestions).where(eq(clubSuggestions.status, status)),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.suggestion, clubSlug: row.clubSlug, clubName: row.clubName })),
        total: total?.n ?? 0,
      };
    },

    /** Marks a pending suggestion reviewed; false when it was no longer pending. */
    async reviewSuggestion(id: string, status: 'accepted' | 'rejected', reviewer: string): Promise<boolean> {
      const updated = await db
        .update(clubSuggestions)
        .set({ status, reviewedAt: new Date(), reviewedBy: reviewer })
        .where(and(eq(clubSuggestions.id, id), eq(clubSuggestions.status, 'pending')))
        .returning({ id: clubSuggestions.id });
      return updated.length === 1;
    },
  };
}

/** The clubs feature's queries on one connection or inside one transaction. */
export type ClubsQueries = ReturnType<typeof queries>;

/** The clubs feature's queries, plus a way to run several in one transaction. */
export interface ClubsRepository extends ClubsQueries {
  transaction<T>(work: (repository: ClubsQueries) => Promise<T>): Promise<T>;
}

/**
 * Drizzle queries of the clubs feature. The clubs' positions are also kept in memory to count the nearest
 * (club-points.ts); a club moved in a transaction is counted at its new place once the transaction commits.
 */
export function createClubsRepository(
  db: Db,
  { pointsTtlMs }: { pointsTtlMs?: number } = {},
): ClubsRepository {
  const points = createClubPoints(
    () => db.select({ latitude: clubs.latitude, longitude: clubs.longitude }).from(clubs),
    pointsTtlMs === undefined ? {} : { ttlMs: pointsTtlMs },
  );
  return {
    ...queries(db, points, () => points.invalidate()),
    transaction: async (work) => {
      let moved = false;
      try {
        return await db.transaction((tx) =>
          work(
            queries(tx as unknown as Db, points, () => {
              moved = true;
              // Also now, so a load that starts before the commit is not taken as current.
              points.invalidate();
            }),
          ),
        );
      } finally {
        if (moved) points.invalidate();
      }
    },
  };
}
