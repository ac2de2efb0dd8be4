import { roundHalfUp } from './rounding';
import { asMeters, asYards } from './units';
import type { Meters, Yards } from './units';

/** A point on the earth in decimal degrees (WGS 84). */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** The mean earth radius the app measures with. */
export const EARTH_RADIUS_METERS = asMeters(6_371_000);

/** One international yard in metres. */
export const METERS_PER_YARD = 0.9144;

/** How far from the flag, back along the hole line, the target point starts. */
export const DEFAULT_TARGET_DISTANCE_METERS = asMeters(230);

/** Below this many (rounded) metres a metric distance is shown in metres, from it in kilometres. */
export const METRIC_KILOMETER_THRESHOLD = 1000;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

function centralAngle(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.atan2(Math.sqrt(h), Math.sqrt(Math.max(0, 1 - h)));
}

/** Great-circle distance between two points by the haversine formula on a 6,371,000 m sphere. */
export function haversineMeters(a: LatLng, b: LatLng): Meters {
  return asMeters(EARTH_RADIUS_METERS * centralAngle(a, b));
}

/** Initial compass bearing from `from` to `to` in degrees, 0 (north) inclusive to 360 exclusive, clockwise. */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (toDegrees(Math.atan2(y, x)) + 360) % 360;
  return degrees === 360 ? 0 : degrees;
}

/**
 * Length of a polyline: the sum of the haversine (great-circle) distances of its segments, in metres, 0 for
 * fewer than 2 points. A hole line (tee first, green last) measured this way is the hole's length along its
 * line of play, doglegs included.
 */
export function pathLengthMeters(path: readonly LatLng[]): Meters {
  let total = 0;
  for (let i = 1; i < path.length; i += 1) {
    const a = path[i - 1];
    const b = path[i];
    if (a && b) total += haversineMeters(a, b);
  }
  return asMeters(total);
}

/** Where the length shown for a hole comes from: the tee's measured distance, or the mapped hole line. */
export type HoleLengthSource = 'tee' | 'line';

/** The length of a hole as a golfer reads it beside par and stroke index, with where it comes from. */
export interface HoleLength {
  readonly meters: Meters;
  readonly source: HoleLengthSource;
}

const isKnownLength = (meters: number | null | undefined): meters is number =>
  typeof meters === 'number' && Number.isFinite(meters) && meters > 0;

/**
 * The length to show for a hole from the golfer's tee: the tee's own distance when the data has one, else the
 * length of the hole line (the open data's `golf=hole` way, tee to green, measured by `pathLengthMeters`) when
 * the course maps the hole, else null. A zero, negative or non-finite length counts as unknown.
 */
export function holeLength(
  teeDistanceMeters: number | null | undefined,
  holeLineMeters: number | null | undefined,
): HoleLength | null {
  if (isKnownLength(teeDistanceMeters)) return { meters: asMeters(teeDistanceMeters), source: 'tee' };
  if (isKnownLength(holeLineMeters)) return { meters: asMeters(holeLineMeters), source: 'line' };
  return null;
}

/** The point a fraction 0..1 of the way from `a` to `b` along the great circle. */
function interpolate(a: LatLng, b: LatLng, fraction: number): LatLng {
  const delta = centralAngle(a, b);
  if (delta === 0) return a;
  const wa = Math.sin((1 - fraction) * delta) / Math.sin(delta);
  const wb = Math.sin(fraction * delta) / Math.sin(delta);
  const [lat1, lng1, lat2, lng2] = [a.lat, a.lng, b.lat, b.lng].map(toRadians) as [
    number,
    number,
    number,
    number,
  ];
  const x = wa * Math.cos(lat1) * Math.cos(lng1) + wb * Math.cos(lat2) * Math.cos(lng2);
  const y = wa * Math.cos(lat1) * Math.sin(lng1) + wb * Math.cos(lat2) * Math.sin(lng2);
  const z = wa * Math.sin(lat1) + wb * Math.sin(lat2);
  return { lat: toDegrees(Math.atan2(z, Math.hypot(x, y))), lng: toDegrees(Math.atan2(y, x)) };
}

/**
 * The point `distance` metres along a polyline from its first point, or from its last when `fromEnd`,
 * following each segment's great circle. Clamped to the line: a distance ≤ 0 gives the starting point and
 * one beyond the line's length gives the other end. Throws a RangeError for an empty path or a non-finite
 * distance.
 */
export function pointAlongPath(path: readonly LatLng[], distance: Meters, fromEnd = false): LatLng {
  if (!Number.isFinite(distance))
    throw new RangeError(`pointAlongPath: distance must be finite, got ${distance}`);
  const points = fromEnd ? [...path].reverse() : path;
  const start = points[0];
  if (start === undefined) throw new RangeError('pointAlongPath: the path is empty');
  let remaining: number = distance;
  if (remaining <= 0) return start;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const length = haversineMeters(a, b);
    if (remaining <= length) return interpolate(a, b, length === 0 ? 0 : remaining / length);
    remaining -= length;
  }
  return points[points.length - 1] ?? start;
}

/**
 * Where the map's target point starts on a hole line drawn tee → … → flag: 230 m back from the flag along
 * the line, clamped to the line (a hole shorter than 230 m puts it on the tee).
 */
export function defaultTargetPoint(holeLine: readonly LatLng[]): LatLng {
  return pointAlongPath(holeLine, DEFAULT_TARGET_DISTANCE_METERS, true);
}

/** Metres in yards (1 yd = 0.9144 m), unrounded. */
export function metersToYards(meters: Meters): Yards {
  return asYards(meters / METERS_PER_YARD);
}

/** Yards in metres (1 yd = 0.9144 m), unrounded. */
export function yardsToMeters(yards: Yards): Meters {
  return asMeters(yards * METERS_PER_YARD);
}

/** The user's distance unit setting. */
export type DistanceUnit = 'metric' | 'yards';

/** A distance ready to show: a number and its unit symbol. */
export interface DistanceParts {
  readonly value: number;
  readonly unit: 'm' | 'km' | 'yd';
}

/**
 * A distance rounded for display: metric shows whole metres ('m') below 1000 m after rounding and
 * kilometres with one decimal ('km') from there; yards always shows whole yards ('yd'), however far, since
 * golfers read course lengths in yards too. Rounding is half up. Throws a RangeError for a negative or
 * non-finite distance.
 */
export function distanceParts(meters: Meters, unit: DistanceUnit): DistanceParts {
  if (!Number.isFinite(meters) || meters < 0) {
    throw new RangeError(`distance must be a non-negative finite number of metres, got ${meters}`);
  }
  if (unit === 'yards') return { value: roundHalfUp(metersToYards(meters), 0), unit: 'yd' };
  const wholeMeters = roundHalfUp(meters, 0);
  if (wholeMeters < METRIC_KILOMETER_THRESHOLD) return { value: wholeMeters, unit: 'm' };
  return { value: roundHalfUp(meters / 1000, 1), unit: 'km' };
}

/**
 * A distance as text per `distanceParts`, number and unit separated by a space: "230 m", "1.2 km" (always one
 * decimal, a dot as separator), "252 yd". Locale-aware screens format `distanceParts` themselves.
 */
export function formatDistance(meters: Meters, unit: DistanceUnit): string {
  const { value, unit: symbol } = distanceParts(meters, unit);
  return `${symbol === 'km' ? value.toFixed(1) : String(value)} ${symbol}`;
}
