import { and, arrayContains, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AmenityFlag, Bounds } from '@fairway/contract';
import type { Db } from '../../db/client';
import { clubs, clubSuggestions, courses, favoriteClubs, regions, tees } from '../../db/schema';
import type { Area, CatalogueClub, ClubCatalogue } from './catalogue';
import { announceClubsChanged, createClubCatalogue, loadCatalogue } from './catalogue';

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

/** A club row as lists and details read it: a whole club, its distance (metres from the filter's location, or null) and the viewer's favorite flag. */
export type ClubRow = CatalogueClub & { distanceMeters: number | null; isFavorite: boolean };

/** A club as a map marks it (`view=map`). */
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

/** A club as a list's row shows it (`view=summary`): a pin and the viewer's favorite flag. */
export type ClubSummaryRow = ClubPinRow & Pick<ClubRow, 'isFavorite'>;

type ListView = 'list' | 'summary' | 'map';
type RowOf<View extends ListView> = View extends 'map'
  ? ClubPinRow
  : View extends 'summary'
    ? ClubSummaryRow
    : ClubRow;

export type ClubUpdate = Partial<typeof clubs.$inferInsert>;
export type SuggestionRow = typeof clubSuggestions.$inferSelect & { clubSlug: string; clubName: string };
type Page = { limit: number; offset: number };

/** The club's point on the earthdistance sphere: a generated, GiST-indexed column of migration 0007. */
const clubEarth = sql.raw('"clubs"."earth_point"');
const earthOf = ({ lat, lng }: { lat: number; lng: number }) => sql`ll_to_earth(${lat}, ${lng})`;

const pinColumns = (location?: { lat: number; lng: number }) => ({
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
    : sql<number | null>`NULL::float8`,
});

const summaryColumns = (viewer: string, location?: { lat: number; lng: number }) => ({
  ...pinColumns(location),
  isFavorite: sql<boolean>`EXISTS (SELECT 1 FROM ${favoriteClubs} f WHERE f.user_id = ${viewer} AND f.club_id = ${clubs.id})`,
});

const clubColumns = (viewer: string, location?: { lat: number; lng: number }) => ({
  ...summaryColumns(viewer, location),
  address: clubs.address,
  regionSlug: regions.slug,
  zip: clubs.zip,
  phone: clubs.phone,
  email: clubs.email,
  websiteUrl: clubs.websiteUrl,
  description: clubs.description,
  thumbnail: clubs.thumbnail,
  numberOfHoles: clubs.numberOfHoles,
  architect: clubs.architect,
  clubMembership: clubs.clubMembership,
  amenities: clubs.amenities,
  createdAt: clubs.createdAt,
  updatedAt: clubs.updatedAt,
});

/** The words a search matches as substrings; words under 3 letters have no trigram, so they go when a longer one is there. */
function substringWords(text: string): string[] {
  const words = text.split(' ');
  const indexed = words.filter((word) => word.length >= 3);
  return indexed.length ? indexed : words;
}

function conditions(filter: ClubFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.matchNothing) where.push(sql`false`);
  if (filter.text && filter.fuzzy) {
    // Word similarity ≥ 0.6 (pg_trgm's default threshold): "lemman" finds "leman".
    where.push(sql`${filter.text} <% ${clubs.searchName}`);
  } else if (filter.text) {
    for (const word of substringWords(filter.text)) where.push(sql`${clubs.searchName} ILIKE ${`%${word}%`}`);
  }
  if (filter.country !== undefined) where.push(eq(clubs.country, filter.country));
  if (filter.regionId !== undefined) where.push(eq(clubs.regionId, filter.regionId));
  if (filter.minHoles !== undefined) where.push(sql`${clubs.holes} >= ${filter.minHoles}`);
  if (filter.maxHoles !== undefined) where.push(sql`${clubs.holes} <= ${filter.maxHoles}`);
  if (filter.amenities?.length) where.push(arrayContains(clubs.amenities, filter.amenities));
  if (filter.bounds) {
    const { west, south, east, north } = filter.bounds;
    const box = (w: number, e: number) =>
      sql`point(${clubs.longitude}, ${clubs.latitude}) <@ box(point(${w}, ${south}), point(${e}, ${north}))`;
    where.push(west <= east ? box(west, east) : sql`(${box(west, 180)} OR ${box(-180, east)})`);
  }
  if (filter.location && filter.radiusMeters !== undefined) {
    // The GiST index's box, then the exact radius as a chord (cube_distance reads the indexed value).
    const centre = earthOf(filter.location);
    const metres = sql`${filter.radiusMeters}::float8`;
    where.push(sql`${clubEarth} <@ earth_box(${centre}, ${metres})`);
    where.push(sql`cube_distance(${clubEarth}, ${centre}) <= 2 * earth() * sin(${metres} / (2 * earth()))`);
  }
  if (filter.favoritesOf !== undefined) where.push(eq(favoriteClubs.userId, filter.favoritesOf));
  return where;
}

