import { createHash } from 'node:crypto';
import { and, asc, Column, count, desc, eq, fillPlaceholders, getTableColumns, is, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { AmenityFlag, Bounds } from '@fairway/contract';
import type { Db } from '../../db/client';
import { keepOnePlan } from '../../db/kept-plans';
import { clubs, clubSuggestions, courses, favoriteClubs, regions, tees } from '../../db/schema';
import type { Area, ClubPoints, Found } from './club-points';
import { createClubPoints } from './club-points';
import type { ClubRows } from './club-rows';
import { createClubRows } from './club-rows';

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

/**
 * The key of a row's link to the club it copies in memory (`ClubRow[keptClub]`): a symbol, so that JSON.stringify
 * does not write it out.
 */
export const keptClub = Symbol('kept club');

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
  /**
   * The club kept in memory (club-rows.ts) this row copies, if it does: the same object for as long as the club is
   * kept, a new one once it has changed, so what is derived from a club can be kept beside it (`clubJsonOf`).
   */
  [keptClub]?: object;
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

/** What the clubs' positions in memory keep of each club (club-points.ts): its pin, less a distance. */
type PinnedClub = Omit<ClubPinRow, 'distanceMeters'>;

/** The columns of a club's pin, less its distance: what a map reads, and what the positions in memory keep. */
const pinnedColumns = {
  id: clubs.id,
  slug: clubs.slug,
  name: clubs.name,
  city: clubs.city,
  country: clubs.country,
  regionName: regions.name,
  latitude: clubs.latitude,
  longitude: clubs.longitude,
  holes: clubs.holes,
} satisfies Record<keyof PinnedClub, Column>;

/** A whole club as the clubs kept in memory hold it (club-rows.ts): a `ClubRow` less what a viewer or a place adds. */
type KeptClub = Omit<ClubRow, 'distanceMeters' | 'isFavorite' | typeof keptClub>;

/** The columns of a whole club, less its distance and the viewer's favorite flag. */
const clubColumns = {
  ...pinnedColumns,
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
} satisfies Record<keyof KeptClub, Column>;

/** The clubs' fields a pin shows (its region's name through `regionId`): an edit of one reloads the pins. */
const PIN_FIELDS: readonly (keyof ClubUpdate)[] = [
  ...Object.entries(getTableColumns(clubs))
    .filter(([, column]) => Object.values<Column>(pinnedColumns).includes(column))
    .map(([field]) => field as keyof ClubUpdate),
  'regionId',
];

/** A club as a list's row shows it (`view=summary`): a pin and the viewer's favorite flag. */
export type ClubSummaryRow = ClubPinRow & Pick<ClubRow, 'isFavorite'>;

/** How much of each club a list reads: whole, as a list's row, or as a map's pin. */
type ListView = 'list' | 'summary' | 'map';
type RowOf<View extends ListView> = View extends 'map'
  ? ClubPinRow
  : View extends 'summary'
    ? ClubSummaryRow
    : ClubRow;

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

/** A value of a list's statement, bound at execution (see `ListShape`). */
const value = (name: string): Placeholder => sql.placeholder(name);

/** A viewport as one box, or two when it crosses the antimeridian (`split`). */
function boundsCondition(split: boolean): SQL {
  const box = (west: Param<number>, east: Param<number>) =>
    sql`point(${clubs.longitude}, ${clubs.latitude}) <@ box(point(${west}, ${value('south')}), point(${east}, ${value('north')}))`;
  if (!split) return box(value('west'), value('east'));
  return sql`(${box(value('west'), 180)} OR ${box(-180, value('east'))})`;
}

/**
 * What decides the SQL text of a club list, and nothing else: which filters are there (not their values), how
 * many words a search matches, whether a viewport crosses the antimeridian, the order and the view. Lists of one
 * shape are one statement, built once (see `queries`); the statement is built from the shape alone, so two lists
 * of one shape cannot need different SQL.
 */
interface ListShape {
  /** No search text, the words matched as substrings (how many), or the text by word similarity. */
  text: 'none' | 'similar' | number;
  country: boolean;
  region: boolean;
  minHoles: boolean;
  maxHoles: boolean;
  amenities: number;
  bounds: 'none' | 'box' | 'split';
  location: boolean;
  radius: boolean;
  favorites: boolean;
  nothing: boolean;
  order: ClubOrder;
  view: ListView;
}

/**
 * The words a search matches as substrings: the trigram GIN index intersects the words' trigrams. Words under 3
 * letters have no trigram to look up, so they are left out when a longer word is there.
 */
function substringWords(text: string): string[] {
  const words = text.split(' ');
  const indexed = words.filter((word) => word.length >= 3);
  return indexed.length ? indexed : words;
}

function shapeOf(filter: ClubFilter, order: ClubOrder, view: ListView): ListShape {
  return {
    text: !filter.text ? 'none' : filter.fuzzy ? 'similar' : substringWords(filter.text).length,
    country: filter.country !== undefined,
    region: filter.regionId !== undefined,
    minHoles: filter.minHoles !== undefined,
    maxHoles: filter.maxHoles !== undefined,
    amenities: filter.amenities?.length ?? 0,
    bounds: !filter.bounds ? 'none' : filter.bounds.west <= filter.bounds.east ? 'box' : 'split',
    location: filter.location !== undefined,
    radius: filter.location !== undefined && filter.radiusMeters !== undefined,
    favorites: filter.favoritesOf !== undefined,
    nothing: filter.matchNothing === true,
    order,
    view,
  };
}

/** The values a list's statement binds, by placeholder name. */
function valuesOf(
  filter: ClubFilter,
  page: { limit: number; offset: number },
  viewer: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...page, viewer };
  if (filter.text) {
    values.text = filter.text;
    substringWords(filter.text).forEach((word, i) => (values[`word${i}`] = `%${word}%`));
  }
  if (filter.country !== undefined) values.country = filter.country;
  if (filter.regionId !== undefined) values.region = filter.regionId;
  if (filter.minHoles !== undefined) values.minHoles = filter.minHoles;
  if (filter.maxHoles !== undefined) values.maxHoles = filter.maxHoles;
  filter.amenities?.forEach((flag, i) => (values[`amenity${i}`] = flag));
  if (filter.bounds) Object.assign(values, filter.bounds);
  if (filter.location) Object.assign(values, { lat: filter.location.lat, lng: filter.location.lng });
  if (filter.radiusMeters !== undefined) values.radius = filter.radiusMeters;
  if (filter.favoritesOf !== undefined) values.favoritesOf = filter.favoritesOf;
  return values;
}

