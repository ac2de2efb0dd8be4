/**
 * The club catalogue: every club, whole, in memory, as one immutable value loaded by one query. Lists by place
 * alone (the nearest clubs, a map's view) are chosen and counted from it with no statement; every other list, and
 * a club's detail, reads the database.
 *
 * One rule keeps it true: whoever writes a club or a region announces it with `announceClubsChanged` in the same
 * transaction (NOTIFY on `CLUBS_CHANNEL`, sent only if the write commits). Every server listening on that channel
 * (`followClubChanges`) then marks its catalogue stale, and the next read loads a new one and swaps it whole. The
 * server that wrote also marks it stale itself once the write commits (`changed()`), so it sees its own edit at
 * once. When the LISTEN connection drops and comes back, changes may have been missed: the catalogue is reloaded.
 *
 * Places are computed as the database computes them (the earthdistance extension: `ll_to_earth`, `cube_distance`,
 * `sec_to_gc`; geometric boxes with PostgreSQL's tolerance), so a list from memory is the one the database would give.
 */
import { randomUUID } from 'node:crypto';
import type { Bounds } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { clubs } from '../../db/schema';

/** A club as the catalogue holds it: a whole club with its region's name and slug, less what a place or a viewer adds. Frozen. */
export type CatalogueClub = Omit<
  typeof clubs.$inferSelect,
  'regionId' | 'searchName' | 'sourceKey' | 'importHash' | 'editedAt'
> & { regionName: string | null; regionSlug: string | null };

/** Where to look: within a circle, inside a map's bounds (west > east across the antimeridian), or both. */
export interface Area {
  circle?: { latitude: number; longitude: number; radiusMeters: number };
  bounds?: Bounds;
}

export type Catalogue = ReturnType<typeof buildCatalogue>;

/** earthdistance's `earth()`, the sphere's radius in metres. */
const EARTH_RADIUS = 6_378_168;
const RADIANS = Math.PI / 180;
/** PostgreSQL's tolerance in geometric comparisons (`EPSILON` in geo_decls.h). */
const EPSILON = 1e-6;
/** Degrees added around an area's latitudes, so that rounding never leaves a club out. */
const MARGIN = 0.01;

/** `ll_to_earth(latitude, longitude)`: x, y, z in metres. */
export function earthPoint(latitude: number, longitude: number): [number, number, number] {
  const lat = latitude * RADIANS;
  const lng = longitude * RADIANS;
  return [
    EARTH_RADIUS * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS * Math.sin(lat),
  ];
}

/** `sec_to_gc(chord)`: the great-circle metres of a straight-line distance. */
function arcOf(chord: number): number {
  if (chord / (2 * EARTH_RADIUS) > 1) return Math.PI * EARTH_RADIUS;
  return 2 * EARTH_RADIUS * Math.asin(chord / (2 * EARTH_RADIUS));
}

/** `point(lng, lat) <@ box(point(west, south), point(east, north))`, with PostgreSQL's tolerance. */
function inBox(lat: number, lng: number, west: number, south: number, east: number, north: number): boolean {
  return lng - east <= EPSILON && west - lng <= EPSILON && lat - north <= EPSILON && south - lat <= EPSILON;
}

function inBounds(lat: number, lng: number, b: Bounds): boolean {
  if (b.west <= b.east) return inBox(lat, lng, b.west, b.south, b.east, b.north);
  return inBox(lat, lng, b.west, b.south, 180, b.north) || inBox(lat, lng, -180, b.south, b.east, b.north);
}

/**
 * A catalogue of these clubs, kept in order of latitude: a list looks only at the clubs of the latitudes its area
 * spans (a club within a radius is at most that arc north or south of the centre).
 */