function orderOf(filter: ClubFilter, order: ClubOrder): SQL[] {
  const byName = [asc(clubs.name), asc(clubs.id)];
  if (order === 'distance' && filter.location)
    return [sql`${clubEarth} <-> ${earthOf(filter.location)}`, asc(clubs.id)];
  if (order === 'relevance' && filter.text)
    return [
      sql`word_similarity(${filter.text}, ${clubs.searchName}) DESC`,
      sql`similarity(${filter.text}, ${clubs.searchName}) DESC`,
      ...byName,
    ];
  if (order === 'favorited') return [desc(favoriteClubs.createdAt), asc(clubs.id)];
  return byName;
}

/** The area of a list by place alone, nearest first: the catalogue answers it. Undefined for any other list. */
function areaInMemory(filter: ClubFilter, order: ClubOrder): Area | undefined {
  const { location, radiusMeters, bounds, ...others } = filter;
  const placeOnly = Object.values(others).every((value) => value === undefined || value === false);
  if (!placeOnly || !location || order !== 'distance' || (radiusMeters === undefined && !bounds))
    return undefined;
  return {
    ...(radiusMeters !== undefined
      ? { circle: { latitude: location.lat, longitude: location.lng, radiusMeters } }
      : {}),
    ...(bounds ? { bounds } : {}),
  };
}