/** The location of a list's statement, bound at execution. */
const boundLocation = { lat: value('lat'), lng: value('lng') };

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

/** The conditions of a list of this shape, its values bound at execution (`valuesOf`). */
function conditions(shape: ListShape): SQL[] {
  const where: SQL[] = [];
  if (shape.nothing) where.push(sql`false`);
  if (shape.text === 'similar') {
    // Word similarity ≥ 0.6 (pg_trgm's default threshold): "lemman" finds "leman".
    where.push(sql`${value('text')} <% ${clubs.searchName}`);
  } else if (typeof shape.text === 'number') {
    // Every word as a substring (`substringWords`).
    for (let i = 0; i < shape.text; i += 1) where.push(sql`${clubs.searchName} ILIKE ${value(`word${i}`)}`);
  }
  if (shape.country) where.push(sql`${clubs.country} = ${value('country')}`);
  if (shape.region) where.push(sql`${clubs.regionId} = ${value('region')}`);
  if (shape.minHoles) where.push(sql`${clubs.holes} >= ${value('minHoles')}`);
  if (shape.maxHoles) where.push(sql`${clubs.holes} <= ${value('maxHoles')}`);
  if (shape.amenities) {
    const flags = Array.from({ length: shape.amenities }, (_, i) => sql`${value(`amenity${i}`)}`);
    where.push(sql`${clubs.amenities} @> ARRAY[${sql.join(flags, sql`, `)}]::text[]`);
  }
  if (shape.bounds !== 'none') where.push(boundsCondition(shape.bounds === 'split'));
  if (shape.radius) where.push(...radiusConditions(boundLocation, value('radius')));
  if (shape.favorites) where.push(sql`${favoriteClubs.userId} = ${value('favoritesOf')}`);
  return where;
}

