// Readers for the input formats: the five open-data files of /work/shared/data (see its README) and the
// importer's own outputs. Each reader checks the shape with zod and returns plain source records; the rules
// (what is a club, what is a valid course) live in places.ts and holes.ts.
import { z } from 'zod';
import type { LngLat } from './types';

/** A `leisure=golf_course` element from clubs-europe.geojson and/or clubs-fr-es.json, merged by OSM id. */
export interface SourcePlace {
  /** `way/123`, `relation/123` or `node/123`. */
  osmId: string;
  name: string | null;
  country: string;
  /** Region name as the source wrote it (French-language names for FR/ES), or null. */
  region: string | null;
  city: string | null;
  street: string | null;
  postcode: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  operator: string | null;
  access: string | null;
  lat: number;
  lng: number;
  /** west, south, east, north; null for relations known only by their centre. */
  bbox: [number, number, number, number] | null;
  /** The OSM `golf=*` tag of the course object (driving_range, practice…), not a hole count. */
  golfTag: string | null;
  holesTag: number | null;
}

/** One OSM `golf=hole` way with its tags. */
export interface SourceHole {
  /** `way/123`, or null when the source has no id (CSV). */
  wayId: string | null;
  ref: string | null;
  name: string | null;
  par: number | null;
  /** Stroke index (OSM `handicap`). */
  handicap: number | null;
  /** Metres per tee colour (OSM `dist:<colour>`). */
  distances: Record<string, number>;
  /** Centre of the way's bbox, when known. */
  lat: number | null;
  lng: number | null;
}

/** A course of lyon-courses.json: already tied to its club. */
export interface SourceLyonCourse {
  clubOsmId: string;
  clubName: string;
  loop: string | null;
  holes: SourceHole[];
}

/** One numbered hole of hole-geometry.geojson with its line and its tee and green polygons' centres. */
export interface SourceGeometryHole {
  courseOsmId: string | null;
  cluster: string | null;
  courseName: string | null;
  loop: string | null;
  country: string;
  hole: number;
  wayId: string;
  line: LngLat[];
  tee: LngLat | null;
  green: LngLat | null;
  /** The outer rings of the tee and green polygons (closing point dropped), when mapped. */
  teeOutline: LngLat[] | null;
  greenOutline: LngLat[] | null;
}

/** What the hole map draws around the holes, from hole-features.geojson. */
export type CourseFeatureKind = 'fairway' | 'bunker' | 'water';

/** One fairway, bunker or water polygon of hole-features.geojson, tagged with its hole-geometry course. */
export interface SourceCourseFeature {
  /** `<course_osm_id or cluster>|<loop>`: the key hole-geometry holes are grouped by. */
  course: string;
  kind: CourseFeatureKind;
  /** The outer ring, closing point dropped. */
  ring: LngLat[];
}

const nullableString = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
const nullableNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

const ClubsEuropeFeature = z.object({
  id: z.string(),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    osm_type: z.string(),
    osm_id: z.number(),
    iso_country: z.string().length(2),
    name: nullableString,
    name_local: nullableString,
    holes: nullableNumber,
    par: nullableNumber,
    website: nullableString,
    phone: nullableString,
    email: nullableString,
    operator: nullableString,
    access: nullableString,
    addr_city: nullableString,
    addr_street: nullableString,
    addr_postcode: nullableString,
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  }),
});

const ClubsFrEsRecord = z.object({
  osm_id: z.string(),
  iso_country: z.string().length(2),
  name: nullableString,
  region: nullableString,
  city: nullableString,
  lat: z.number(),
  lon: z.number(),
  website: nullableString,
  phone: nullableString,
  operator: nullableString,
  holesTag: nullableString,
});

const Distances = z
  .record(z.string(), z.number().nullable())
  .nullish()
  .transform((value) => {
    const out: Record<string, number> = {};
    for (const [colour, metres] of Object.entries(value ?? {})) {
      if (metres !== null) out[colour.trim().toLowerCase()] = metres;
    }
    return out;
  });

const HolesFrEsRecord = z.object({
  osmId: z.number(),
  ref: z.union([z.string(), z.number()]).nullish(),
  name: nullableString,
  par: nullableNumber,
  handicap: nullableNumber,
  distances: Distances,
  lat: z.number(),
  lon: z.number(),
});

const LyonCourse = z.object({
  club_osm_id: z.string(),
  club_name: z.string(),
  course: nullableString,
  holes: z.array(
    z.object({
      ref: z.union([z.string(), z.number()]).nullish(),
      par: nullableNumber,
      handicap: nullableNumber,
      distances: Distances,
      osm_way_id: z.number().nullish(),
    }),
  ),
});