/** The queries that run on one connection or inside one transaction. `wrote` is called when a club changed. */
function queries(db: Db, wrote: () => void, origin = '') {
  const suggestions = () =>
    db
      .select({ ...getTableColumns(clubSuggestions), clubSlug: clubs.slug, clubName: clubs.name })
      .from(clubSuggestions)
      .innerJoin(clubs, eq(clubs.id, clubSuggestions.clubId));
  return {
    /** One club by id (a uuid) or slug, from the database. */
    async find(key: { id: string } | { slug: string }, viewer: string): Promise<ClubRow | null> {
      const [row] = await db
        .select(clubColumns(viewer))
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

    /** Changes a club, and announces it (see catalogue.ts). */
    async update(id: string, fields: ClubUpdate): Promise<void> {
      await db.update(clubs).set(fields).where(eq(clubs.id, id));
      await announceClubsChanged(db, origin);
      wrote();
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
      const [row] = await suggestions().where(eq(clubSuggestions.id, id));
      return row ?? null;
    },

    async listSuggestions(
      status: 'pending' | 'accepted' | 'rejected',
      page: Page,
    ): Promise<{ rows: SuggestionRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        suggestions()
          .where(eq(clubSuggestions.status, status))
          .orderBy(asc(clubSuggestions.createdAt), asc(clubSuggestions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(clubSuggestions).where(eq(clubSuggestions.status, status)),
      ]);
      return { rows, total: total?.n ?? 0 };
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

export type ClubsRepository = ReturnType<typeof createClubsRepository>;

/**
 * The clubs feature's reads and writes. A list by place alone, nearest first (the nearest clubs, a map's view), is
 * chosen from the club catalogue (catalogue.ts) and only the viewer's favorites among its page are read from the
 * database; every other list is one statement, plus a count when its first page is full (a text search counts in
 * the same statement). `catalogue` is the server's (clubs.plugin.ts follows the announcements of every server).
 */
export function createClubsRepository(
  db: Db,
  catalogue: ClubCatalogue = createClubCatalogue(() => loadCatalogue(db)),
) {
  /** Which of these clubs the viewer has among their favorites: one statement, prepared once. */
  const favoritesAmong = db
    .select({ clubId: favoriteClubs.clubId })
    .from(favoriteClubs)
    .where(
      and(
        eq(favoriteClubs.userId, sql.placeholder('viewer')),
        sql`${favoriteClubs.clubId} = ANY(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`,
      ),
    )
    .prepare('clubs_favorites_among');

  async function fromCatalogue<View extends ListView>(
    area: Area,
    location: { lat: number; lng: number },
    page: Page,
    viewer: string,
    view: View,
  ): Promise<{ rows: RowOf<View>[]; total: number }> {
    const from = { latitude: location.lat, longitude: location.lng };
    const { found, total } = (await catalogue.current()).page(area, from, page);
    const favorites =
      view === 'map' || !viewer || !found.length
        ? new Set<string>()
        : new Set(
            (await favoritesAmong.execute({ viewer, ids: found.map(({ club }) => club.id).join(',') })).map(
              (row) => row.clubId,
            ),
          );
    const rows = found.map(({ club, distanceMeters }): RowOf<ListView> => {
      const { id, slug, name, city, country, regionName, latitude, longitude, holes } = club;
      const pin = { id, slug, name, city, country, regionName, latitude, longitude, holes, distanceMeters };
      if (view === 'map') return pin;
      const isFavorite = favorites.has(id);
      return view === 'summary' ? { ...pin, isFavorite } : { ...club, distanceMeters, isFavorite };
    });
    return { rows: rows as RowOf<View>[], total };
  }

  async function fromDatabase<View extends ListView>(
    filter: ClubFilter,
    order: ClubOrder,
    page: Page,
    viewer: string,
    view: View,
  ): Promise<{ rows: RowOf<View>[]; total: number }> {
    const { location } = filter;
    const columns =
      view === 'map'
        ? pinColumns(location)
        : view === 'summary'
          ? summaryColumns(viewer, location)
          : clubColumns(viewer, location);
    const fields = {
      ...(columns as ReturnType<typeof clubColumns>),
      total: filter.text ? sql<number>`count(*) OVER ()`.mapWith(Number) : sql<null>`NULL::int8`,
    };
    const where = and(...conditions(filter));
    const base = db.select(fields).from(clubs).leftJoin(regions, eq(regions.id, clubs.regionId));
    const found = await (
      filter.favoritesOf ? base.innerJoin(favoriteClubs, eq(favoriteClubs.clubId, clubs.id)) : base
    )
      .where(where)
      .orderBy(...orderOf(filter, order))
      .limit(page.limit)
      .offset(page.offset);
    const rows = found.map(({ total: _total, ...row }) => row) as unknown as RowOf<View>[];
    if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
    if (typeof found[0]?.total === 'number') return { rows, total: found[0].total };
    const counted = db.select({ n: count() }).from(clubs);
    const [row] = await (
      filter.favoritesOf ? counted.innerJoin(favoriteClubs, eq(favoriteClubs.clubId, clubs.id)) : counted
    ).where(where);
    return { rows, total: row?.n ?? 0 };
  }

  function listOf<View extends ListView>(view: View) {
    return (filter: ClubFilter, order: ClubOrder, page: Page, viewer = '') => {
      const area = areaInMemory(filter, order);
      return area && filter.location
        ? fromCatalogue(area, filter.location, page, viewer, view)
        : fromDatabase(filter, order, page, viewer, view);
    };
  }

  return {
    ...queries(db, () => catalogue.changed(), catalogue.origin),
    /** One page of whole clubs and how many match in all (`viewer` decides `isFavorite`). */
    list: listOf('list'),
    /** One page of clubs as a list's rows show them, and how many match in all. */
    listSummaries: listOf('summary'),
    /** One page of clubs as a map marks them (no viewer), and how many match in all. */
    listPins: listOf('map'),
    /** Runs `work` in one transaction; a club it changed is in the catalogue once it commits. */
    async transaction<T>(work: (repository: ClubsQueries) => Promise<T>): Promise<T> {
      let wrote = false;
      try {
        return await db.transaction((tx) =>
          work(queries(tx as unknown as Db, () => (wrote = true), catalogue.origin)),
        );
      } finally {
        if (wrote) catalogue.changed();
      }
    },
  };
}
