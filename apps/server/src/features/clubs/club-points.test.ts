import { describe, expect, it } from 'vitest';
import type { Area, Box, ClubPoints, ClubPosition } from './club-points';
import { chordOf, createClubPoints, earthPoint } from './club-points';

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A club's position without its id: the tests' clubs are numbered when they are loaded. */
type Position = Omit<ClubPosition, 'id'>;
/** Ids that sort as the clubs are numbered, as uuids of the same length compare. */
const idOf = (index: number) => `club-${String(index).padStart(6, '0')}`;

/** The rule read literally, every club checked: what the grid must agree with. */
function reference(positions: readonly Position[], latitude: number, longitude: number, metres: number) {
  const [cx, cy, cz] = earthPoint(latitude, longitude);
  return positions.filter(({ latitude: lat, longitude: lng }) => {
    const [x, y, z] = earthPoint(lat, lng);
    return Math.sqrt((x - cx) ** 2 + (y - cy) ** 2 + (z - cz) ** 2) <= chordOf(metres);
  }).length;
}

const pointsOf = (positions: readonly Position[]) =>
  createClubPoints(async () => positions.map((position, i) => ({ id: idOf(i), ...position })));
const within = (points: ClubPoints, latitude: number, longitude: number, radiusMeters: number) =>
  points.count({ circle: { latitude, longitude, radiusMeters } });

/** `point(lng, lat) <@ box`, as PostgreSQL compares (a tolerance of 10⁻⁶), read literally. */
function inReferenceBox(lat: number, lng: number, { west, south, east, north }: Box): boolean {
  const inside = (w: number, e: number) =>
    lng - e <= 1e-6 && w - lng <= 1e-6 && lat - north <= 1e-6 && south - lat <= 1e-6;
  return west <= east ? inside(west, east) : inside(west, 180) || inside(-180, east);
}

describe('counting clubs within a radius, in memory', () => {
  const next = random(42);
  // Clusters (clubs come in clusters), spread points, and the awkward places: both poles, both sides of the
  // antimeridian, the equator, the cell edges.
  const positions: Position[] = [];
  const centres = [
    [51.5, -0.12],
    [46.2, 6.14],
    [-33.9, 151.2],
    [64.1, -21.9],
    [0, 0],
    [0.25, 179.9],
    [-0.25, -179.9],
    [89.9, 45],
    [-89.9, -120],
  ] as const;
  for (const [lat, lng] of centres) {
    for (let i = 0; i < 300; i += 1) {
      const latitude = Math.max(-90, Math.min(90, lat + (next() - 0.5) * 3));
      let longitude = lng + (next() - 0.5) * 3;
      if (longitude > 180) longitude -= 360;
      if (longitude < -180) longitude += 360;
      positions.push({ latitude, longitude });
    }
  }
  for (let i = 0; i < 2000; i += 1)
    positions.push({ latitude: next() * 180 - 90, longitude: next() * 360 - 180 });
  positions.push(
    { latitude: 90, longitude: 0 },
    { latitude: -90, longitude: 180 },
    { latitude: 10, longitude: -180 },
  );
  positions.push({ latitude: 10.5, longitude: 20.5 }, { latitude: 10.5, longitude: 20.0 });

  it('agrees with the rule checked on every club, around the world and at every radius', async () => {
    const points = pointsOf(positions);
    const radii = [500, 5_000, 50_000, 120_000, 400_000, 2_500_000, 9_000_000, 25_000_000];
    const probes: [number, number][] = [
      ...centres.map(([lat, lng]): [number, number] => [lat, lng]),
      [90, 0],
      [-90, 0],
      [10.5, 180],
      [10.5, -180],
    ];
    for (let i = 0; i < 40; i += 1) probes.push([next() * 180 - 90, next() * 360 - 180]);
    let nonZero = 0;
    for (const [lat, lng] of probes) {
      for (const metres of radii) {
        const expected = reference(positions, lat, lng, metres);
        if (expected > 0) nonZero += 1;
        expect(await within(points, lat, lng, metres), `${lat}, ${lng} within ${metres} m`).toBe(expected);
      }
    }
    // The probes are not all empty ones.
    expect(nonZero).toBeGreaterThan(probes.length * 3);
  });

  it('counts a club on the circle itself, as the database does (at most the radius)', async () => {
    const points = pointsOf([{ latitude: 0, longitude: 1 }]);
    const arc = (Math.PI / 180) * 6_378_168; // one degree of the equator, in metres
    expect(await within(points, 0, 0, arc * 1.000001)).toBe(1);
    expect(await within(points, 0, 0, arc * 0.999999)).toBe(0);
  });
});