const Position = z.tuple([z.number(), z.number()]);
const GeometryFeature = z.object({
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('LineString'), coordinates: z.array(Position) }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position)) }),
  ]),
  properties: z.object({
    course_name: nullableString,
    course_osm_id: nullableString,
    cluster: nullableString,
    loop: nullableString,
    country: z.string(),
    hole: z.number().int(),
    osm_id: z.string(),
    feature: z.enum(['hole', 'green', 'tee']),
  }),
});

const FEATURE_KINDS: Record<string, CourseFeatureKind> = {
  fairway: 'fairway',
  bunker: 'bunker',
  water_hazard: 'water',
  lateral_water_hazard: 'water',
};
const HoleFeature = z.object({
  geometry: z.object({ type: z.string(), coordinates: z.unknown() }),
  properties: z.object({
    course_osm_id: nullableString,
    cluster: nullableString,
    loop: nullableString,
    feature: z.string(),
  }),
});
const PolygonRings = z.array(z.array(Position));

/** What a file turned out to be. */
export type SourceFile =
  | { kind: 'clubs-europe'; places: SourcePlace[] }
  | { kind: 'clubs-fr-es'; places: SourcePlace[] }
  | { kind: 'holes-fr-es'; holes: SourceHole[] }
  | { kind: 'lyon-courses'; courses: SourceLyonCourse[] }
  | { kind: 'hole-geometry'; holes: SourceGeometryHole[] }
  | { kind: 'hole-features'; features: SourceCourseFeature[] };

/** Degrees rounded to 5 decimals (about a metre), as the sources round them. */
export const round5 = (value: number): number => Math.round(value * 1e5) / 1e5;
const refText = (ref: string | number | null | undefined): string | null =>
  ref === null || ref === undefined ? null : String(ref).trim() || null;

/** Centre of a polygon ring (mean of its vertices, the closing vertex excluded). */
function ringCentre(ring: readonly [number, number][]): LngLat | null {
  const points =
    ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1]
      ? ring.slice(0, -1)
      : ring;
  if (points.length === 0) return null;
  let lng = 0;
  let lat = 0;
  for (const [x, y] of points) {
    lng += x;
    lat += y;
  }
  return [round5(lng / points.length), round5(lat / points.length)];
}

/**
 * Recognises one of the open-data formats by its content and reads it. Throws an Error naming the file's
 * problem when the JSON is none of them.
 */
export function readSourceJson(json: unknown): SourceFile {
  if (Array.isArray(json)) {
    return {
      kind: 'holes-fr-es',
      holes: z
        .array(HolesFrEsRecord)
        .parse(json)
        .map((hole) => ({
          wayId: `way/${hole.osmId}`,
          ref: refText(hole.ref),
          name: hole.name,
          par: hole.par,
          handicap: hole.handicap,
          distances: hole.distances,
          lat: hole.lat,
          lng: hole.lon,
        })),
    };
  }
  const object = z.record(z.string(), z.unknown()).parse(json);
  if (Array.isArray(object.records)) {
    return {
      kind: 'clubs-fr-es',
      places: z
        .array(ClubsFrEsRecord)
        .parse(object.records)
        .map((record) => {
          const operatorIsEmail = !!record.operator?.includes('@');
          return {
            osmId: record.osm_id,
            name: record.name,
            country: record.iso_country.toUpperCase(),
            region: record.region,
            city: record.city,
            street: null,
            postcode: null,
            website: record.website,
            phone: record.phone,
            // 16 records carry an e-mail address in `operator` (README defects).
            email: operatorIsEmail ? record.operator : null,
            operator: operatorIsEmail ? null : record.operator,
            access: null,
            lat: record.lat,
            lng: record.lon,
            bbox: null,
            golfTag: record.holesTag,
            holesTag: null,
          };
        }),
    };
  }
  if (Array.isArray(object.courses) && object.type !== 'FeatureCollection') {
    return {
      kind: 'lyon-courses',
      courses: z
        .array(LyonCourse)
        .parse(object.courses)
        .map((course) => ({
          clubOsmId: course.club_osm_id,
          clubName: course.club_name,
          loop: course.course,
          holes: course.holes.map((hole) => ({
            wayId: hole.osm_way_id ? `way/${hole.osm_way_id}` : null,
            ref: refText(hole.ref),
            name: null,
            par: hole.par,
            handicap: hole.handicap,
            distances: hole.distances,
            lat: null,
            lng: null,
          })),
        })),
    };
  }
  if (object.type === 'FeatureCollection' && Array.isArray(object.features)) {
    const first = z.object({ properties: z.record(z.string(), z.unknown()) }).safeParse(object.features[0]);
    if (first.success && 'bbox' in first.data.properties) {
      return {
        kind: 'clubs-europe',
        places: z
          .array(ClubsEuropeFeature)
          .parse(object.features)
          .map(({ id, geometry, properties: p }) => ({
            osmId: id,
            name: p.name ?? p.name_local,
            country: p.iso_country.toUpperCase(),
            region: null,
            city: p.addr_city,
            street: p.addr_street,
            postcode: p.addr_postcode,
            website: p.website,
            phone: p.phone,
            email: p.email,
            operator: p.operator,
            access: p.access,
            lat: geometry.coordinates[1],
            lng: geometry.coordinates[0],
            bbox: p.bbox,
            golfTag: null,
            holesTag: p.holes,
          })),
      };
    }
    if (first.success && !('hole' in first.data.properties) && 'feature' in first.data.properties)
      return { kind: 'hole-features', features: readFeatures(z.array(HoleFeature).parse(object.features)) };
    return { kind: 'hole-geometry', holes: readGeometry(z.array(GeometryFeature).parse(object.features)) };
  }
  throw new Error(
    'not a recognised format (clubs-europe.geojson, clubs-fr-es.json, holes-fr-es.json, lyon-courses.json, hole-geometry.geojson, hole-features.geojson)',
  );
}

