import {
  asMeters,
  bearingDegrees,
  defaultTargetPoint,
  distanceParts,
  greenDistances,
  haversineMeters,
} from '@fairway/golf';
import type { DistanceParts, DistanceUnit, LatLng, Meters } from '@fairway/golf';
import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson';

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

/** A course map polygon as served (`GET /api/courses/{id}/map`): the ring in `[lng, lat]` pairs. */
export interface MapPolygon {
  kind: 'tee' | 'green' | 'fairway' | 'bunker' | 'water';
  holeNumber: number | null;
  ring: readonly (readonly [number, number])[];
}

/** The order the hole map paints polygons in, bottom first: fairway under water under bunkers under tees and greens. */
export const POLYGON_ORDER: readonly MapPolygon['kind'][] = ['fairway', 'water', 'bunker', 'tee', 'green'];

/**
 * The course's polygons as GeoJSON for the hole map, each with its `kind` (closed rings, as GeoJSON wants): every
 * fairway, bunker and water of the course, and the tees and greens of all holes, the hole shown marked `current`.
 */
export function coursePolygons(
  polygons: readonly MapPolygon[],
  holeNumber: number,
): FeatureCollection<Polygon, { kind: MapPolygon['kind']; current: boolean }> {
  return {
    type: 'FeatureCollection',
    features: polygons
      .filter((polygon) => polygon.ring.length >= 3)
      .map((polygon) => {
        const ring = polygon.ring.map(([lng, lat]) => [lng, lat]);
        const first = ring[0]!;
        return {
          type: 'Feature' as const,
          properties: { kind: polygon.kind, current: polygon.holeNumber === holeNumber },
          geometry: { type: 'Polygon' as const, coordinates: [[...ring, [first[0]!, first[1]!]]] },
        };
      })
      .sort((a, b) => POLYGON_ORDER.indexOf(a.properties.kind) - POLYGON_ORDER.indexOf(b.properties.kind)),
  };
}

/** The green of a hole as `{lat, lng}` points, when the data has its outline. */
export function greenOutline(polygons: readonly MapPolygon[], holeNumber: number): LatLng[] | null {
  const green = polygons.find((polygon) => polygon.kind === 'green' && polygon.holeNumber === holeNumber);
  return green && green.ring.length >= 3 ? green.ring.map(([lng, lat]) => ({ lat, lng })) : null;
}

/** Front, centre and back of the green as the map shows them; front and back null without the green's outline. */
export interface GreenReadout {
  from: 'golfer' | 'tee';
  front: Meters | null;
  centre: Meters;
  back: Meters | null;
}

/**
 * Front, centre and back of the green from the golfer's position, or from the tee when location is off. From the
 * tee the line of play comes in from the hole line's last bend (a dogleg is measured along its last leg); from the
 * golfer it comes from the golfer. Without an outline the centre is the hole line's end.
 */
export function greenReadout(
  line: readonly LatLng[],
  outline: readonly LatLng[] | null,
  golfer: LatLng | null,
): GreenReadout {
  const tee = line[0];
  const end = line[line.length - 1];
  if (!tee || !end) throw new RangeError('greenReadout: the hole line needs two points');
  const from = golfer ?? tee;
  const source = golfer ? 'golfer' : 'tee';
  if (!outline || outline.length < 3)
    return { from: source, front: null, centre: haversineMeters(from, end), back: null };
  const approach = golfer ?? line[line.length - 2] ?? tee;
  try {
    const { front, centre, back } = greenDistances(from, outline, approach);
    return { from: source, front, centre, back };
  } catch {
    return { from: source, front: null, centre: haversineMeters(from, end), back: null };
  }
}
