import { EARTH_RADIUS_METERS } from './geo';
import type { LatLng } from './geo';
import { asMeters } from './units';
import type { Meters } from './units';

/** Front, centre and back of a green as seen along the line of play, with their distances from the golfer. */
export interface GreenDistances {
  readonly front: Meters;
  readonly centre: Meters;
  readonly back: Meters;
  readonly frontPoint: LatLng;
  readonly centrePoint: LatLng;
  readonly backPoint: LatLng;
}

interface Xy {
  x: number;
  y: number;
}

const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;

/**
 * Front, centre and back of a green from `from` (the golfer, or the tee when location is off).
 *
 * The centre is the centroid of the green's outline. The line of play runs from `approach` (default `from`; on a
 * dogleg, the last point of the hole line before the green) through that centre; front and back are where that line
 * crosses the outline, nearest and farthest from the approach. When the line does not cross the outline (a
 * degenerate ring), the outline's extent along the line is used. Distances are straight from `from` to each point,
 * measured on a local flat projection (a green is a few dozen metres across). Throws a RangeError for an outline with
 * fewer than 3 distinct points or a non-finite coordinate.
 */
export function greenDistances(
  from: LatLng,
  outline: readonly LatLng[],
  approach: LatLng = from,
): GreenDistances {
  const ring = distinctRing(outline);
  if (ring.length < 3) throw new RangeError('greenDistances: the green outline needs 3 distinct points');
  const origin = ring[0]!;
  const toXy = (point: LatLng): Xy => ({
    x: (point.lng - origin.lng) * METERS_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180),
    y: (point.lat - origin.lat) * METERS_PER_DEGREE,
  });
  const toLatLng = ({ x, y }: Xy): LatLng => ({
    lat: origin.lat + y / METERS_PER_DEGREE,
    lng: origin.lng + x / (METERS_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)),
  });
  for (const point of [from, approach, ...ring])
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng))
      throw new RangeError('greenDistances: coordinates must be finite');

  const points = ring.map(toXy);
  const centre = centroid(points);
  const golfer = toXy(from);
  const start = toXy(approach);
  let direction = unit({ x: centre.x - start.x, y: centre.y - start.y });
  direction ??= unit({ x: centre.x - golfer.x, y: centre.y - golfer.y }) ?? { x: 0, y: 1 };

  const crossings: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const t = crossing(centre, direction, a, b);
    if (t !== null) crossings.push(t);
  }
  const along = crossings.length >= 2 ? crossings : points.map((p) => dot(sub(p, centre), direction));
  const near = Math.min(...along);
  const far = Math.max(...along);
  const frontXy = { x: centre.x + near * direction.x, y: centre.y + near * direction.y };
  const backXy = { x: centre.x + far * direction.x, y: centre.y + far * direction.y };
  const distance = (p: Xy) => asMeters(Math.hypot(p.x - golfer.x, p.y - golfer.y));
  return {
    front: distance(frontXy),
    centre: distance(centre),
    back: distance(backXy),
    frontPoint: toLatLng(frontXy),
    centrePoint: toLatLng(centre),
    backPoint: toLatLng(backXy),
  };
}

/** The ring without its closing point and without repeated neighbours. */
function distinctRing(outline: readonly LatLng[]): LatLng[] {
  const ring: LatLng[] = [];
  for (const point of outline) {
    const last = ring[ring.length - 1];
    if (!last || last.lat !== point.lat || last.lng !== point.lng) ring.push(point);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) ring.pop();
  return ring;
}

/** The area centroid of a simple polygon (the vertices' mean when it has no area). */
function centroid(points: readonly Xy[]): Xy {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    return {
      x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
      y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
    };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

/** Where the line `origin + t·direction` crosses the segment a–b, as t; null when it does not. */
function crossing(origin: Xy, direction: Xy, a: Xy, b: Xy): number | null {
  const edge = sub(b, a);
  const denominator = direction.x * edge.y - direction.y * edge.x;
  if (Math.abs(denominator) < 1e-12) return null;
  const offset = sub(a, origin);
  const t = (offset.x * edge.y - offset.y * edge.x) / denominator;
  const s = (offset.x * direction.y - offset.y * direction.x) / denominator;
  return s >= 0 && s <= 1 ? t : null;
}

function sub(a: Xy, b: Xy): Xy {
  return { x: a.x - b.x, y: a.y - b.y };
}

function dot(a: Xy, b: Xy): number {
  return a.x * b.x + a.y * b.y;
}

function unit(v: Xy): Xy | null {
  const length = Math.hypot(v.x, v.y);
  return length < 1e-9 ? null : { x: v.x / length, y: v.y / length };
}