/**
 * Maps a page's rows (arrays, in the order of `fields`, a flat selection) to objects as Drizzle's select would, with
 * each field's decoder found once rather than for every field of every row: the nearest clubs are the API's busiest
 * read, and Drizzle's row mapping was its largest cost after the socket writes (bench/README.md, clubs). A column
 * decodes its value; an SQL field is kept as the driver gave it unless `decoders` names one.
 *
 * Each row starts as a copy of a template holding every field: an object given its fields one by one by computed
 * keys becomes a dictionary to V8 past 16 or so (a whole club has 23), slower to read and to copy, which the clubs
 * kept in memory are on every request (bench/README.md, clubs, "Whole clubs from memory").
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
  const template: Record<string, unknown> = Object.fromEntries(decode.map(([key]) => [key, null]));
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = { ...template };
      for (let i = 0; i < decode.length; i += 1) {
        const [key, decoder] = decode[i]!;
        const value = row[i];
        mapped[key] = value === null || value === undefined ? null : decoder ? decoder(value) : value;
      }
      return mapped as T;
    });
}

/** At most this many shapes of club list are kept as named statements, and this many built at all. */
const NAMED_PAGES_MAX = 64;
const BUILT_PAGES_MAX = 256;

/**
 * The clubs kept in memory: every club's position and pin (club-points.ts), and whole clubs as lists read them
 * (club-rows.ts).
 */
interface ClubsInMemory {
  points: ClubPoints<PinnedClub>;
  rows: ClubRows<KeptClub>;
}

/**
 * Queries on one connection or inside one transaction. `changed` says that clubs were written: the whole clubs kept
 * in memory are read again, and the positions and pins too when `pins` (a field a pin shows changed).
 */