describe('counting clubs inside a map’s bounds, in memory', () => {
  const next = random(7);
  const positions: Position[] = [];
  for (let i = 0; i < 3000; i += 1)
    positions.push({ latitude: next() * 180 - 90, longitude: next() * 360 - 180 });
  for (let i = 0; i < 1500; i += 1)
    positions.push({
      latitude: 46 + next() * 2,
      longitude: Math.min(180, 179 + next() * 2) - (next() < 0.5 ? 360 : 0),
    });
  // On the edges of the box below, and just outside them within and beyond the database's tolerance.
  positions.push(
    { latitude: 10, longitude: 20 },
    { latitude: 12, longitude: 23 },
    { latitude: 10 - 5e-7, longitude: 21 },
    { latitude: 10 - 5e-6, longitude: 21 },
  );

  it('agrees with the rule checked on every club, for boxes, boxes across the antimeridian, and a box in a circle', async () => {
    const points = pointsOf(positions);
    const boxes: Box[] = [
      { west: 20, south: 10, east: 23, north: 12 },
      { west: -10, south: 35, east: 30, north: 60 },
      { west: 170, south: 40, east: -170, north: 50 },
      { west: 179.5, south: 46, east: -179.5, north: 48 },
      { west: -180, south: -90, east: 180, north: 90 },
    ];
    for (let i = 0; i < 30; i += 1) {
      const west = next() * 360 - 180;
      const south = next() * 170 - 85;
      boxes.push({
        west,
        south,
        east: ((west + next() * 40 + 180) % 360) - 180,
        north: Math.min(90, south + next() * 20),
      });
    }
    for (const bounds of boxes) {
      const expected = positions.filter(({ latitude, longitude }) =>
        inReferenceBox(latitude, longitude, bounds),
      ).length;
      expect(await points.count({ bounds }), JSON.stringify(bounds)).toBe(expected);
      const circle = {
        latitude: (bounds.south + bounds.north) / 2,
        longitude: bounds.west,
        radiusMeters: 800_000,
      };
      const both = positions.filter(
        ({ latitude, longitude }) =>
          inReferenceBox(latitude, longitude, bounds) &&
          reference([{ latitude, longitude }], circle.latitude, circle.longitude, circle.radiusMeters) === 1,
      ).length;
      expect(await points.count({ bounds, circle }), `${JSON.stringify(bounds)} and a circle`).toBe(both);
    }
    // The edges: the corners are in, and so is a club 5·10⁻⁷ degrees outside; 5·10⁻⁶ degrees outside is not.
    expect(await points.count({ bounds: { west: 20, south: 10, east: 23, north: 12 } })).toBe(
      3 +
        positions
          .slice(0, 4500)
          .filter(({ latitude, longitude }) =>
            inReferenceBox(latitude, longitude, { west: 20, south: 10, east: 23, north: 12 }),
          ).length,
    );
    expect(await points.count({})).toBe(positions.length);
  });
});

