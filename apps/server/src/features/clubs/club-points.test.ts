import { describe, expect, it } from 'vitest';
import type { ClubPosition } from './club-points';
import { chordOf, createClubPoints, earthPoint } from './club-points';

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The rule read literally, every club checked: what the grid must agree with. */
function reference(positions: readonly ClubPosition[], latitude: number, longitude: number, metres: number) {
  const [cx, cy, cz] = earthPoint(latitude, longitude);
  return positions.filter(({ latitude: lat, longitude: lng }) => {
    const [x, y, z] = earthPoint(lat, lng);
    return Math.sqrt((x - cx) ** 2 + (y - cy) ** 2 + (z - cz) ** 2) <= chordOf(metres);
  }).length;
}

const pointsOf = (positions: readonly ClubPosition[]) => createClubPoints(async () => positions);

describe('counting clubs within a radius, in memory', () => {
  const next = random(42);
  // Clusters (clubs come in clusters), spread points, and the awkward places: both poles, both sides of the
  // antimeridian, the equator, the cell edges.
  const positions: ClubPosition[] = [];
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
        expect(await points.countWithin(lat, lng, metres), `${lat}, ${lng} within ${metres} m`).toBe(
          expected,
        );
      }
    }
    // The probes are not all empty ones.
    expect(nonZero).toBeGreaterThan(probes.length * 3);
  });

  it('counts a club on the circle itself, as the database does (at most the radius)', async () => {
    const points = pointsOf([{ latitude: 0, longitude: 1 }]);
    const arc = (Math.PI / 180) * 6_378_168; // one degree of the equator, in metres
    expect(await points.countWithin(0, 0, arc * 1.000001)).toBe(1);
    expect(await points.countWithin(0, 0, arc * 0.999999)).toBe(0);
  });
});

describe('keeping the positions current', () => {
  function loader(initial: ClubPosition[]) {
    let positions = initial;
    let loads = 0;
    let gate: Promise<void> | null = null;
    return {
      load: async () => {
        loads += 1;
        const seen = positions;
        if (gate) await gate;
        return seen;
      },
      move: (next: ClubPosition[]) => {
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
    const counts = await Promise.all([1, 2, 3].map(() => points.countWithin(46.2, 6.14, 50_000)));
    expect(counts).toEqual([1, 1, 1]);
    await points.countWithin(48.85, 2.35, 50_000);
    expect(source.loads()).toBe(1);
  });

  it('counts a club moved on this server at its new place at once', async () => {
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load);
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(1);
    source.move([geneva, { latitude: 46.3, longitude: 6.2 }]);
    points.invalidate();
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(2);
  });

  it('does not take a load that read the positions before a move for the new positions', async () => {
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load);
    const release = source.hold();
    const first = points.countWithin(46.2, 6.14, 50_000); // its load reads the old positions, then waits
    source.move([geneva, { latitude: 46.3, longitude: 6.2 }]);
    points.invalidate();
    const second = points.countWithin(46.2, 6.14, 50_000);
    release();
    expect(await second).toBe(2);
    expect(await first).toBe(2);
    expect(source.loads()).toBe(2);
  });

  it('reads them again after the time to live, answering from the old ones meanwhile', async () => {
    let now = 1_000;
    const source = loader([geneva, paris]);
    const points = createClubPoints(source.load, { ttlMs: 60_000, now: () => now });
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(1);
    source.move([geneva, { latitude: 46.3, longitude: 6.2 }]); // moved by another server
    now += 59_999;
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(1);
    expect(source.loads()).toBe(1);
    now += 1;
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(1); // the old positions, while the new load runs
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.loads()).toBe(2);
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(2);
  });

  it('tries again on the next count when a load fails', async () => {
    let fail = true;
    const points = createClubPoints(async () => {
      if (fail) throw new Error('connection lost');
      return [geneva];
    });
    await expect(points.countWithin(46.2, 6.14, 50_000)).rejects.toThrow('connection lost');
    fail = false;
    expect(await points.countWithin(46.2, 6.14, 50_000)).toBe(1);
  });
});
