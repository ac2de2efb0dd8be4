import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_METERS,
  bearingDegrees,
  defaultTargetPoint,
  distanceParts,
  formatDistance,
  haversineMeters,
  holeLength,
  metersToYards,
  pathLengthMeters,
  pointAlongPath,
  yardsToMeters,
} from './geo';
import type { LatLng } from './geo';
import { asMeters, asYards } from './units';

const ONE_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180; // 111,194.93 m
const north = (meters: number, from: LatLng = { lat: 0, lng: 0 }): LatLng => ({
  lat: from.lat + meters / ONE_DEGREE,
  lng: from.lng,
});

describe('haversineMeters', () => {
  it.each([
    { name: 'the same point', a: { lat: 56.34, lng: -2.8 }, b: { lat: 56.34, lng: -2.8 }, expected: 0 },
    { name: 'one degree of latitude', a: { lat: 0, lng: 0 }, b: { lat: 1, lng: 0 }, expected: 111194.93 },
    {
      name: 'Paris to London',
      a: { lat: 48.8566, lng: 2.3522 },
      b: { lat: 51.5074, lng: -0.1278 },
      expected: 343556.06,
    },
    {
      name: 'across St Andrews links',
      a: { lat: 56.3433, lng: -2.8025 },
      b: { lat: 56.348, lng: -2.811 },
      expected: 739.92,
    },
    { name: 'antipodes', a: { lat: 0, lng: 0 }, b: { lat: 0, lng: 180 }, expected: Math.PI * 6371000 },
  ])('measures $name', ({ a, b, expected }) => {
    expect(haversineMeters(a, b)).toBeCloseTo(expected, 1);
  });

  const point = fc.record({
    lat: fc.double({ min: -89, max: 89, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('is symmetric, non-negative and at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6);
        expect(haversineMeters(b, a)).toBeCloseTo(d, 6);
      }),
    );
  });
});

describe('bearingDegrees', () => {
  it.each([
    { to: { lat: 1, lng: 0 }, expected: 0 },
    { to: { lat: 0, lng: 1 }, expected: 90 },
    { to: { lat: -1, lng: 0 }, expected: 180 },
    { to: { lat: 0, lng: -1 }, expected: 270 },
    { to: { lat: 1, lng: 1 }, expected: 44.9956 },
  ])('from the origin to $to is $expected°', ({ to, expected }) => {
    expect(bearingDegrees({ lat: 0, lng: 0 }, to)).toBeCloseTo(expected, 3);
  });
});

describe('pointAlongPath', () => {
  const tee: LatLng = { lat: 0, lng: 0 };
  const flag = north(400);
  const line = [tee, flag];

  it.each([
    { distance: 0, fromEnd: false, expectedFromTee: 0 },
    { distance: 150, fromEnd: false, expectedFromTee: 150 },
    { distance: 400, fromEnd: false, expectedFromTee: 400 },
    { distance: 150, fromEnd: true, expectedFromTee: 250 },
    { distance: -20, fromEnd: false, expectedFromTee: 0 },
    { distance: 900, fromEnd: false, expectedFromTee: 400 },
    { distance: 900, fromEnd: true, expectedFromTee: 0 },
  ])(
    '$distance m from the $fromEnd end lands $expectedFromTee m from the tee',
    ({ distance, fromEnd, expectedFromTee }) => {
      const point = pointAlongPath(line, asMeters(distance), fromEnd);
      expect(haversineMeters(tee, point)).toBeCloseTo(expectedFromTee, 3);
    },
  );

  it('follows a dogleg around its corner', () => {
    const corner = north(300);
    const green = { lat: corner.lat, lng: 150 / ONE_DEGREE }; // 150 m east of the corner, on the equator
    const dogleg = [tee, corner, green];
    const fromTee = pointAlongPath(dogleg, asMeters(350));
    expect(haversineMeters(corner, fromTee)).toBeCloseTo(50, 2);
    const fromFlag = pointAlongPath(dogleg, asMeters(200), true);
    expect(haversineMeters(corner, fromFlag)).toBeCloseTo(50, 2);
    expect(fromFlag.lat).toBeLessThan(corner.lat);
    expect(pathLengthMeters(dogleg)).toBeCloseTo(450, 2);
  });

  it('returns the only point of a one-point path', () => {
    expect(pointAlongPath([tee], asMeters(100))).toEqual(tee);
  });

  it('refuses an empty path or a non-finite distance', () => {
    expect(() => pointAlongPath([], asMeters(10))).toThrow(RangeError);
    expect(() => pointAlongPath(line, asMeters(Number.NaN))).toThrow(RangeError);
  });

  it('lands the given distance along a straight segment', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, bearing, fraction) => {
          const a = { lat, lng };
          const b = {
            lat: lat + 0.005 * Math.cos((bearing * Math.PI) / 180),
            lng: lng + 0.005 * Math.sin((bearing * Math.PI) / 180),
          };
          const length = haversineMeters(a, b);
          const point = pointAlongPath([a, b], asMeters(length * fraction));
          expect(haversineMeters(a, point)).toBeCloseTo(length * fraction, 3);
          expect(haversineMeters(point, b)).toBeCloseTo(length * (1 - fraction), 3);
        },
      ),
    );
  });
});

