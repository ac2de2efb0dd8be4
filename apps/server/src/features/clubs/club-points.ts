/**
 * Every club's position in memory, to count the clubs within a radius of a point or inside a map's bounds without
 * a statement: the count beside a page of nearest clubs was about half of what the database spent on that request
 * (bench/README.md, clubs, "The floor under one request"), and 40,000 positions take under 2 MB. A map's page of
 * clubs (inside its bounds, nearest its centre first) is chosen here too: the planning of a statement by place and
 * its sort were most of a map view's time on PGlite. Each position carries what its loader gives (the repository
 * keeps a club's map pin: 11 MB in all at 40,000 clubs), so a map's pins are answered with no statement at all,
 * and each club of a page comes with its distance from the page's centre as the database measures it (`arcOf`).
 *
 * The count is the database's own, computed the same way. Within a radius: each club as PostgreSQL's earthdistance
 * extension places it (`ll_to_earth`: a point of a sphere of radius `earth()` metres), in when its straight-line
 * (chord) distance to the centre is at most the chord of the radius, as `radiusConditions` in clubs.repository.ts
 * reads the GiST index. Inside bounds: `point(longitude, latitude) <@ box(…)`, with PostgreSQL's geometric
 * tolerance (a point 10⁻⁶ degrees outside an edge is in). Nearest first: by the same chord (`earth_point <->
 * ll_to_earth(…)`, the cube distance), then by id, as the list's statement orders. A grid of half-degree cells keeps
 * a search to the cells the area touches.
 *
 * The positions are loaded on the first count or page, and again on the first one after `invalidate()` (a club
 * of this server changed) or after `ttlMs` (a club changed by another server, or by an import run beside it; until
 * then, a count or a page may miss that one change). A reload keeps answering from the positions it replaces.
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
  id: string;
  latitude: number;
  longitude: number;
}

/** A map's bounds, west to east (across the antimeridian when west > east) and south to north, in degrees. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Where to count: within a circle, inside bounds, or both. */
export interface Area {
  circle?: { latitude: number; longitude: number; radiusMeters: number };
  bounds?: Box;
}

/** A club of a page, and its distance from the page's centre as the database measures it (`distanceFrom`). */
export interface Found<T extends ClubPosition> {
  club: T;
  distanceMeters: number;
}

