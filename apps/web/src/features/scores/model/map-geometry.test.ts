import { asMeters, haversineMeters } from '@fairway/golf';
import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
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
