import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

/*
 * The club map's style. Tile and satellite style URLs are configuration (ARCHITECTURE.md "Maps"):
 * `VITE_MAP_STYLE_URL` and `VITE_SATELLITE_STYLE_URL` at build time. Without them, or when no tile server is
 * reachable, the map draws its clubs on a plain background with a faint graticule, which needs no network.
 */

/**
 * Credit for OpenStreetMap, where the clubs, their courses and the hole geometry come from (ODbL): shown on every
 * map of clubs, whatever the tiles; a tile style adds its own credits beside it.
 */
export const OSM_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenStreetMap contributors</a>';

/**
 * How long a configured style may take to load (ms). A tile server that never answers sends neither `load` nor
 * `error`: past this, the map gives it up for the plain style, so that the clubs still show and are fetched.
 */
export const STYLE_LOAD_TIMEOUT_MS = 4000;

/** The style URLs the build was given; `undefined` for each one that was not. */
export interface MapStyleConfig {
  mapStyleUrl: string | undefined;
  satelliteStyleUrl: string | undefined;
}

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Reads the style URLs from the build's environment. */
export function mapStyleConfig(env: Record<string, unknown> = import.meta.env): MapStyleConfig {
  return {
    mapStyleUrl: nonEmpty(env.VITE_MAP_STYLE_URL),
    satelliteStyleUrl: nonEmpty(env.VITE_SATELLITE_STYLE_URL),
  };
}

/** Colours of the plain style, read from the theme's tokens by the caller. */
export interface PlainStyleColors {
  background: string;
  graticule: string;
}

/** Lines of latitude and longitude every `step` degrees, as GeoJSON, so the plain map still shows movement. */
export function graticule(step = 5): FeatureCollection<LineString> {
  const features: Feature<LineString>[] = [];
  for (let lng = -180; lng <= 180; lng += step) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lng, -85],
          [lng, 0],
          [lng, 85],
        ],
      },
    });
  }
  for (let lat = -80; lat <= 80; lat += step) {
    const coordinates: [number, number][] = [];
    for (let lng = -180; lng <= 180; lng += step) coordinates.push([lng, lat]);
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } });
  }
  return { type: 'FeatureCollection', features };
}

/** The built-in style: a background and a graticule, no tiles, no glyphs, no sprite (nothing to download). */
export function plainMapStyle(colors: PlainStyleColors): StyleSpecification {
  return {
    version: 8,
    sources: { graticule: { type: 'geojson', data: graticule() } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colors.background } },
      {
        id: 'graticule',
        type: 'line',
        source: 'graticule',
        paint: { 'line-color': colors.graticule, 'line-width': 1 },
      },
    ],
  };
}

/** The two kinds of map a golfer may switch between. */
export type MapKind = 'map' | 'satellite';

/**
 * The style to load: the configured URL of the kind asked for (satellite falls back to the map style),
 * else the plain style.
 */
export function mapStyleFor(
  kind: MapKind,
  config: MapStyleConfig,
  colors: PlainStyleColors,
): string | StyleSpecification {
  if (kind === 'satellite' && config.satelliteStyleUrl) return config.satelliteStyleUrl;
  return config.mapStyleUrl ?? plainMapStyle(colors);
}
