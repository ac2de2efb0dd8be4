import { asMeters, haversineMeters } from '@fairway/golf';
import { describe, expect, it } from 'vitest';
import {
  coursePolygons,
  distanceLabel,
  greenOutline,
  greenReadout,
  holeBearing,
  holeLine,
  initialMarkers,
  lineBounds,
  lineCenter,
  markersLine,
  midpoint,
  parseUnit,
  shotDistances,
} from './map-geometry';
import type { MapPolygon } from './map-geometry';

// A straight 400 m hole running north (0.0036° of latitude ≈ 400 m).
const TEE = { lat: 45, lng: 5 };
const FLAG = { lat: 45.0036, lng: 5 };
const LINE = [TEE, { lat: 45.0018, lng: 5 }, FLAG];

describe('the hole map', () => {
  it('reads a hole line of at least two points, tee first', () => {
    expect(holeLine({ '1': LINE }, 1)).toEqual(LINE);
    expect(holeLine({ '1': [TEE] }, 1)).toBeNull();
    expect(holeLine({}, 4)).toBeNull();
  });

  it('starts the target 230 m back from the flag', () => {
    const markers = initialMarkers(LINE);
    expect(markers.tee).toEqual(TEE);
    expect(markers.flag).toEqual(FLAG);
    expect(haversineMeters(markers.target, FLAG)).toBeCloseTo(230, 0);
    const { teeToTarget, targetToFlag } = shotDistances(markers);
    expect(teeToTarget + targetToFlag).toBeCloseTo(haversineMeters(TEE, FLAG), 0);
  });

  it('puts the target on the tee of a hole shorter than 230 m', () => {
    const short = [TEE, { lat: 45.001, lng: 5 }];
    expect(initialMarkers(short).target.lat).toBeCloseTo(TEE.lat, 6);
  });

  it('labels distances in metres or yards', () => {
    expect(distanceLabel(asMeters(230), 'metric')).toEqual({ value: 230, unit: 'm' });
    expect(distanceLabel(asMeters(230), 'yards')).toEqual({ value: 252, unit: 'yd' });
    expect(parseUnit('yards')).toBe('yards');
    expect(parseUnit(null)).toBe('metric');
  });

  it('draws tee → target → flag as [lng, lat] and points the flag up', () => {
    const markers = initialMarkers(LINE);
    expect(markersLine(markers).geometry.coordinates[0]).toEqual([5, 45]);
    expect(markersLine(markers).geometry.coordinates).toHaveLength(3);
    expect(holeBearing(LINE)).toBeCloseTo(0, 3);
    expect(midpoint(TEE, FLAG)).toEqual({ lat: 45.0018, lng: 5 });
    expect(lineBounds(LINE)).toEqual([
      [5, 45],
      [5, 45.0036],
    ]);
    expect(lineCenter(LINE).lat).toBeCloseTo(45.0018, 6);
  });
});

// A 20 m square green around the flag (0.00009° of latitude ≈ 10 m; at 45° a degree of longitude is shorter).
const D_LAT = 0.00009;
const D_LNG = 0.00009 / Math.cos((45 * Math.PI) / 180);
const GREEN_RING: [number, number][] = [
  [5 - D_LNG, 45.0036 - D_LAT],
  [5 + D_LNG, 45.0036 - D_LAT],
  [5 + D_LNG, 45.0036 + D_LAT],
  [5 - D_LNG, 45.0036 + D_LAT],
];
const POLYGONS: MapPolygon[] = [
  { kind: 'green', holeNumber: 1, ring: GREEN_RING },
  {
    kind: 'bunker',
    holeNumber: null,
    ring: [
      [5, 45.001],
      [5.0001, 45.001],
      [5.0001, 45.0011],
    ],
  },
  {
    kind: 'fairway',
    holeNumber: null,
    ring: [
      [5, 45.001],
      [5.0002, 45.001],
      [5.0002, 45.003],
    ],
  },
  {
    kind: 'tee',
    holeNumber: 2,
    ring: [
      [5, 45],
      [5.0001, 45],
      [5.0001, 45.0001],
    ],
  },
  { kind: 'water', holeNumber: null, ring: [[5, 45]] },
];

describe('the hole map drawn from the open data', () => {
  it('paints fairways first and greens last, closes the rings, drops rings of fewer than 3 points and marks the hole shown', () => {
    const { features } = coursePolygons(POLYGONS, 1);
    expect(features.map((feature) => feature.properties.kind)).toEqual(['fairway', 'bunker', 'tee', 'green']);
    const green = features.at(-1)!;
    expect(green.properties.current).toBe(true);
    expect(features[2]!.properties.current).toBe(false);
    const ring = green.geometry.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
  });

  it('finds the outline of the hole’s green', () => {
    expect(greenOutline(POLYGONS, 1)?.[0]).toEqual({ lat: 45.0036 - D_LAT, lng: 5 - D_LNG });
    expect(greenOutline(POLYGONS, 2)).toBeNull();
  });

  it.each([
    {
      name: 'from the tee with the outline',
      golfer: null,
      outline: true,
      from: 'tee',
      front: 390,
      centre: 400,
      back: 410,
    },
    {
      name: 'from the golfer 100 m up the fairway',
      golfer: { lat: 45.0009, lng: 5 },
      outline: true,
      from: 'golfer',
      front: 290,
      centre: 300,
      back: 310,
    },
    {
      name: 'without an outline: the centre is the hole line’s end',
      golfer: null,
      outline: false,
      from: 'tee',
      front: null,
      centre: 400,
      back: null,
    },
  ])('reads front, centre and back $name', ({ golfer, outline, from, front, centre, back }) => {
    const readout = greenReadout(LINE, outline ? greenOutline(POLYGONS, 1) : null, golfer);
    expect(readout.from).toBe(from);
    const round = (value: number | null) => (value === null ? null : Math.round(value / 5) * 5);
    expect({ front: round(readout.front), centre: round(readout.centre), back: round(readout.back) }).toEqual(
      {
        front,
        centre,
        back,
      },
    );
  });

  it('measures a dogleg from the tee along its last leg', () => {
    // The hole goes 300 m north, then turns east for 100 m: the green is entered from the west.
    const bend = { lat: 45.0027, lng: 5 };
    const flag = { lat: 45.0027, lng: 5 + 100 / (111195 * Math.cos((45 * Math.PI) / 180)) };
    const d = 10 / (111195 * Math.cos((45 * Math.PI) / 180));
    const outline = [
      { lat: flag.lat - D_LAT, lng: flag.lng - d },
      { lat: flag.lat - D_LAT, lng: flag.lng + d },
      { lat: flag.lat + D_LAT, lng: flag.lng + d },
      { lat: flag.lat + D_LAT, lng: flag.lng - d },
    ];
    const readout = greenReadout([TEE, bend, flag], outline, null);
    // Front is the west edge (90 m east of the bend), back the east edge, both measured straight from the tee.
    expect(readout.front).toBeCloseTo(Math.hypot(300, 90), -1);
    expect(readout.back).toBeCloseTo(Math.hypot(300, 110), -1);
  });
});
