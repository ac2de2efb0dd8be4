/**
 * Every club's position in memory, to count the clubs within a radius of a point without a statement: the count
 * beside a page of nearest clubs was about half of what the database spent on that request (bench/README.md,
 * clubs, "The floor under one request"), and 40,000 positions take about 1 MB.
 *
 * The count is the database's own, computed the same way: each club as PostgreSQL's earthdistance extension places
 * it (`ll_to_earth`: a point of a sphere of radius `earth()` metres), within the radius when its straight-line
 * (chord) distance to the centre is at most the chord of the radius, as `radiusConditions` in clubs.repository.ts
 * reads the GiST index. A grid of half-degree cells keeps a count to the few cells the circle touches.
 *
 * The positions are loaded on the first count, and again on the first count after `invalidate()` (a club of this
 * server moved) or after `ttlMs` (a club moved by another server, or by an import run beside it; until then, a
 * count may miss that one move). A reload keeps answering from the positions it replaces.
 */

/** earthdistance's `earth()`: the sphere's radius in metres. */
const EARTH_RADIUS = 6_378_168;
/** PostgreSQL's `radians()`: degrees times this constant. */
const RADIANS_PER_DEGREE = Math.PI / 180;
const CELL_DEGREES = 0.5;
const CELLS_AROUND = 360 / CELL_DEGREES;
/** Added to a circle's extent in degrees, so rounding never leaves out a cell the circle reaches. */
const MARGIN_DEGREES = 0.01;

export interface ClubPosition {
  latitude: number;
  longitude: number;
}

export interface ClubPoints {
  /** How many clubs lie within `radiusMeters` of the point, as the database would count them. */
  countWithin(latitude: number, longitude: number, radiusMeters: number): Promise<number>;
  /** The positions changed on this server: the next count reads them again. */
  invalidate(): void;
}

/** `ll_to_earth(latitude, longitude)`: the point on the sphere, as x, y, z in metres. */
export function earthPoint(latitude: number, longitude: number): [number, number, number] {
  const lat = latitude * RADIANS_PER_DEGREE;
  const lng = longitude * RADIANS_PER_DEGREE;
  return [
    EARTH_RADIUS * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS * Math.sin(lat),
  ];
}

/** The chord of an arc of `metres` on the sphere: `2 * earth() * sin(metres / (2 * earth()))`. */
export function chordOf(metres: number): number {
  return 2 * EARTH_RADIUS * Math.sin(metres / (2 * EARTH_RADIUS));
}

const rowOf = (latitude: number) =>
  Math.min(Math.floor((latitude + 90) / CELL_DEGREES), 180 / CELL_DEGREES - 1);
const columnOf = (longitude: number) =>
  ((Math.floor((longitude + 180) / CELL_DEGREES) % CELLS_AROUND) + CELLS_AROUND) % CELLS_AROUND;
const cellKey = (row: number, column: number) => row * CELLS_AROUND + column;

interface Grid {
  /** The points of each cell as x, y, z triples. */
  cells: Map<number, Float64Array>;
  loadedAt: number;
}

function buildGrid(positions: readonly ClubPosition[], loadedAt: number): Grid {
  const lists = new Map<number, number[]>();
  for (const { latitude, longitude } of positions) {
    const key = cellKey(rowOf(latitude), columnOf(longitude));
    let list = lists.get(key);
    if (!list) lists.set(key, (list = []));
    list.push(...earthPoint(latitude, longitude));
  }
  const cells = new Map<number, Float64Array>();
  for (const [key, list] of lists) cells.set(key, Float64Array.from(list));
  return { cells, loadedAt };
}

function count(grid: Grid, latitude: number, longitude: number, radiusMeters: number): number {
  const [cx, cy, cz] = earthPoint(latitude, longitude);
  const chord = chordOf(radiusMeters);
  // The circle's extent: its angular radius in latitude, and in longitude as seen from the centre's latitude; a
  // circle reaching a pole, or wider than a hemisphere, spans every longitude.
  const angle = radiusMeters / EARTH_RADIUS;
  const latitudeSpan = angle / RADIANS_PER_DEGREE + MARGIN_DEGREES;
  const south = latitude - latitudeSpan;
  const north = latitude + latitudeSpan;
  const sine = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos(latitude * RADIANS_PER_DEGREE);
  const everyLongitude = angle >= Math.PI / 2 || south <= -90 || north >= 90 || sine >= 1;
  const longitudeSpan = everyLongitude ? 180 : Math.asin(sine) / RADIANS_PER_DEGREE + MARGIN_DEGREES;
  const columns = new Set<number>();
  if (everyLongitude || longitudeSpan >= 180)
    for (let column = 0; column < CELLS_AROUND; column += 1) columns.add(column);
  else {
    const first = Math.floor((longitude - longitudeSpan + 180) / CELL_DEGREES);
    const last = Math.floor((longitude + longitudeSpan + 180) / CELL_DEGREES);
    for (let column = first; column <= last; column += 1)
      columns.add(((column % CELLS_AROUND) + CELLS_AROUND) % CELLS_AROUND);
  }
  let found = 0;
  for (let row = rowOf(Math.max(-90, south)); row <= rowOf(Math.min(90, north)); row += 1) {
    for (const column of columns) {
      const points = grid.cells.get(cellKey(row, column));
      if (!points) continue;
      for (let i = 0; i < points.length; i += 3) {
        const dx = points[i]! - cx;
        const dy = points[i + 1]! - cy;
        const dz = points[i + 2]! - cz;
        if (Math.sqrt(dx * dx + dy * dy + dz * dz) <= chord) found += 1;
      }
    }
  }
  return found;
}

export function createClubPoints(
  load: () => Promise<readonly ClubPosition[]>,
  { ttlMs = 60_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): ClubPoints {
  let grid: Grid | null = null;
  let loading: Promise<Grid> | null = null;
  /** Bumped by `invalidate`: a load started before it must not be taken as current. */
  let generation = 0;
  let loadedGeneration = -1;

  function reload(): Promise<Grid> {
    if (loading) return loading;
    const started = generation;
    const at = now();
    loading = load()
      .then((positions) => {
        const fresh = buildGrid(positions, at);
        // A load that overlapped an invalidation may have read the old positions: it is kept, but as stale.
        grid = fresh;
        loadedGeneration = started;
        return fresh;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async countWithin(latitude, longitude, radiusMeters) {
      const current = grid;
      const stale = !current || loadedGeneration !== generation || now() - current.loadedAt >= ttlMs;
      if (!stale) return count(current, latitude, longitude, radiusMeters);
      // Moved clubs on this server must be counted at once: wait for the positions. Only the time-based refresh
      // (moves elsewhere, which this server learns late anyway) answers from the old ones meanwhile.
      if (current && loadedGeneration === generation) {
        void reload().catch(() => undefined);
        return count(current, latitude, longitude, radiusMeters);
      }
      let fresh = await reload();
      // The load that was in flight began before the latest invalidation: read again.
      while (loadedGeneration !== generation) fresh = await reload();
      return count(fresh, latitude, longitude, radiusMeters);
    },
    invalidate() {
      generation += 1;
    },
  };
}