export function buildCatalogue(unordered: readonly CatalogueClub[]) {
  const clubs = [...unordered].sort((a, b) => a.latitude - b.latitude);
  const latitudes = Float64Array.from(clubs, (club) => club.latitude);
  // x, y, z on the sphere: three numbers a club, in the clubs' order.
  const points = new Float64Array(clubs.length * 3);
  clubs.forEach((club, i) => points.set(earthPoint(club.latitude, club.longitude), i * 3));
  /** The first club at or north of `latitude`. */
  const firstFrom = (latitude: number) => {
    let [low, high] = [0, clubs.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (latitudes[middle]! < latitude) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    size: clubs.length,
    /** The clubs in the area nearest `from` first, then by id (as the database orders them), and how many in all. */
    page(
      { circle, bounds }: Area,
      from: { latitude: number; longitude: number },
      { limit, offset }: { limit: number; offset: number },
    ): { found: { club: CatalogueClub; distanceMeters: number }[]; total: number } {
      const [cx, cy, cz] = circle ? earthPoint(circle.latitude, circle.longitude) : [0, 0, 0];
      const reach = circle ? 2 * EARTH_RADIUS * Math.sin(circle.radiusMeters / (2 * EARTH_RADIUS)) : 0;
      const arc = circle ? circle.radiusMeters / EARTH_RADIUS / RADIANS + MARGIN : 180;
      const south = Math.max(circle ? circle.latitude - arc : -90, bounds ? bounds.south - MARGIN : -90);
      const north = Math.min(circle ? circle.latitude + arc : 90, bounds ? bounds.north + MARGIN : 90);
      const [fx, fy, fz] = earthPoint(from.latitude, from.longitude);
      const keep = offset + limit;
      // At least the nearest `keep` clubs seen so far, and the chord of the keep-th (past it, a club is left out).
      const nearest: { chord: number; club: CatalogueClub }[] = [];
      let farthest = Infinity;
      const trim = () => {
        nearest.sort((a, b) => a.chord - b.chord || (a.club.id < b.club.id ? -1 : 1)).splice(keep);
        if (nearest.length === keep) farthest = nearest[keep - 1]!.chord;
      };
      let total = 0;
      for (let i = firstFrom(south); i < clubs.length && latitudes[i]! <= north; i += 1) {
        const [x, y, z] = [points[i * 3]!, points[i * 3 + 1]!, points[i * 3 + 2]!];
        if (circle && distance(x - cx, y - cy, z - cz) > reach) continue;
        if (bounds && !inBounds(clubs[i]!.latitude, clubs[i]!.longitude, bounds)) continue;
        total += 1;
        const chord = distance(x - fx, y - fy, z - fz);
        if (chord > farthest) continue;
        nearest.push({ chord, club: clubs[i]! });
        if (nearest.length > 2 * keep + 64) trim();
      }
      trim();
      const found = nearest
        .slice(offset, offset + limit)
        .map(({ chord, club }) => ({ club, distanceMeters: arcOf(chord) }));
      return { found, total };
    },
  };
}

const distance = (dx: number, dy: number, dz: number) => Math.sqrt(dx * dx + dy * dy + dz * dz);

/** The NOTIFY channel that says clubs changed (lower case: PGlite folds channel names). */
export const CLUBS_CHANNEL = 'fairway_clubs';

/**
 * Says that clubs or regions changed: sent when the transaction (or statement) it runs in commits. `origin` is the
 * catalogue of the server that wrote, which has already marked itself stale.
 */
export async function announceClubsChanged(db: Db, origin = ''): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CLUBS_CHANNEL}, ${origin})`);
}

/** Every club, whole, by one query: one row of JSON (on PGlite, decoding 40,000 rows field by field is slow). */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const result: unknown = await db.execute(sql`
    SELECT coalesce(json_agg(json_build_array(
      c.id, c.slug, c.name, c.address, c.city, c.country, r.name, r.slug, c.zip, c.phone, c.email, c.website_url,
      c.description, c.thumbnail, c.latitude, c.longitude, c.holes, c.number_of_holes, c.architect,
      c.club_membership, c.amenities, c.created_at, c.updated_at)), '[]')::text AS clubs
    FROM clubs c LEFT JOIN regions r ON r.id = c.region_id`);
  const { rows } = result as { rows: [{ clubs: string }] };
  const clubs = (JSON.parse(rows[0].clubs) as unknown[][]).map((v) =>
    Object.freeze({
      ...{ id: v[0], slug: v[1], name: v[2], address: v[3], city: v[4], country: v[5], regionName: v[6] },
      ...{ regionSlug: v[7], zip: v[8], phone: v[9], email: v[10], websiteUrl: v[11], description: v[12] },
      ...{ thumbnail: v[13], latitude: v[14], longitude: v[15], holes: v[16], numberOfHoles: v[17] },
      ...{ architect: v[18], clubMembership: v[19], amenities: Object.freeze(v[20]) },
      ...{ createdAt: new Date(v[21] as string), updatedAt: new Date(v[22] as string) },
    } as CatalogueClub),
  );
  return buildCatalogue(clubs);
}

/** The current catalogue, loaded when first read and again after `changed()`. */
export interface ClubCatalogue {
  /** Names this catalogue in its server's own announcements. */
  readonly origin: string;
  current(): Promise<Catalogue>;
  /** Clubs changed: the next read loads the catalogue again (a load already under way is not taken as current). */
  changed(): void;
}

export function createClubCatalogue(load: () => Promise<Catalogue>): ClubCatalogue {
  let catalogue: Catalogue | null = null;
  let loading: Promise<void> | null = null;
  /** Bumped by each change; the catalogue is current when it was loaded from a read begun at this version. */
  let version = 0;
  let loadedVersion = -1;

  function reload(): Promise<void> {
    const started = version;
    loading ??= load()
      .then((fresh) => {
        catalogue = fresh;
        loadedVersion = started;
      })
      .finally(() => (loading = null));
    return loading;
  }

  return {
    origin: randomUUID(),
    async current() {
      while (!catalogue || loadedVersion !== version) await reload();
      return catalogue;
    },
    changed() {
      version += 1;
    },
  };
}

/**
 * Marks the catalogue stale whenever another server announces a change (its own server marked it already), and when the LISTEN connection comes back
 * after a drop (announcements may have been lost). Resolves to a function that stops following.
 */
export async function followClubChanges(
  database: Pick<Database, 'listen' | 'onListenerRestored'>,
  catalogue: ClubCatalogue,
): Promise<() => Promise<void>> {
  const stopListening = await database.listen(CLUBS_CHANNEL, (origin) => {
    if (origin !== catalogue.origin) catalogue.changed();
  });
  const stopRestored = database.onListenerRestored(() => catalogue.changed());
  return async () => {
    stopRestored();
    await stopListening();
  };
}
