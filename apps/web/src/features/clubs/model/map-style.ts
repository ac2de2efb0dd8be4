import type { StyleSpecification } from 'maplibre-gl';
import type { ResolvedTheme } from '../../../lib/theme';
import type { Basemap } from './basemap';

/*
 * The maps' style. Style URLs are the server's configuration (`MAP_STYLE_URL`, `SATELLITE_STYLE_URL`, read from
 * `GET /api/config`, so an operator changes them without a rebuild). Without one, or when its server does not answer,
 * the maps draw the built-in basemap: Natural Earth's land, coastlines and borders (basemap.ts), which needs no
 * network.
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

/** The style URLs the server gave; `undefined` for each one it has none of (or before its answer). */
export interface MapStyleConfig {
  mapStyleUrl: string | undefined;
  satelliteStyleUrl: string | undefined;
}

/** The style URLs of `GET /api/config`'s answer (none while it has not come). */
export function mapStyleConfig(
  config: { mapStyleUrl: string | null; satelliteStyleUrl: string | null } | undefined,
): MapStyleConfig {
  return {
    mapStyleUrl: config?.mapStyleUrl ?? undefined,
    satelliteStyleUrl: config?.satelliteStyleUrl ?? undefined,
  };
}

/** Colours of the built-in basemap, from the theme. */
export interface BasemapColors {
  water: string;
  land: string;
  coastline: string;
  border: string;
}

/** The built-in basemap's colours in each theme: a blue-grey sea, a pale green land. */
export const BASEMAP_COLORS: Record<ResolvedTheme, BasemapColors> = {
  light: { water: '#c9dfe8', land: '#e6eedf', coastline: '#8fb3c4', border: '#a9b3a0' },
  dark: { water: '#0e2130', land: '#17291e', coastline: '#2f5468', border: '#3f5a48' },
};

/**
 * The built-in style: the sea as the background, then the land, its coastlines and the borders between countries
 * once `basemap` has loaded (only the sea before). No tiles, glyphs or sprite: nothing to download.
 */
export function builtInMapStyle(colors: BasemapColors, basemap: Basemap | null): StyleSpecification {
  const background = {
    id: 'water',
    type: 'background',
    paint: { 'background-color': colors.water },
  } as const;
  if (!basemap) return { version: 8, sources: {}, layers: [background] };
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: basemap.land },
      coastlines: { type: 'geojson', data: basemap.coastlines },
      borders: { type: 'geojson', data: basemap.borders },
    },
    layers: [
      background,
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      {
        id: 'coastlines',
        type: 'line',
        source: 'coastlines',
        paint: { 'line-color': colors.coastline, 'line-width': 1 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': colors.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/** The two kinds of map a golfer may switch between. */
export type MapKind = 'map' | 'satellite';

/**
 * The style to load: the configured URL of the kind asked for (satellite falls back to the map style),
 * else the built-in basemap.
 */
export function mapStyleFor(
  kind: MapKind,
  config: MapStyleConfig,
  colors: BasemapColors,
  basemap: Basemap | null,
): string | StyleSpecification {
  if (kind === 'satellite' && config.satelliteStyleUrl) return config.satelliteStyleUrl;
  return config.mapStyleUrl ?? builtInMapStyle(colors, basemap);
}
