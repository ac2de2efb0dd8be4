import { z } from 'zod';
import { ClubKey, Uuid } from './ids';
import { PageMetadata } from './pagination';
import { AMENITY_FLAGS, amenityFlagOf } from './runtime/amenities';

export { AMENITY_ALIASES, AMENITY_FLAGS, amenityFlagOf } from './runtime/amenities';

/*
 * Golf clubs, their courses, tees and holes (clubs-and-social.md §3 and §7).
 *
 * Units: distances are metres, club `distance` is kilometres; coordinates are WGS 84 decimal degrees.
 * Course rating and slope are absent from open data: they are `null` and the tee says `rated: false`;
 * handicap maths treats an unrated tee as course rating = par and slope = 113.
 */

/** One amenity flag. */
export const AmenityFlag = z.enum(AMENITY_FLAGS).meta({ id: 'AmenityFlag' });
export type AmenityFlag = z.infer<typeof AmenityFlag>;

/** Every amenity flag with whether the club offers it. */
export const Amenities = z
  .object(
    Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, z.boolean()])) as Record<AmenityFlag, z.ZodBoolean>,
  )
  .meta({
    id: 'Amenities',
    description: 'The 16 amenity flags; false also means unknown (open data rarely has them).',
  });
export type Amenities = z.infer<typeof Amenities>;

/** A point in decimal degrees, in the same shape as `LatLng` of `@fairway/golf`. */
export const LatLng = z.object({ lat: z.number(), lng: z.number() }).meta({ id: 'LatLng' });
export type LatLng = z.infer<typeof LatLng>;

/** One hole as played from one tee. */
export const TeeHole = z
  .object({
    holeNumber: z.number().int().min(1),
    par: z.number().int().min(3).max(6),
    /** Women's par when it differs from the card's par, else null. */
    parW: z.number().int().min(3).max(6).nullable(),
    /** Stroke index (1 = hardest); null when the data has none. */
    handicap: z.number().int().min(1).max(18).nullable(),
    /** Women's stroke index, else null. */
    handicapW: z.number().int().min(1).max(18).nullable(),
    /** Metres from this tee; null when unknown. */
    distance: z.number().int().nullable(),
    /** True when `par` was estimated from the hole's length because the data had none. */
    parEstimated: z.boolean(),
  })
  .meta({ id: 'TeeHole' });
export type TeeHole = z.infer<typeof TeeHole>;

/** A set of tee boxes of a course, with its ratings and its holes. */
export const Tee = z
  .object({
    teeId: z.uuid(),
    teeName: z.string(),
    /** Lower-case colour name (`white`, `yellow`…), or null for a tee the data does not colour. */
    teeColor: z.string().nullable(),
    /** Sum of the hole distances in metres; null when a hole has no distance. */
    totalDistance: z.number().int().nullable(),
    /** Men's course rating; null when unknown (open data never has it). */
    courseCr: z.number().nullable(),
    /** Men's slope rating (55..155); null when unknown. */
    courseSlope: z.number().int().nullable(),
    courseCrW: z.number().nullable(),
    courseSlopeW: z.number().int().nullable(),
    /** True when both men's ratings are known; an unrated tee counts as CR = par and slope = 113. */
    rated: z.boolean(),
    holes: z.array(TeeHole),
  })
  .meta({ id: 'Tee' });
export type Tee = z.infer<typeof Tee>;

/** Where a hole lies: its tee, its green and the hole line from tee to green (OSM convention). */
export const HoleGeometry = z
  .object({
    holeNumber: z.number().int().min(1),
    tee: LatLng.nullable(),
    green: LatLng.nullable(),
    /** The hole line, first point at the tee, last at the green. */
    line: z.array(LatLng),
    /** Length of the hole line in metres. */
    lengthMeters: z.number().int(),
  })
  .meta({ id: 'HoleGeometry' });
export type HoleGeometry = z.infer<typeof HoleGeometry>;

/** Kinds of course, derived from the pars when the data does not say. */
export const CourseType = z.enum(['regulation', 'executive', 'par3']).meta({ id: 'CourseType' });
export type CourseType = z.infer<typeof CourseType>;