function readGeometry(features: z.infer<typeof GeometryFeature>[]): SourceGeometryHole[] {
  const courseOf = (p: z.infer<typeof GeometryFeature>['properties']) =>
    `${p.course_osm_id ?? p.cluster ?? ''}|${p.loop ?? ''}|${p.hole}`;
  const tees = new Map<string, LngLat | null>();
  const greens = new Map<string, LngLat | null>();
  const teeOutlines = new Map<string, LngLat[] | null>();
  const greenOutlines = new Map<string, LngLat[] | null>();
  for (const feature of features) {
    if (feature.geometry.type !== 'Polygon') continue;
    const ring = feature.geometry.coordinates[0] ?? [];
    const isTee = feature.properties.feature === 'tee';
    (isTee ? tees : greens).set(courseOf(feature.properties), ringCentre(ring));
    (isTee ? teeOutlines : greenOutlines).set(courseOf(feature.properties), openRing(ring));
  }
  const holes: SourceGeometryHole[] = [];
  for (const feature of features) {
    if (feature.geometry.type !== 'LineString' || feature.properties.feature !== 'hole') continue;
    const p = feature.properties;
    holes.push({
      courseOsmId: p.course_osm_id,
      cluster: p.cluster,
      courseName: p.course_name,
      loop: p.loop,
      country: p.country.toUpperCase(),
      hole: p.hole,
      wayId: p.osm_id,
      line: feature.geometry.coordinates.map(([lng, lat]) => [round5(lng), round5(lat)]),
      tee: tees.get(courseOf(p)) ?? null,
      green: greens.get(courseOf(p)) ?? null,
      teeOutline: teeOutlines.get(courseOf(p)) ?? null,
      greenOutline: greenOutlines.get(courseOf(p)) ?? null,
    });
  }
  return holes;
}

/** The fairway, bunker and water polygons of hole-features.geojson; lines and other kinds are left out. */
function readFeatures(features: z.infer<typeof HoleFeature>[]): SourceCourseFeature[] {
  const out: SourceCourseFeature[] = [];
  for (const { geometry, properties: p } of features) {
    const kind = FEATURE_KINDS[p.feature];
    if (!kind || geometry.type !== 'Polygon') continue;
    const rings = PolygonRings.safeParse(geometry.coordinates);
    const ring = rings.success ? openRing(rings.data[0] ?? []) : null;
    if (!ring) continue;
    out.push({ course: `${p.course_osm_id ?? p.cluster ?? ''}|${p.loop ?? ''}`, kind, ring });
  }
  return out;
}

/** A polygon's ring rounded to 5 decimals without its closing point; null below 3 points. */
function openRing(ring: readonly [number, number][]): LngLat[] | null {
  const points = ring.map(([lng, lat]): LngLat => [round5(lng), round5(lat)]);
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points.length >= 3 ? points : null;
}