export interface ClubPoints<T extends ClubPosition = ClubPosition> {
  /** How many clubs lie in the area, as the database would count them. */
  count(area: Area): Promise<number>;
  /**
   * A page of the clubs in the area, nearest `from` first (then by id), as the list's statement orders them: the
   * clubs as loaded, with their distances, and how many lie in the area in all.
   */
  page(
    area: Area,
    from: { latitude: number; longitude: number },
    page: { limit: number; offset: number },
  ): Promise<{ found: Found<T>[]; total: number }>;
  /** The clubs changed on this server: the next count or page reads them again. */
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

/**
 * earthdistance's `sec_to_gc(chord)`: the great-circle distance in metres of a straight-line one, as the list's
 * statement gives a club's distance (`sec_to_gc(cube_distance(…))`).
 */
export function arcOf(chord: number): number {
  if (chord < 0) return 0;
  if (chord / (2 * EARTH_RADIUS) > 1) return Math.PI * EARTH_RADIUS;
  return 2 * EARTH_RADIUS * Math.asin(chord / (2 * EARTH_RADIUS));
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

/** What each point takes in a cell: x, y, z on the sphere, then latitude and longitude. */
const STRIDE = 5;
/** PostgreSQL's tolerance in geometric comparisons (`EPSILON` in geo_decls.h). */
const EPSILON = 1e-6;

interface Cell<T extends ClubPosition> {
  /** STRIDE numbers a point. */
  points: Float64Array;
  /** The clubs, in the points' order. */
  clubs: T[];
}

interface Grid<T extends ClubPosition> {
  cells: Map<number, Cell<T>>;
  loadedAt: number;
}

function buildGrid<T extends ClubPosition>(positions: readonly T[], loadedAt: number): Grid<T> {
  const lists = new Map<number, { points: number[]; clubs: T[] }>();
  for (const club of positions) {
    const { latitude, longitude } = club;
    const key = cellKey(rowOf(latitude), columnOf(longitude));
    let list = lists.get(key);
    if (!list) lists.set(key, (list = { points: [], clubs: [] }));
    list.points.push(...earthPoint(latitude, longitude), latitude, longitude);
    list.clubs.push(club);
  }
  const cells = new Map<number, Cell<T>>();
  for (const [key, list] of lists)
    cells.set(key, { points: Float64Array.from(list.points), clubs: list.clubs });
  return { cells, loadedAt };
}

/** The grid's columns a longitude span touches, `west` to `east` going east (across the antimeridian if need be). */
function columnsBetween(west: number, east: number, into: Set<number>): void {
  const first = Math.floor((west + 180) / CELL_DEGREES);
  const last = Math.floor((east + 180) / CELL_DEGREES);
  for (let column = first; column <= last; column += 1)
    into.add(((column % CELLS_AROUND) + CELLS_AROUND) % CELLS_AROUND);
}

/** The cells a circle may reach: its rows (south, north) and columns. */
function circleCells(latitude: number, longitude: number, radiusMeters: number) {
  // Its angular radius in latitude, and in longitude as seen from the centre's latitude; a circle reaching a pole,
  // or wider than a hemisphere, spans every longitude.
  const angle = radiusMeters / EARTH_RADIUS;
  const latitudeSpan = angle / RADIANS_PER_DEGREE + MARGIN_DEGREES;
  const south = Math.max(-90, latitude - latitudeSpan);
  const north = Math.min(90, latitude + latitudeSpan);
  const sine = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos(latitude * RADIANS_PER_DEGREE);
  const columns = new Set<number>();
  if (angle >= Math.PI / 2 || south <= -90 || north >= 90 || sine >= 1) columnsBetween(-180, 180, columns);
  else {
    const span = Math.asin(sine) / RADIANS_PER_DEGREE + MARGIN_DEGREES;
    if (span >= 180) columnsBetween(-180, 180, columns);
    else columnsBetween(longitude - span, longitude + span, columns);
  }
  return { south, north, columns };
}

/** The cells bounds may reach (PostgreSQL's tolerance and rounding included). */
function boxCells(bounds: Box) {
  const columns = new Set<number>();
  const west = bounds.west - MARGIN_DEGREES;
  const east = bounds.east + MARGIN_DEGREES;
  if (bounds.west <= bounds.east) columnsBetween(Math.max(-180, west), Math.min(180, east), columns);
  else {
    columnsBetween(west, 180, columns);
    columnsBetween(-180, east, columns);
  }
  return {
    south: Math.max(-90, bounds.south - MARGIN_DEGREES),
    north: Math.min(90, bounds.north + MARGIN_DEGREES),
    columns,
  };
}

/** `point(longitude, latitude) <@ box(point(west, south), point(east, north))`, as PostgreSQL compares. */
function inBox(
  latitude: number,
  longitude: number,
  west: number,
  south: number,
  east: number,
  north: number,
) {
  return (
    longitude - east <= EPSILON &&
    west - longitude <= EPSILON &&
    latitude - north <= EPSILON &&
    south - latitude <= EPSILON
  );
}

function inBounds(latitude: number, longitude: number, bounds: Box): boolean {
  if (bounds.west <= bounds.east)
    return inBox(latitude, longitude, bounds.west, bounds.south, bounds.east, bounds.north);
  return (
    inBox(latitude, longitude, bounds.west, bounds.south, 180, bounds.north) ||
    inBox(latitude, longitude, -180, bounds.south, bounds.east, bounds.north)
  );
}

/** Calls `visit` with each club in the area: its cell and its index there. */
function forEachIn<T extends ClubPosition>(
  grid: Grid<T>,
  { circle, bounds }: Area,
  visit: (cell: Cell<T>, index: number) => void,
): void {
  const around = circle && circleCells(circle.latitude, circle.longitude, circle.radiusMeters);
  const inside = bounds && boxCells(bounds);
  if (!around && !inside) {
    for (const cell of grid.cells.values()) for (let i = 0; i < cell.clubs.length; i += 1) visit(cell, i);
    return;
  }
  const south = Math.max(around?.south ?? -90, inside?.south ?? -90);
  const north = Math.min(around?.north ?? 90, inside?.north ?? 90);
  const columns =
    around && inside
      ? [...around.columns].filter((column) => inside.columns.has(column))
      : (around ?? inside)!.columns;
  const [cx, cy, cz] = circle ? earthPoint(circle.latitude, circle.longitude) : [0, 0, 0];
  const chord = circle ? chordOf(circle.radiusMeters) : 0;
  for (let row = rowOf(south); row <= rowOf(north); row += 1) {
    for (const column of columns) {
      const cell = grid.cells.get(cellKey(row, column));
      if (!cell) continue;
      const { points } = cell;
      for (let i = 0; i < cell.clubs.length; i += 1) {
        const at = i * STRIDE;
        if (circle) {
          const dx = points[at]! - cx;
          const dy = points[at + 1]! - cy;
          const dz = points[at + 2]! - cz;
          if (Math.sqrt(dx * dx + dy * dy + dz * dz) > chord) continue;
        }
        if (bounds && !inBounds(points[at + 3]!, points[at + 4]!, bounds)) continue;
        visit(cell, i);
      }
    }
  }
}

function countIn<T extends ClubPosition>(grid: Grid<T>, area: Area): number {
  let found = 0;
  forEachIn(grid, area, () => (found += 1));
  return found;
}

type Ranked<T extends ClubPosition> = { chord: number; club: T };
/** Whether `a` comes after `b`: farther, or as far with a greater id (uuids compare as their text). */
const after = <T extends ClubPosition>(a: Ranked<T>, b: Ranked<T>) =>
  a.chord > b.chord || (a.chord === b.chord && a.club.id > b.club.id);

/**
 * The first `keep` clubs of the area nearest `from`, in order, and the area's count. A bounded max-heap keeps the
 * nearest `keep` seen so far, so a country-wide view of thousands of clubs is not sorted whole.
 */
function nearestIn<T extends ClubPosition>(
  grid: Grid<T>,
  area: Area,
  from: { latitude: number; longitude: number },
  keep: number,
): { nearest: Ranked<T>[]; total: number } {
  const [fx, fy, fz] = earthPoint(from.latitude, from.longitude);
  const heap: Ranked<T>[] = [];
  let total = 0;
  forEachIn(grid, area, (cell, i) => {
    total += 1;
    if (keep === 0) return;
    const at = i * STRIDE;
    const dx = cell.points[at]! - fx;
    const dy = cell.points[at + 1]! - fy;
    const dz = cell.points[at + 2]! - fz;
    const entry = { chord: Math.sqrt(dx * dx + dy * dy + dz * dz), club: cell.clubs[i]! };
    if (heap.length === keep) {
      if (!after(heap[0]!, entry)) return;
      heap[0] = entry;
      siftDown(heap, 0);
    } else {
      heap.push(entry);
      siftUp(heap, heap.length - 1);
    }
  });
  return { nearest: heap.sort((a, b) => (after(a, b) ? 1 : -1)), total };
}

function siftUp<T extends ClubPosition>(heap: Ranked<T>[], index: number): void {
  let child = index;
  while (child > 0) {
    const parent = (child - 1) >> 1;
    if (!after(heap[child]!, heap[parent]!)) return;
    [heap[child], heap[parent]] = [heap[parent]!, heap[child]!];
    child = parent;
  }
}

function siftDown<T extends ClubPosition>(heap: Ranked<T>[], index: number): void {
  let parent = index;
  for (;;) {
    const left = 2 * parent + 1;
    const right = left + 1;
    let largest = parent;
    if (left < heap.length && after(heap[left]!, heap[largest]!)) largest = left;
    if (right < heap.length && after(heap[right]!, heap[largest]!)) largest = right;
    if (largest === parent) return;
    [heap[parent], heap[largest]] = [heap[largest]!, heap[parent]!];
    parent = largest;
  }
}

export function createClubPoints<T extends ClubPosition>(
  load: () => Promise<readonly T[]>,
  { ttlMs = 60_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): ClubPoints<T> {
  let grid: Grid<T> | null = null;
  let loading: Promise<Grid<T>> | null = null;
  /** Bumped by `invalidate`: a load started before it must not be taken as current. */
  let generation = 0;
  let loadedGeneration = -1;

  function reload(): Promise<Grid<T>> {
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

  /** The positions to answer from now. */
  async function positions(): Promise<Grid<T>> {
    const current = grid;
    const stale = !current || loadedGeneration !== generation || now() - current.loadedAt >= ttlMs;
    if (!stale) return current;
    // Clubs changed on this server must show at once: wait for the positions. Only the time-based refresh
    // (changes elsewhere, which this server learns late anyway) answers from the old ones meanwhile.
    if (current && loadedGeneration === generation) {
      void reload().catch(() => undefined);
      return current;
    }
    let fresh = await reload();
    // The load that was in flight began before the latest invalidation: read again.
    while (loadedGeneration !== generation) fresh = await reload();
    return fresh;
  }

  return {
    async count(area) {
      return countIn(await positions(), area);
    },
    async page(area, from, { limit, offset }) {
      const { nearest, total } = nearestIn(await positions(), area, from, offset + limit);
      const found = nearest.slice(offset).map(({ chord, club }) => ({ club, distanceMeters: arcOf(chord) }));
      return { found, total };
    },
    invalidate() {
      generation += 1;
    },
  };
}