describe('pathLengthMeters', () => {
  it.each([
    { path: [], expected: 0 },
    { path: [{ lat: 0, lng: 0 }], expected: 0 },
    { path: [{ lat: 0, lng: 0 }, north(100), north(250)], expected: 250 },
    // A dogleg: 300 m north to the corner, then 150 m east to the green.
    { path: [north(0), north(300), { lat: 300 / ONE_DEGREE, lng: 150 / ONE_DEGREE }], expected: 450 },
    // A vertex mapped twice adds nothing.
    { path: [north(0), north(200), north(200), north(380)], expected: 380 },
    // Across the antimeridian: the short way round, 0.002° of longitude on the equator.
    {
      path: [
        { lat: 0, lng: 179.999 },
        { lat: 0, lng: -179.999 },
      ],
      expected: ONE_DEGREE * 0.002,
    },
  ])('measures $expected m', ({ path, expected }) => {
    expect(pathLengthMeters(path)).toBeCloseTo(expected, 6);
  });

  it('is the same both ways and never shorter than tee to green in a straight line', () => {
    const point = fc.record({
      lat: fc.double({ min: -60, max: 60, noNaN: true }),
      lng: fc.double({ min: -170, max: 170, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 8 }), (path) => {
        const length = pathLengthMeters(path);
        expect(pathLengthMeters([...path].reverse())).toBeCloseTo(length, 3);
        expect(length + 1e-6).toBeGreaterThanOrEqual(haversineMeters(path[0]!, path[path.length - 1]!));
      }),
    );
  });
});

describe('holeLength', () => {
  it.each([
    { name: 'the tee has a distance', tee: 365, line: 352, expected: { meters: 365, source: 'tee' } },
    { name: 'only the hole line is known', tee: null, line: 352, expected: { meters: 352, source: 'line' } },
    {
      name: 'the tee distance is missing',
      tee: undefined,
      line: 140,
      expected: { meters: 140, source: 'line' },
    },
    { name: 'the tee distance is 0', tee: 0, line: 352, expected: { meters: 352, source: 'line' } },
    {
      name: 'the tee distance is not a number',
      tee: Number.NaN,
      line: 352,
      expected: { meters: 352, source: 'line' },
    },
    { name: 'the hole line is a point', tee: null, line: 0, expected: null },
    { name: 'neither is known', tee: null, line: null, expected: null },
    { name: 'both are negative', tee: -5, line: -1, expected: null },
  ])('$name', ({ tee, line, expected }) => {
    expect(holeLength(tee, line)).toEqual(expected);
  });
});

describe('defaultTargetPoint', () => {
  it('starts 230 m back from the flag', () => {
    const tee = { lat: 56.34, lng: -2.8 };
    const flag = north(380, tee);
    const target = defaultTargetPoint([tee, flag]);
    expect(haversineMeters(flag, target)).toBeCloseTo(230, 3);
    expect(haversineMeters(tee, target)).toBeCloseTo(150, 3);
  });

  it('sits on the tee of a hole shorter than 230 m', () => {
    const tee = { lat: 56.34, lng: -2.8 };
    expect(defaultTargetPoint([tee, north(160, tee)])).toEqual(tee);
  });
});

describe('distances for display', () => {
  it.each([
    { meters: 0, unit: 'metric', text: '0 m', parts: { value: 0, unit: 'm' } },
    { meters: 229.6, unit: 'metric', text: '230 m', parts: { value: 230, unit: 'm' } },
    { meters: 230.5, unit: 'metric', text: '231 m', parts: { value: 231, unit: 'm' } },
    { meters: 999.4, unit: 'metric', text: '999 m', parts: { value: 999, unit: 'm' } },
    { meters: 999.5, unit: 'metric', text: '1.0 km', parts: { value: 1, unit: 'km' } },
    { meters: 1234, unit: 'metric', text: '1.2 km', parts: { value: 1.2, unit: 'km' } },
    { meters: 1250, unit: 'metric', text: '1.3 km', parts: { value: 1.3, unit: 'km' } },
    { meters: 6123, unit: 'metric', text: '6.1 km', parts: { value: 6.1, unit: 'km' } },
    { meters: 230, unit: 'yards', text: '252 yd', parts: { value: 252, unit: 'yd' } },
    { meters: 0.4572, unit: 'yards', text: '1 yd', parts: { value: 1, unit: 'yd' } },
    { meters: 1000, unit: 'yards', text: '1094 yd', parts: { value: 1094, unit: 'yd' } },
    { meters: 5943.6, unit: 'yards', text: '6500 yd', parts: { value: 6500, unit: 'yd' } },
  ] as const)('$meters m in $unit shows "$text"', ({ meters, unit, text, parts }) => {
    expect(formatDistance(asMeters(meters), unit)).toBe(text);
    expect(distanceParts(asMeters(meters), unit)).toEqual(parts);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s m', (meters) => {
    expect(() => formatDistance(asMeters(meters), 'metric')).toThrow(RangeError);
  });

  it('converts between metres and yards', () => {
    expect(metersToYards(asMeters(91.44))).toBeCloseTo(100, 10);
    expect(yardsToMeters(asYards(100))).toBeCloseTo(91.44, 10);
  });
});