describe('a page of the clubs in an area, nearest a point first, in memory', () => {
  const next = random(11);
  const positions: Position[] = [];
  for (let i = 0; i < 3000; i += 1)
    positions.push({ latitude: next() * 180 - 90, longitude: next() * 360 - 180 });
  for (const [lat, lng] of [
    [46.2, 6.14],
    [48.85, 2.35],
    [10, 179.8],
  ] as const)
    for (let i = 0; i < 800; i += 1) {
      let longitude = lng + (next() - 0.5) * 2;
      if (longitude > 180) longitude -= 360;
      positions.push({ latitude: lat + (next() - 0.5) * 1, longitude });
    }
  // Clubs at one spot (a resort's several clubs): as far as each other from anywhere, ordered by id.
  for (let i = 0; i < 5; i += 1) positions.push({ latitude: 46.21, longitude: 6.15 });
  const points = pointsOf(positions);

  /** The rule read literally: every club in the area, by chord distance from `from`, then by id. */
  function referencePage(area: Area, from: Position, limit: number, offset: number) {
    const [fx, fy, fz] = earthPoint(from.latitude, from.longitude);
    const inside = positions
      .map((position, i) => ({ ...position, id: idOf(i) }))
      .filter(({ latitude, longitude }) => {
        if (area.bounds && !inReferenceBox(latitude, longitude, area.bounds)) return false;
        if (!area.circle) return true;
        const [cx, cy, cz] = earthPoint(area.circle.latitude, area.circle.longitude);
        const [x, y, z] = earthPoint(latitude, longitude);
        return Math.sqrt((x - cx) ** 2 + (y - cy) ** 2 + (z - cz) ** 2) <= chordOf(area.circle.radiusMeters);
      })
      .map(({ latitude, longitude, id }) => {
        const [x, y, z] = earthPoint(latitude, longitude);
        return { id, chord: Math.sqrt((x - fx) ** 2 + (y - fy) ** 2 + (z - fz) ** 2) };
      })
      .sort((a, b) => a.chord - b.chord || (a.id < b.id ? -1 : 1));
    const shown = inside.slice(offset, offset + limit);
    return {
      ids: shown.map((club) => club.id),
      // earthdistance's sec_to_gc: the arc of the chord on a sphere of radius earth()
      distances: shown.map(({ chord }) => 2 * 6_378_168 * Math.asin(chord / (2 * 6_378_168))),
      total: inside.length,
    };
  }
  /** A page as the reference states it. */
  const asReference = ({ found, total }: Awaited<ReturnType<typeof points.page>>) => ({
    ids: found.map(({ club }) => club.id),
    distances: found.map(({ distanceMeters }) => distanceMeters),
    total,
  });

  it('agrees with the rule checked on every club, for small maps, wide ones, across the antimeridian and past the first page', async () => {
    const views: { area: Area; from: Position }[] = [
      // a phone's map at zoom ~10 around Geneva (the five clubs at one spot inside), a country, a continent
      {
        area: { bounds: { west: 5.79, south: 46.03, east: 6.49, north: 46.38 } },
        from: { latitude: 46.2, longitude: 6.14 },
      },
      {
        area: { bounds: { west: -5, south: 41, east: 10, north: 51 } },
        from: { latitude: 46, longitude: 2.5 },
      },
      {
        area: { bounds: { west: -30, south: 30, east: 40, north: 70 } },
        from: { latitude: 50, longitude: 5 },
      },
      // across the antimeridian, centred on either side
      {
        area: { bounds: { west: 179, south: 9.5, east: -179.5, north: 10.5 } },
        from: { latitude: 10, longitude: 179.9 },
      },
      {
        area: { bounds: { west: 179, south: 9.5, east: -179.5, north: 10.5 } },
        from: { latitude: 10, longitude: -179.9 },
      },
      // bounds and a radius, and the whole world
      {
        area: {
          bounds: { west: 0, south: 45, east: 10, north: 50 },
          circle: { latitude: 46.2, longitude: 6.14, radiusMeters: 60_000 },
        },
        from: { latitude: 46.2, longitude: 6.14 },
      },
      {
        area: { bounds: { west: -180, south: -90, east: 180, north: 90 } },
        from: { latitude: 0, longitude: 0 },
      },
    ];
    for (let i = 0; i < 20; i += 1) {
      const latitude = next() * 160 - 80;
      const longitude = next() * 340 - 170;
      views.push({
        area: {
          bounds: { west: longitude - 5, south: latitude - 3, east: longitude + 5, north: latitude + 3 },
        },
        from: { latitude: latitude + next() - 0.5, longitude: longitude + next() - 0.5 },
      });
    }
    let full = 0;
    for (const { area, from } of views)
      for (const [limit, offset] of [
        [100, 0],
        [20, 0],
        [20, 40],
        [1, 3],
        [100, 5000],
      ] as const) {
        const expected = referencePage(area, from, limit, offset);
        if (expected.ids.length === limit) full += 1;
        expect(
          asReference(await points.page(area, from, { limit, offset })),
          JSON.stringify({ area, from, limit, offset }),
        ).toEqual(expected);
      }
    expect(full).toBeGreaterThan(views.length);
    // the five clubs at one spot, in the order of their ids
    const spot = await points.page(
      { bounds: { west: 6.149, south: 46.209, east: 6.151, north: 46.211 } },
      { latitude: 40, longitude: 0 },
      { limit: 10, offset: 0 },
    );
    const ids = spot.found.map(({ club }) => club.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids.length).toBeGreaterThanOrEqual(5);
    // as far as each other from (40, 0): 852,486.7 m on earthdistance's sphere by the haversine formula
    expect(new Set(spot.found.map(({ distanceMeters }) => distanceMeters)).size).toBe(1);
    expect(spot.found[0]!.distanceMeters).toBeCloseTo(852_486.7, 0);
  });
});