/** A course (an 18- or 9-hole loop) of a club. */
export const Course = z
  .object({
    id: z.uuid(),
    /** The course's id in its source data (e.g. `osm:way/123#le-breuil`), stable across imports. */
    courseId: z.string(),
    courseName: z.string(),
    /** Number of holes (9 or 18). */
    holes: z.number().int(),
    /** Sum of the hole pars. */
    par: z.number().int(),
    /** True when the course has hole geometry (tee, green, hole line) for its holes. */
    hasGps: z.boolean(),
    courseType: CourseType.nullable(),
    /** Who may play, as text (e.g. "Members and their guests"); null when unknown. */
    guestPolicy: z.string().nullable(),
    /** The id of the club (facility) this course belongs to. */
    facilityId: z.uuid(),
    tees: z.array(Tee),
    /** Per-hole geometry; present on club detail and course answers only, empty when `hasGps` is false. */
    holeGeometry: z.array(HoleGeometry).optional(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof Course>;

/** Whether a club requires membership to play: from the data (OSM `access`) or an admin's edit. */
export const ClubMembership = z.enum(['required', 'not_required']).meta({ id: 'ClubMembership' });
export type ClubMembership = z.infer<typeof ClubMembership>;

/** A golf club as listed in search results; `courses` only when asked for (`withCourses=true`). */
export const Club = z
  .object({
    id: z.uuid(),
    /** Readable unique id used in links (`/c/{slug}`), e.g. `golf-du-leman-veigy-foncenex`. */
    slug: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    /** ISO 3166-1 alpha-2 code, e.g. `FR`. */
    country: z.string(),
    /** English country name, e.g. `France`. */
    countryName: z.string(),
    /** Region name, or null when the data has none. */
    state: z.string().nullable(),
    /** Region slug, for `/s/{country}/{state}` links. */
    stateSlug: z.string().nullable(),
    zip: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    description: z.string().nullable(),
    thumbnail: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    /** Holes of the club's largest course (what "an 18-hole club" means); null when unknown. */
    holes: z.number().int().nullable(),
    /** Holes of all its courses together (27 for an 18 + 9); null when unknown. */
    numberOfHoles: z.number().int().nullable(),
    architect: z.string().nullable(),
    /** Kilometres from the location given in the query; null without one. */
    distance: z.number().nullable(),
    /** Whether the signed-in user has this club among their favorites. */
    isFavorite: z.boolean(),
    clubMembership: ClubMembership.nullable(),
    amenities: Amenities,
    courses: z.array(Course).optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Club' });
export type Club = z.infer<typeof Club>;

/**
 * A club as a map marks it (`view=map`): where it is, what it is called, the place line under its name, its holes and
 * distance. A map of 100 clubs answers about a quarter of the bytes the full clubs take.
 */
export const ClubPin = Club.pick({
  id: true,
  slug: true,
  name: true,
  city: true,
  country: true,
  countryName: true,
  state: true,
  latitude: true,
  longitude: true,
  holes: true,
  distance: true,
}).meta({ id: 'ClubPin' });
export type ClubPin = z.infer<typeof ClubPin>;

/**
 * A club as a list's row shows it (`view=summary`): a pin's fields and whether the signed-in user has it among their
 * favorites (the row's heart). A page of 20 answers about a third of the bytes the full clubs take.
 */
export const ClubSummary = ClubPin.extend({ isFavorite: z.boolean() }).meta({ id: 'ClubSummary' });
export type ClubSummary = z.infer<typeof ClubSummary>;

/** A club with all its courses, tees, holes and hole geometry. */
export const ClubDetail = Club.extend({ courses: z.array(Course) }).meta({ id: 'ClubDetail' });
export type ClubDetail = z.infer<typeof ClubDetail>;

/** A region of a country (a French région, a Spanish comunidad, a nation of the United Kingdom). */
export const Region = z
  .object({
    name: z.string(),
    slug: z.string(),
    /** Number of clubs in the region. */
    count: z.number().int(),
  })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof Region>;

/** Keys of the list order: distance needs a location; relevance needs a text query. */
export const ClubSort = z.enum(['distance', 'name', 'relevance']).meta({ id: 'ClubSort' });
export type ClubSort = z.infer<typeof ClubSort>;

/** A map viewport: west, south, east, north in degrees (`west > east` crosses the antimeridian). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * Parses `bounds`: four comma-separated numbers `west,south,east,north`, which is the same order as the
 * spec's other reading `swLng,swLat,neLng,neLat`. Returns undefined when malformed or out of range.
 */
export function parseBounds(text: string): Bounds | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === '')) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) return undefined;
  if (Math.abs(west) > 180 || Math.abs(east) > 180 || Math.abs(south) > 90 || Math.abs(north) > 90)
    return undefined;
  if (south > north) return undefined;
  return { west, south, east, north };
}

/** A boolean in a query string: `true`/`false`/`1`/`0`. */
const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Trimmed text; empty means absent (the spec's clients drop an empty search, others may not). */
const OptionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || undefined)
    .optional();

/**
 * `GET /golf-clubs` query: paging, text, place, holes, amenities, viewport and location filters. (Query and path
 * schemas carry no OpenAPI id: @fastify/swagger expands them into parameters and cannot follow a reference.)
 */
export const ClubsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Club name or town; accent- and case-insensitive, tolerant of typos. */
    query: OptionalText(100),
    /** ISO code (`FR`), English name slug (`france`), or a UK nation (`scotland`). */
    country: OptionalText(60),
    /** Region slug or name (`auvergne-rhone-alpes`). */
    state: OptionalText(80),
    minHoles: z.coerce.number().int().min(1).max(99).optional(),
    maxHoles: z.coerce.number().int().min(1).max(99).optional(),
    /** Comma list of amenity flags that must all be offered. */
    amenities: z
      .string()
      .max(400)
      .transform((value, context) => {
        const flags: AmenityFlag[] = [];
        for (const name of value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)) {
          const flag = amenityFlagOf(name);
          if (!flag) {
            context.addIssue({ code: 'custom', message: 'unknown_amenity', input: name });
            return z.NEVER;
          }
          if (!flags.includes(flag)) flags.push(flag);
        }
        return flags;
      })
      .optional(),
    /** Map viewport `west,south,east,north` (= `swLng,swLat,neLng,neLat`). */
    bounds: z
      .string()
      .max(120)
      .transform((value, context) => {
        const bounds = parseBounds(value);
        if (!bounds) {
          context.addIssue({ code: 'custom', message: 'invalid_bounds', input: value });
          return z.NEVER;
        }
        return bounds;
      })
      .optional(),
    latitude: z.coerce.number().min(-90, 'invalid_location').max(90, 'invalid_location').optional(),
    longitude: z.coerce.number().min(-180, 'invalid_location').max(180, 'invalid_location').optional(),
    sortBy: ClubSort.optional(),
    /** Kilometres from the location; default 50 when a location is given (see docs/api.md for exceptions). */
    maxDistance: z.coerce.number().positive().max(20_000).optional(),
    withCourses: QueryBoolean.optional(),
    /**
     * `list` (default): each club whole (`Club`); `summary`: each club as a list's row shows it (`ClubSummary`);
     * `map`: each club as a map marks it (`ClubPin`).
     */
    view: z.enum(['list', 'summary', 'map']).optional(),
  })
  .superRefine((query, context) => {
    const hasLat = query.latitude !== undefined;
    const hasLng = query.longitude !== undefined;
    if (hasLat !== hasLng) {
      context.addIssue({
        code: 'custom',
        message: 'invalid_location',
        path: [hasLat ? 'longitude' : 'latitude'],
      });
    }
    if (query.sortBy === 'distance' && !hasLat) {
      context.addIssue({ code: 'custom', message: 'invalid_location', path: ['latitude'] });
    }
    if (query.maxDistance !== undefined && !hasLat) {
      context.addIssue({ code: 'custom', message: 'invalid_location', path: ['latitude'] });
    }
    if (query.sortBy === 'relevance' && !query.query) {
      context.addIssue({ code: 'custom', message: 'validation_error', path: ['query'] });
    }
    if (query.minHoles !== undefined && query.maxHoles !== undefined && query.minHoles > query.maxHoles) {
      context.addIssue({ code: 'custom', message: 'validation_error', path: ['maxHoles'] });
    }
    // A pin and a summary have no courses.
    if ((query.view === 'map' || query.view === 'summary') && query.withCourses) {
      context.addIssue({ code: 'custom', message: 'validation_error', path: ['withCourses'] });
    }
  });
