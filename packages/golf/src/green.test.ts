import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS } from './geo';
import type { LatLng } from './geo';
import { greenDistances } from './green';

const BASE = { lat: 50.8, lng: 4.3 };
const PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;
/** A point `east` and `north` metres from the base point. */
const at = (east: number, north: number): LatLng => ({
  lat: BASE.lat + north / PER_DEGREE,
  lng: BASE.lng + east / (PER_DEGREE * Math.cos((BASE.lat * Math.PI) / 180)),
});
/** A square green `size` metres across centred `north` metres north of the base (closed ring). */
const square = (north: number, size = 20): LatLng[] => {
  const h = size / 2;
  return [at(-h, north - h), at(h, north - h), at(h, north + h), at(-h, north + h), at(-h, north - h)];
};
/** A diamond (a square turned 45°) with its corners `r` metres from a centre `north` metres north. */
const diamond = (north: number, r: number): LatLng[] => [
  at(0, north - r),
  at(r, north),
  at(0, north + r),
  at(-r, north),
];
/** A green 40 m deep and 10 m wide, a rectangle along the north axis. */
const long = (north: number): LatLng[] => [
  at(-5, north - 20),
  at(5, north - 20),
  at(5, north + 20),
  at(-5, north + 20),
];

describe('greenDistances', () => {
  it.each([
    {
      name: 'square green straight ahead',
      from: at(0, 0),
      outline: square(100),
      approach: undefined,
      front: 90,
      centre: 100,
      back: 110,
    },
    {
      name: 'closed and open rings are the same',
      from: at(0, 0),
      outline: square(100).slice(0, 4),
      approach: undefined,
      front: 90,
      centre: 100,
      back: 110,
    },
    {
      name: 'diamond: front and back at its corners',
      from: at(0, 0),
      outline: diamond(150, 15),
      approach: undefined,
      front: 135,
      centre: 150,
      back: 165,
    },
    {
      name: 'deep green: 40 m from front to back',
      from: at(0, 0),
      outline: long(200),
      approach: undefined,
      front: 180,
      centre: 200,
      back: 220,
    },
    {
      name: 'from the side, the deep green is narrow',
      from: at(-100, 200),
      outline: long(200),
      approach: undefined,
      front: 95,
      centre: 100,
      back: 105,
    },
    {
      name: 'dogleg: the line of play comes from the approach point',
      from: at(0, 0),
      outline: long(200),
      approach: at(0, 100),
      front: 180,
      centre: 200,
      back: 220,
    },
    {
      name: 'dogleg from the side: front is the near edge of the approach, measured from the tee',
      from: at(-100, 0),
      outline: long(200),
      approach: at(0, 100),
      front: Math.hypot(100, 180),
      centre: Math.hypot(100, 200),
      back: Math.hypot(100, 220),
    },
    {
      name: 'golfer on the centre of the green',
      from: at(0, 100),
      outline: square(100),
      approach: at(0, 0),
      front: 10,
      centre: 0,
      back: 10,
    },
  ])('$name', ({ from, outline, approach, front, centre, back }) => {
    const result = greenDistances(from, outline, approach);
    expect(result.front).toBeCloseTo(front, 0);
    expect(result.centre).toBeCloseTo(centre, 0);
    expect(result.back).toBeCloseTo(back, 0);
    expect(result.front).toBeLessThanOrEqual(result.back + 1e-9);
  });

  it('gives the points it measured to: the front edge, the centroid and the back edge', () => {
    const result = greenDistances(at(0, 0), square(100));
    expect(result.frontPoint.lat).toBeCloseTo(at(0, 90).lat, 6);
    expect(result.centrePoint.lat).toBeCloseTo(at(0, 100).lat, 6);
    expect(result.backPoint.lat).toBeCloseTo(at(0, 110).lat, 6);
    expect(result.centrePoint.lng).toBeCloseTo(BASE.lng, 6);
  });

  it('takes the area centroid, not the mean of the vertices', () => {
    // Many vertices on the near edge would pull a vertex mean towards the golfer.
    const outline = [at(-10, 90), at(-5, 90), at(0, 90), at(5, 90), at(10, 90), at(10, 110), at(-10, 110)];
    expect(greenDistances(at(0, 0), outline).centre).toBeCloseTo(100, 0);
  });

  it.each([
    { name: 'no points', outline: [] },
    { name: 'two points', outline: [at(0, 90), at(0, 110)] },
    { name: 'three points, one repeated', outline: [at(0, 90), at(0, 90), at(0, 110), at(0, 90)] },
    { name: 'a non-finite coordinate', outline: [at(0, 90), at(10, 90), { lat: Number.NaN, lng: 4.3 }] },
  ])('refuses an outline with $name', ({ outline }) => {
    expect(() => greenDistances(at(0, 0), outline)).toThrow(RangeError);
  });
});