function queries(db: Db, { points, rows: keptRows }: ClubsInMemory, changed: (pins: boolean) => void) {
  /** Metres from `location`, or null without one. */
  const distanceFrom = (location?: LatLng) =>
    location
      ? sql<number>`sec_to_gc(cube_distance(${clubEarth}, ${earthOf(location)}))`.mapWith(Number)
      : sql<null>`NULL::float8`;

  /** The columns a map's pins read: no description, contact, amenities or timestamps, no favorite look-up. */
  const pinColumns = (location?: LatLng) => ({ ...pinnedColumns, distanceMeters: distanceFrom(location) });

  /** The columns a list's row reads: a pin's, and whether the club is among the viewer's favorites. */
  const summaryColumns = (viewer: Param<string>, location?: LatLng) => ({
    ...pinColumns(location),
    isFavorite: sql<boolean>`EXISTS (SELECT 1 FROM ${favoriteClubs} f WHERE f.user_id = ${viewer} AND f.club_id = ${clubs.id})`,
  });

  /** The columns every whole club answer reads; `viewer` decides `isFavorite`. */
  const columns = (viewer: Param<string>, location?: LatLng) => ({
    ...clubColumns,
    ...summaryColumns(viewer, location),
  });

  function orderOf(shape: ListShape): SQL[] {
    switch (shape.order) {
      case 'distance':
        // Nearest first straight from the GiST index (k-nearest-neighbour scan): only the page's rows are read.
        return shape.location
          ? [sql`${clubEarth} <-> ${earthOf(boundLocation)}`, asc(clubs.id)]
          : [asc(clubs.name), asc(clubs.id)];
      case 'relevance':
        return shape.text !== 'none'
          ? [
              sql`word_similarity(${value('text')}, ${clubs.searchName}) DESC`,
              sql`similarity(${value('text')}, ${clubs.searchName}) DESC`,
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

  /** The columns a list of this view reads (typed as a whole club's; a view reads fewer). */
  function viewColumns(view: ListView, location?: LatLng) {
    const read = {
      list: () => columns(value('viewer'), location),
      summary: () => summaryColumns(value('viewer'), location),
      map: () => pinColumns(location),
    }[view];
    return read() as ReturnType<typeof columns>;
  }

  /**
   * One page of clubs. A text search counts its matches in the same statement (`count(*) OVER ()`): it reads every
   * match anyway to rank them. Any other list reads only its page through an index (name, nearest, viewport) and
   * is counted apart, which an index answers cheaply.
   */
  function pageQuery(shape: ListShape) {
    const location = shape.location ? boundLocation : undefined;
    const fields = {
      ...viewColumns(shape.view, location),
      total: shape.text !== 'none' ? sql<number>`count(*) OVER ()` : sql<null>`NULL::int8`,
    };
    const base = db.select(fields).from(clubs).leftJoin(regions, eq(regions.id, clubs.regionId));
    const joined = shape.favorites ? base.innerJoin(favoriteClubs, eq(favoriteClubs.clubId, clubs.id)) : base;
    const query = joined
      .where(and(...conditions(shape)))
      .orderBy(...orderOf(shape))
      .limit(value('limit'))
      .offset(value('offset'));
    return { fields, query };
  }

  type PageRow = RowOf<ListView> & { total: number | null };
  type PageStatement = {
    name?: string;
    sql: string;
    params: unknown[];
    execute(values: Record<string, unknown>): Promise<PageRow[]>;
  };
  /** The page statement of each shape of list, built once (by the shape's key). */
  const pageStatements = new Map<string, PageStatement>();
  let namedPages = 0;

  /**
   * The page statement of a list of this shape, built once per shape and run with each list's values: building a
   * statement in Drizzle took a fifth of a club search's time on the server (bench/README.md, clubs). A list
   * within a map's bounds or around a point runs unnamed: its best plan depends on the area's size (a country-wide
   * view is read nearest first from the index, a small map sorted), which a kept plan would not follow. Any other
   * (a text search, a list by name) is a named statement, parsed once per connection, for the first
   * `NAMED_PAGES_MAX` shapes.
   */
  function pageStatement(shape: ListShape): PageStatement {
    const key = JSON.stringify(shape);
    const known = pageStatements.get(key);
    if (known) return known;
    const { fields, query } = pageQuery(shape);
    const built = query.toSQL();
    const byPlace = shape.bounds !== 'none' || shape.location;
    const name =
      !byPlace && namedPages < NAMED_PAGES_MAX && pageStatements.size < BUILT_PAGES_MAX
        ? `clubs_page_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`
        : undefined;
    // A text search's plan is the same for every text (the trigram index, then the ranking): see keepOnePlan.
    if (name && shape.text !== 'none') keepOnePlan(built.sql);
    const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: PageRow[] }>(
      built,
      Object.entries(fields).map(([path, field]) => ({ path: [path], field })),
      name,
      true,
      rowsMapper<PageRow>(fields, { distanceMeters: Number, total: Number }),
    );
    const statement: PageStatement = {
      ...(name ? { name } : {}),
      ...built,
      execute: (values) => prepared.execute(values),
    };
    if (pageStatements.size < BUILT_PAGES_MAX) {
      pageStatements.set(key, statement);
      if (name) namedPages += 1;
    }
    return statement;
  }

  /** Which of these clubs the viewer has among their favorites (`clubs_favorites_among`). */
  const favoritesStatement = db._.session.prepareQuery<
    PreparedQueryConfig & { execute: { clubId: string }[] }
  >(
    db
      .select({ clubId: favoriteClubs.clubId })
      .from(favoriteClubs)
      .where(
        and(
          eq(favoriteClubs.userId, value('viewer')),
          sql`${favoriteClubs.clubId} = ANY(string_to_array(${value('ids')}, ',')::uuid[])`,
        ),
      )
      .toSQL(),
    [{ path: ['clubId'], field: favoriteClubs.clubId }],
    'clubs_favorites_among',
    true,
    rowsMapper<{ clubId: string }>({ clubId: favoriteClubs.clubId }),
  );
  async function favoritesAmong(ids: string[], viewer: string): Promise<Set<string>> {
    if (!viewer) return new Set();
    const rows = await favoritesStatement.execute({ viewer, ids: ids.join(',') });
    return new Set(rows.map((row) => row.clubId));
  }

  /**
   * A page of clubs chosen in memory (`points.page`: by place, nearest first, the database's own rules) as a list
   * of this view shows them: a list's rows are the pins with the viewer's favorite flag, whole clubs are the ones
   * kept in memory (`rows`). Either way the only statement is the viewer's favorites among the page's clubs: the
   * nearest clubs' statement spent about a millisecond on PGlite decoding ten whole clubs (bench/README.md, clubs).
   * A whole club gone since the positions were read is left out.
   */
  type RowView = Exclude<ListView, 'map'>;
  async function rowsOf<View extends RowView>(
    view: View,
    found: Found<PinnedClub>[],
    viewer: string,
  ): Promise<RowOf<View>[]> {
    if (!found.length) return [];
    const ids = found.map(({ club }) => club.id);
    const [favorites, whole] = await Promise.all([
      favoritesAmong(ids, viewer),
      view === 'list' ? keptRows.get(ids) : null,
    ]);
    return found.flatMap(({ club, distanceMeters }): RowOf<RowView>[] => {
      const isFavorite = favorites.has(club.id);
      if (!whole) return [{ ...club, distanceMeters, isFavorite }];
      const row = whole.get(club.id);
      return row ? [{ ...row, distanceMeters, isFavorite, [keptClub]: row }] : [];
    }) as RowOf<View>[];
  }

  function countQuery(shape: ListShape) {
    const base = db.select({ n: count() }).from(clubs);
    const joined = shape.favorites ? base.innerJoin(favoriteClubs, eq(favoriteClubs.clubId, clubs.id)) : base;
    return joined.where(and(...conditions(shape)));
  }

  /**
   * A list by place alone, nearest first (the nearest clubs within a radius, a map's bounds): paged in memory, as
   * the database would page it (club-points.ts); undefined for any other list.
   */
  function areaPagedInMemory(filter: ClubFilter, order: ClubOrder): Area | undefined {
    const area = areaOf(filter);
    return area && (area.circle || area.bounds) && filter.location && order === 'distance' ? area : undefined;
  }

  /**
   * `list`, `listSummaries` and `listPins`: a list by place alone from memory; any other, its page statement, then
   * its count when the first page is full and the page does not count itself (a text search does).
   */
  async function listPage<View extends ListView>(
    filter: ClubFilter,
    order: ClubOrder,
    page: { limit: number; offset: number },
    viewer: string,
    view: View,
  ): Promise<{ rows: RowOf<View>[]; total: number }> {
    type Rows = RowOf<View>[];
    const byPlace = areaPagedInMemory(filter, order);
    if (byPlace && filter.location) {
      const from = { latitude: filter.location.lat, longitude: filter.location.lng };
      const { found, total } = await points.page(byPlace, from, page);
      if (view === 'map') {
        const pins: ClubPinRow[] = found.map(({ club, distanceMeters }) => ({ ...club, distanceMeters }));
        return { rows: pins as Rows, total };
      }
      return { rows: (await rowsOf(view, found, viewer)) as Rows, total };
    }
    const area = areaOf(filter);
    const shape = shapeOf(filter, order, view);
    const values = valuesOf(filter, page, viewer);
    const found = await pageStatement(shape).execute(values);
    const rows = found.map(({ total: _total, ...row }) => row) as Rows;
    if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
    const counted = found[0]?.total;
    if (typeof counted === 'number') return { rows, total: counted };
    if (area) return { rows, total: await points.count(area) };
    const [row] = await countQuery(shape).execute(values);
    return { rows, total: row?.n ?? 0 };
  }

  return {
    /**
     * One page of clubs and how many match in all. A list by place alone, nearest first, is paged and counted in
     * memory; any other list's count is skipped when the first page is not full (it is the page's length), and
     * comes from the page's own statement for a text search.
     */
    async list(
      filter: ClubFilter,
      order: ClubOrder,
      page: { limit: number; offset: number },
      viewer: string,
    ): Promise<{ rows: ClubRow[]; total: number }> {
      return listPage(filter, order, page, viewer, 'list');
    },

    /**
     * One page of clubs as a list's rows show them (`ClubSummaryRow`), and how many match in all, as `list` counts
     * them.
     */
    async listSummaries(
      filter: ClubFilter,
      order: ClubOrder,
      page: { limit: number; offset: number },
      viewer: string,
    ): Promise<{ rows: ClubSummaryRow[]; total: number }> {
      return listPage(filter, order, page, viewer, 'summary');
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
     * The statements `list` runs for a list the database pages, as SQL text, parameters and (for prepared ones)
     * name: the page, then (when the page is full and neither the page counts itself nor the count comes from
     * memory) the count. Null for a list paged in memory.
     */
    listStatements(
      filter: ClubFilter,
      order: ClubOrder,
      page: { limit: number; offset: number },
      viewer: string,
    ): {
      page: { name?: string; sql: string; params: unknown[] };
      count: { name?: string; sql: string; params: unknown[] } | null;
    } | null {
      if (areaPagedInMemory(filter, order)) return null;
      const shape = shapeOf(filter, order, 'list');
      const values = valuesOf(filter, page, viewer);
      const statement = pageStatement(shape);
      const count = filter.text || areaOf(filter) ? null : countQuery(shape).toSQL();
      return {
        page: {
          ...(statement.name ? { name: statement.name } : {}),
          sql: statement.sql,
          params: fillPlaceholders(statement.params, values),
        },
        count: count && { sql: count.sql, params: fillPlaceholders(count.params, values) },
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
      changed(PIN_FIELDS.some((field) => fields[field] !== undefined));
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

/**
 * Every club's pin, for the positions in memory. One row of JSON the database builds: on PGlite, reading 40,000
 * rows of nine fields took 530–690 ms (each field decoded in JavaScript), the same clubs as JSON 160–180 ms
 * (bench/README.md, clubs). Numbers print exactly (PostgreSQL's shortest text of a double, which `JSON.parse` reads
 * back to the same double).
 */
async function pinnedClubs(db: Db): Promise<PinnedClub[]> {
  const fields = Object.keys(pinnedColumns) as (keyof PinnedClub)[];
  const columns = sql.join(Object.values(pinnedColumns), sql`, `);
  const [result] = await db
    .select({ pins: sql<string>`coalesce(json_agg(json_build_array(${columns})), '[]')::text` })
    .from(clubs)
    .leftJoin(regions, eq(regions.id, clubs.regionId));
  // Each pin's values are what the columns hold as JSON gives them: texts, numbers and nulls, nothing to decode.
  return (JSON.parse(result!.pins) as unknown[][]).map(
    (values) => Object.fromEntries(fields.map((field, i) => [field, values[i]])) as PinnedClub,
  );
}

/** The clubs feature's queries, plus a way to run several in one transaction. */
export interface ClubsRepository extends ClubsQueries {
  transaction<T>(work: (repository: ClubsQueries) => Promise<T>): Promise<T>;
}

/**
 * Whole clubs by id for the clubs kept in memory (`clubs_by_ids`, its plan the same for any ids: see keepOnePlan).
 */
function wholeClubsById(db: Db): (ids: string[]) => Promise<KeptClub[]> {
  const built = db
    .select(clubColumns)
    .from(clubs)
    .leftJoin(regions, eq(regions.id, clubs.regionId))
    .where(sql`${clubs.id} = ANY(string_to_array(${value('ids')}, ',')::uuid[])`)
    .toSQL();
  keepOnePlan(built.sql);
  const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: KeptClub[] }>(
    built,
    Object.entries(clubColumns).map(([path, field]) => ({ path: [path], field })),
    'clubs_by_ids',
    true,
    rowsMapper<KeptClub>(clubColumns),
  );
  return (ids) => prepared.execute({ ids: ids.join(',') });
}

/**
 * Drizzle queries of the clubs feature. The clubs' positions and pins are also kept in memory to count lists by
 * place and page them (club-points.ts), and the whole clubs those lists show (club-rows.ts), each trusted for
 * `memoryTtlMs` (see `createClubPoints`); a club changed in a transaction shows so once the transaction commits.
 */
export function createClubsRepository(
  db: Db,
  { memoryTtlMs }: { memoryTtlMs?: number } = {},
): ClubsRepository {
  const ttl = memoryTtlMs === undefined ? {} : { ttlMs: memoryTtlMs };
  const memory: ClubsInMemory = {
    points: createClubPoints<PinnedClub>(() => pinnedClubs(db), ttl),
    rows: createClubRows<KeptClub>(wholeClubsById(db), ttl),
  };
  const forget = (pins: boolean) => {
    memory.rows.invalidate();
    if (pins) memory.points.invalidate();
  };
  return {
    ...queries(db, memory, forget),
    transaction: async (work) => {
      let pinsChanged: boolean | null = null;
      try {
        return await db.transaction((tx) =>
          work(
            queries(tx as unknown as Db, memory, (pins) => {
              pinsChanged ||= pins;
              // Also now, so a read that starts before the commit is not taken as current.
              forget(pins);
            }),
          ),
        );
      } finally {
        if (pinsChanged !== null) forget(pinsChanged);
      }
    },
  };
}