export type ClubsQuery = z.infer<typeof ClubsQuery>;

/** `GET /golf-clubs` answer. */
export const ClubsPage = z.object({ clubs: z.array(Club), metadata: PageMetadata }).meta({ id: 'ClubsPage' });
export type ClubsPage = z.infer<typeof ClubsPage>;

/** `GET /golf-clubs?view=map` answer. */
export const ClubPinsPage = z
  .object({ clubs: z.array(ClubPin), metadata: PageMetadata })
  .meta({ id: 'ClubPinsPage' });
export type ClubPinsPage = z.infer<typeof ClubPinsPage>;

/** `GET /golf-clubs?view=summary` answer. */
export const ClubSummariesPage = z
  .object({ clubs: z.array(ClubSummary), metadata: PageMetadata })
  .meta({ id: 'ClubSummariesPage' });
export type ClubSummariesPage = z.infer<typeof ClubSummariesPage>;

/** Path parameter of one club: its uuid or its slug. */
export const ClubIdParams = z.object({ id: ClubKey });
export type ClubIdParams = z.infer<typeof ClubIdParams>;

/** `GET /golf-clubs/{id}/courses` answer. */
export const ClubCourses = z.object({ courses: z.array(Course) }).meta({ id: 'ClubCourses' });
export type ClubCourses = z.infer<typeof ClubCourses>;

