import type { Bounds } from '@fairway/contract';
import { haversineMeters } from '@fairway/golf';

/*
 * The club map's view rules (clubs-and-social.md §4 "Map", §9), as pure data: where it starts, how far out
 * it may go, and how a viewport travels to the API.
 */

/** A point in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The map never zooms out beyond this (§9). */
export const MIN_ZOOM = 2;
/** Zoom of the default view, near France, when no location is known (§4). */
export const DEFAULT_ZOOM = 4;
/** Zoom around a known location (§4). */
export const LOCATED_ZOOM = 11;
/** The default centre: the middle of metropolitan France. */
export const DEFAULT_CENTER: GeoPoint = { lat: 46.6, lng: 2.4 };
/** The map waits this long after the last move before it asks for the clubs of the viewport (§4, §9). */
export const VIEWPORT_DEBOUNCE_MS = 500;
/** Clubs asked for one viewport (§7: "map fetch limit 50 or 100"; the larger, so that fewer are left out). */
export const MAP_FETCH_LIMIT = 100;

/** Where the map opens: around the location at zoom 11 when there is one, else near France at zoom 4. */
export function initialView(location: GeoPoint | null): { center: GeoPoint; zoom: number } {
  return location ? { center: location, zoom: LOCATED_ZOOM } : { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * A viewport as the API's `bounds` query: `west,south,east,north`, five decimals (about a metre), latitudes
 * clamped to ±90 and longitudes wrapped into ±180. A view wider than the world asks for the whole world.
 */
export function boundsParam(bounds: Bounds): string {
  let { west, east } = bounds;
  if (east - west >= 360) {
    west = -180;
    east = 180;
  } else {
    west = wrapLongitude(west);
    east = wrapLongitude(east);
  }
  const south = clamp(bounds.south, 90);
  const north = clamp(bounds.north, 90);
  return [west, south, east, north].map(round5).join(',');
}

/** A longitude brought into [-180, 180]. */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** The smallest bounds holding every point, or null for none. */
export function boundsOfPoints(points: readonly { latitude: number; longitude: number }[]): Bounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { latitude, longitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return { west, south, east, north };
}

/** How far from the middle of a place's clubs a club still counts as in its main area (km). */
export const MAIN_AREA_KM = 1500;

/**
 * The clubs of a place's main area: those within {@link MAIN_AREA_KM} of the median club. A country's clubs overseas
 * (France's in the Caribbean or the Indian Ocean) would otherwise make the map fit half the world.
 */
export function mainAreaOf<P extends { latitude: number; longitude: number }>(points: readonly P[]): P[] {
  if (points.length < 3) return [...points];
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const lat = median(points.map((point) => point.latitude));
  const lng = median(points.map((point) => point.longitude));
  const near = points.filter(
    (point) =>
      haversineMeters({ lat, lng }, { lat: point.latitude, lng: point.longitude }) <= MAIN_AREA_KM * 1000,
  );
  return near.length > 0 ? near : [...points];
}

/** The middle of a viewport. */
export function centerOf(bounds: Bounds): GeoPoint {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  return { lat: (bounds.south + bounds.north) / 2, lng: wrapLongitude((bounds.west + east) / 2) };
}