describe('keeping the positions current', () => {
  function loader(initial: Position[]) {
    let positions = initial;
    let loads = 0;
    let gate: Promise<void> | null = null;
    return {
      load: async () => {
        loads += 1;
        const seen = positions;
        if (gate) await gate;
        return seen.map((position, i) => ({ id: idOf(i), ...position }));
      },
      move: (next: Position[]) => {
        positions = next;
      },
      hold: () => {
        let release = () => undefined as void;
        gate = new Promise<void>((resolve) => (release = resolve));
        return () => {
          gate = null;
          release();
        };
      },
      loads: () => loads,
    };
  }
  const geneva = { latitude: 46.2, longitude: 6.14 };
  const paris = { latitude: 48.85, longitude: 2.35 };

  it('loads them once for every count, and once for counts that arrive together', async () => {
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load);
    const counts = await Promise.all([1, 2, 3].map(() => within(points, 46.2, 6.14, 50_000)));
    expect(counts).toEqual([1, 1, 1]);
    await within(points, 48.85, 2.35, 50_000);
    expect(source.loads()).toBe(1);
  });

  it('counts a club moved on this server at its new place at once', async () => {
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load);
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(1);
    source.move([geneva, { latitude: 46.3, longitude: 6.2 }]);
    points.invalidate();
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(2);
  });

  it('does not take a load that read the positions before a move for the new positions', async () => {
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load);
    const release = source.hold();
    const first = within(points, 46.2, 6.14, 50_000); // its load reads the old positions, then waits
    source.move([geneva, { latitude: 46.3, longitude: 6.2 }]);
    points.invalidate();
    const second = within(points, 46.2, 6.14, 50_000);
    release();
    expect(await second).toBe(2);
    expect(await first).toBe(2);
    expect(source.loads()).toBe(2);
  });

  it('reads them again after the time to live, answering from the old ones meanwhile', async () => {
    let now = 1_000;
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load, { ttlMs: 60_000, now: () => now });
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(1);
    source.move([geneva, { latitude: 46.3, longitude: 6.2 }]); // moved by another server
    now += 59_999;
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(1);
    expect(source.loads()).toBe(1);
    now += 1;
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(1); // the old positions, while the new load runs
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.loads()).toBe(2);
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(2);
  });

  it('tries again on the next count when a load fails', async () => {
    let fail = true;
    const points = createClubPoints(async () => {
      if (fail) throw new Error('connection lost');
      return [{ id: idOf(0), ...geneva }];
    });
    await expect(within(points, 46.2, 6.14, 50_000)).rejects.toThrow('connection lost');
    fail = false;
    expect(await within(points, 46.2, 6.14, 50_000)).toBe(1);
  });
});