/** What the hole map draws beyond the hole lines. */
export const CourseMapFeatureKind = z
  .enum(['tee', 'green', 'fairway', 'bunker', 'water'])
  .meta({ id: 'CourseMapFeatureKind' });
export type CourseMapFeatureKind = z.infer<typeof CourseMapFeatureKind>;

/** One polygon of a course map: a hole's tee or green outline, or a fairway, bunker or water of the course. */
export const CourseMapFeature = z
  .object({
    kind: CourseMapFeatureKind,
    /** The hole of a tee or green; null for fairways, bunkers and water. */
    holeNumber: z.number().int().min(1).nullable(),
    /** The outer ring as `[lng, lat]` pairs (GeoJSON order), closing point dropped. */
    ring: z.array(z.tuple([z.number(), z.number()])),
  })
  .meta({ id: 'CourseMapFeature' });
export type CourseMapFeature = z.infer<typeof CourseMapFeature>;

/** `GET /courses/{id}/map`: the polygons the hole map draws (OpenStreetMap data, ODbL); empty when none is mapped. */
export const CourseMap = z
  .object({ courseId: Uuid, features: z.array(CourseMapFeature) })
  .meta({ id: 'CourseMap' });
export type CourseMap = z.infer<typeof CourseMap>;

/** `GET /courses/{id}/map` path. */
export const CourseIdParams = z.object({ id: Uuid });
export type CourseIdParams = z.infer<typeof CourseIdParams>;

/** `GET /golf-clubs/by-country` query. */
export const ByCountryQuery = z.object({ country: z.string().trim().min(1).max(60) });
export type ByCountryQuery = z.infer<typeof ByCountryQuery>;

/**
 * The countries Fairway has clubs in, with the English name and the slug used in `/s/{country}` links.
 * A query's `country` may also be any other ISO 3166-1 alpha-2 code.
 */
