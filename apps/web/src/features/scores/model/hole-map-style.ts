import type { StyleSpecification } from 'maplibre-gl';
import { mapStyleFor } from '../../clubs/model/map-style';
import type { Basemap } from '../../clubs/model/basemap';
import type { BasemapColors, MapStyleConfig } from '../../clubs/model/map-style';

/**
 * The hole map's style (issue "Hole map": satellite style from configuration): the configured satellite style,
 * else the map style, else the built-in basemap that needs no network. A golfer aims at what the ground looks like.
 */
export function holeMapStyle(
  config: MapStyleConfig,
  colors: BasemapColors,
  basemap: Basemap | null,
): string | StyleSpecification {
  return mapStyleFor('satellite', config, colors, basemap);
}

/** The URL of the style the hole map asks for first (satellite, else map), if any. */
export function holeMapStyleUrl(config: MapStyleConfig): string | undefined {
  return config.satelliteStyleUrl ?? config.mapStyleUrl;
}

/** No style URL at all: what the hole map falls back to when the configured style does not answer. */
export const NO_STYLE_URLS: MapStyleConfig = { mapStyleUrl: undefined, satelliteStyleUrl: undefined };

/** Credit for the data the hole map draws (the holes' geometry comes from OpenStreetMap). */
export const HOLE_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
