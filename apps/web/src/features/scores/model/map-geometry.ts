import { asMeters, bearingDegrees, defaultTargetPoint, distanceParts, haversineMeters } from '@fairway/golf';
import type { DistanceParts, DistanceUnit, LatLng, Meters } from '@fairway/golf';
import type { Feature, LineString } from 'geojson';

/** The hole map's camera (games-and-profiles.md §9). */
export const MAP_START_ZOOM = 16;
export const MAP_LOCATE_ZOOM = 18;
/** How long the locate button waits for a position (high accuracy). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The three points of the hole map: the line is drawn tee → target → flag. */
export interface HoleMarkers {
  tee: LatLng;
  target: LatLng;
  flag: LatLng;
}

/** The hole line of a hole (tee first, green last), or null without usable geometry. */
export function holeLine(
  gpsData: Readonly<Record<string, readonly LatLng[] | undefined>>,
  holeNumber: number,
): LatLng[] | null {
  const line = (gpsData[String(holeNumber)] ?? []).filter(
    (point) => Number.isFinite(point.lat) && Number.isFinite(point.lng),
  );
  return line.length >= 2 ? line : null;
}

/** Where the markers start: the tee and the flag at the line's ends, the target 230 m back from the flag. */
export function initialMarkers(line: readonly LatLng[]): HoleMarkers {
  const tee = line[0];
  const flag = line[line.length - 1];
  if (!tee || !flag) throw new RangeError('initialMarkers: the hole line needs two points');
  return { tee, target: defaultTargetPoint(line), flag };
}

/** The two distances the map shows. */
export interface ShotDistances {
  teeToTarget: Meters;
  targetToFlag: Meters;
}

export function shotDistances({ tee, target, flag }: HoleMarkers): ShotDistances {
  return { teeToTarget: haversineMeters(tee, target), targetToFlag: haversineMeters(target, flag) };
}

/** A distance in the user's unit, ready to show. */
export function distanceLabel(meters: Meters, unit: DistanceUnit): DistanceParts {
  return distanceParts(asMeters(Math.max(0, meters)), unit);
}

/** The middle of a segment, where its distance label goes. */
export function midpoint(a: LatLng, b: LatLng): LatLng {
  return { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
}

/** The drawn line as GeoJSON (coordinates are [lng, lat]). */
export function markersLine({ tee, target, flag }: HoleMarkers): Feature<LineString> {
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'LineString',
      coordinates: [tee, target, flag].map((point) => [point.lng, point.lat]),
    },
  };
}

/** The map's bearing that puts the tee at the bottom and the flag at the top. */
export function holeBearing(line: readonly LatLng[]): number {
  const tee = line[0];
  const flag = line[line.length - 1];
  return tee && flag ? bearingDegrees(tee, flag) : 0;
}

/** The box around a hole line, [[west, south], [east, north]]. */
export function lineBounds(line: readonly LatLng[]): [[number, number], [number, number]] {
  const lngs = line.map((point) => point.lng);
  const lats = line.map((point) => point.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** The centre of a hole line's box: where the camera starts. */
export function lineCenter(line: readonly LatLng[]): LatLng {
  const [[west, south], [east, north]] = lineBounds(line);
  return { lat: (south + north) / 2, lng: (west + east) / 2 };
}

/** The distance unit setting as stored (`fairway.units`): `yards` or metric by default. */
export function parseUnit(stored: string | null): DistanceUnit {
  return stored === 'yards' ? 'yards' : 'metric';
}