export const COUNTRIES: readonly { code: string; name: string; slug: string }[] = [
  ['AD', 'Andorra'],
  ['AT', 'Austria'],
  ['BA', 'Bosnia and Herzegovina'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['BY', 'Belarus'],
  ['CH', 'Switzerland'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['EE', 'Estonia'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['GR', 'Greece'],
  ['HR', 'Croatia'],
  ['HU', 'Hungary'],
  ['IE', 'Ireland'],
  ['IS', 'Iceland'],
  ['IT', 'Italy'],
  ['LI', 'Liechtenstein'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['LV', 'Latvia'],
  ['MC', 'Monaco'],
  ['MD', 'Moldova'],
  ['ME', 'Montenegro'],
  ['MK', 'North Macedonia'],
  ['MT', 'Malta'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RO', 'Romania'],
  ['RS', 'Serbia'],
  ['RU', 'Russia'],
  ['SE', 'Sweden'],
  ['SI', 'Slovenia'],
  ['SK', 'Slovakia'],
  ['TR', 'Turkey'],
  ['UA', 'Ukraine'],
  ['XK', 'Kosovo'],
].map(([code, name]) => ({
  code: code!,
  name: name!,
  slug: name!.toLowerCase().replaceAll(' ', '-'),
}));

/**
 * The nations of the United Kingdom, which the explore page links as countries (`/s/scotland`): each is
 * country `GB` with the region of the same slug.
 */
export const UK_NATIONS: readonly { slug: string; name: string }[] = [
  { slug: 'england', name: 'England' },
  { slug: 'scotland', name: 'Scotland' },
  { slug: 'wales', name: 'Wales' },
  { slug: 'northern-ireland', name: 'Northern Ireland' },
];

/** A country as the API names it. */
export const Country = z
  .object({ code: z.string(), name: z.string(), slug: z.string() })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;

/** `GET /golf-clubs/by-country` answer: the country and its regions with their club counts. */
export const CountryRegions = z
  .object({ country: Country, regions: z.array(Region) })
  .meta({ id: 'CountryRegions' });
export type CountryRegions = z.infer<typeof CountryRegions>;

const NullableText = (max: number) => z.string().trim().max(max).nullable();

/** The ratings of one tee, as an admin enters them from the club's scorecard. */
export const TeeRatingsEdit = z
  .object({
    teeId: z.uuid(),
    courseCr: z.number().min(20).max(90).nullable().optional(),
    courseSlope: z.number().int().min(55).max(155).nullable().optional(),
    courseCrW: z.number().min(20).max(90).nullable().optional(),
    courseSlopeW: z.number().int().min(55).max(155).nullable().optional(),
  })
  .meta({ id: 'TeeRatingsEdit' });
export type TeeRatingsEdit = z.infer<typeof TeeRatingsEdit>;

/**
 * `POST /golf-clubs/{id}` body (admins) and the `changes` of a suggestion: any subset of the club's
 * editable fields; a field sent as null clears it. The slug never changes (links must keep working).
 */
export const ClubEditBody = z
  .object({
    name: z.string().trim().min(2, 'club_name_required').max(200).optional(),
    address: NullableText(300).optional(),
    city: NullableText(120).optional(),
    zip: NullableText(20).optional(),
    phone: NullableText(40).optional(),
    email: z.email('invalid_email').max(200).nullable().optional(),
    websiteUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .optional(),
    description: NullableText(5000).optional(),
    thumbnail: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .optional(),
    latitude: z.number().min(-90, 'invalid_location').max(90, 'invalid_location').optional(),
    longitude: z.number().min(-180, 'invalid_location').max(180, 'invalid_location').optional(),
    architect: NullableText(200).optional(),
    clubMembership: ClubMembership.nullable().optional(),
    amenities: Amenities.partial().strict().optional(),
    tees: z.array(TeeRatingsEdit).max(50).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'validation_error' })
  .meta({ id: 'ClubEditBody' });
export type ClubEditBody = z.infer<typeof ClubEditBody>;

/** `POST /golf-clubs/{id}/suggestions` body: the changed fields and a note for the reviewer. */
export const ClubSuggestionBody = z
  .object({
    changes: ClubEditBody,
    note: z.string().trim().max(2000).default(''),
  })
  .meta({ id: 'ClubSuggestionBody' });
export type ClubSuggestionBody = z.infer<typeof ClubSuggestionBody>;

/** Where a suggestion stands. */
export const SuggestionStatus = z.enum(['pending', 'accepted', 'rejected']).meta({ id: 'SuggestionStatus' });
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;

/** A correction of a club suggested by a user, waiting for (or after) an admin's review. */
export const ClubSuggestion = z
  .object({
    id: z.uuid(),
    clubId: z.uuid(),
    clubSlug: z.string(),
    clubName: z.string(),
    userId: z.string(),
    changes: ClubEditBody,
    note: z.string(),
    status: SuggestionStatus,
    createdAt: z.iso.datetime(),
    reviewedAt: z.iso.datetime().nullable(),
    reviewedBy: z.string().nullable(),
  })
  .meta({ id: 'ClubSuggestion' });
export type ClubSuggestion = z.infer<typeof ClubSuggestion>;

/** `GET /golf-clubs/suggestions` query (admins). */
export const SuggestionsQuery = z.object({
  status: SuggestionStatus.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

/** `GET /golf-clubs/suggestions` answer. */
export const SuggestionsPage = z
  .object({ suggestions: z.array(ClubSuggestion), metadata: PageMetadata })
  .meta({ id: 'SuggestionsPage' });
export type SuggestionsPage = z.infer<typeof SuggestionsPage>;

/** Path parameter of one suggestion (an unknown or malformed id answers 404 `suggestion_not_found`). */
export const SuggestionIdParams = z.object({ id: Uuid });
export type SuggestionIdParams = z.infer<typeof SuggestionIdParams>;
