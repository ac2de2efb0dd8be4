import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Golf clubs and their courses, tees, holes and hole geometry (clubs-and-social.md §3), loaded from the open
 * data set in apps/server/seed-data (ODbL, © OpenStreetMap contributors) or a club's own CSV, plus the
 * users' favorites and their suggested corrections.
 *
 * Geo and text search use expression indexes drizzle cannot express; they live in the custom migration
 * `clubs_geo`: GiST on `ll_to_earth(latitude, longitude)` (nearest clubs, earthdistance), GiST on
 * `point(longitude, latitude)` (map viewport) and a trigram GIN on `search_name` (accent-insensitive,
 * typo-tolerant name search).
 */

/** Regions of a country: French régions, Spanish comunidades, the nations of the United Kingdom. */
export const regions = pgTable(
  'regions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
  },
  (table) => [uniqueIndex('regions_country_slug_key').on(table.country, table.slug)],
);

export const clubs = pgTable(
  'clubs',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    /** Where the club comes from: `osm:way/123` (the first of its OSM course polygons) or `csv:<id>`. */
    sourceKey: text().notNull(),
    name: text().notNull(),
    /** `name` and `city` folded to lower-case ASCII (see features/clubs/text.ts), for trigram search. */
    searchName: text().notNull(),
    address: text(),
    city: text(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    regionId: uuid().references(() => regions.id, { onDelete: 'set null' }),
    zip: text(),
    phone: text(),
    email: text(),
    websiteUrl: text(),
    description: text(),
    thumbnail: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Holes of the largest course; null when no course is known. */
    holes: smallint(),
    /** Holes of all courses together. */
    numberOfHoles: smallint(),
    architect: text(),
    clubMembership: text({ enum: ['required', 'not_required'] }),
    /** Amenity flags the club offers (a subset of the contract's AMENITY_FLAGS). */
    amenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hash of the imported record: a re-import with an unchanged record leaves the row alone. */
    importHash: text(),
    /** Set when an admin edited the club: a re-import then keeps the edited fields. */
    editedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('clubs_slug_key').on(table.slug),
    uniqueIndex('clubs_source_key_key').on(table.sourceKey),
    index('clubs_country_region_idx').on(table.country, table.regionId),
    index('clubs_name_idx').on(table.name, table.id),
    index('clubs_amenities_idx').using('gin', table.amenities),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().defaultRandom(),
    clubId: uuid()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Stable id in the source data, e.g. `osm:way/123#le-breuil`; the API's `courseId`. */
    sourceKey: text().notNull(),
    name: text().notNull(),
    holes: smallint().notNull(),
    par: smallint().notNull(),
    hasGps: boolean().notNull().default(false),
    courseType: text({ enum: ['regulation', 'executive', 'par3'] }),
    guestPolicy: text(),
    position: smallint().notNull().default(0),
  },
  (table) => [
    uniqueIndex('courses_source_key_key').on(table.sourceKey),
    index('courses_club_id_idx').on(table.clubId, table.position),
  ],
);

export const tees = pgTable(
  'tees',
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: text(),
    /** Metres; null when a hole has no distance. */
    totalDistance: integer(),
    /** Course and slope ratings; NULL means unknown (open data never has them). */
    courseRating: real(),
    slopeRating: smallint(),
    courseRatingW: real(),
    slopeRatingW: smallint(),
    position: smallint().notNull().default(0),
  },
  (table) => [index('tees_course_id_idx').on(table.courseId, table.position)],
);

export const teeHoles = pgTable(
  'tee_holes',
  {
    teeId: uuid()
      .notNull()
      .references(() => tees.id, { onDelete: 'cascade' }),
    holeNumber: smallint().notNull(),
    par: smallint().notNull(),
    parW: smallint(),
    /** Stroke index; null when the data has none. */
    handicap: smallint(),
    handicapW: smallint(),
    /** Metres. */
    distance: smallint(),
    parEstimated: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.teeId, table.holeNumber] })],
);

export const holeGeometries = pgTable(
  'hole_geometries',
  {
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    holeNumber: smallint().notNull(),
    teeLat: doublePrecision(),
    teeLng: doublePrecision(),
    greenLat: doublePrecision(),
    greenLng: doublePrecision(),
    /** The hole line as `[lng, lat]` pairs, tee first (GeoJSON order). */
    line: jsonb().$type<[number, number][]>().notNull(),
    lengthMeters: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.holeNumber] })],
);

export const favoriteClubs = pgTable(
  'favorite_clubs',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: uuid()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clubId] }),
    index('favorite_clubs_club_id_idx').on(table.clubId),
  ],
);

/** A user's suggested correction of a club, stored for an admin to accept or reject. */
export const clubSuggestions = pgTable(
  'club_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    clubId: uuid()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The changed fields, in the shape of the contract's ClubEditBody. */
    changes: jsonb().$type<Record<string, unknown>>().notNull(),
    note: text().notNull().default(''),
    status: text({ enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('club_suggestions_status_idx').on(table.status, table.createdAt),
    index('club_suggestions_club_id_idx').on(table.clubId),
  ],
);
