import type {
  ExpressionSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { ResolvedTheme } from '../../../lib/theme';
import type { MapPolygon } from './map-geometry';
import { mapStyleFor } from '../../clubs';
import type { Basemap, BasemapColors, MapStyleConfig } from '../../clubs';

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

/** What the hole map paints each kind of polygon with: a fill and its edge. */
export interface PolygonColors {
  fill: string;
  edge: string;
}

/**
 * The colours of the course's polygons in each theme, so that the hole reads as a golf hole with no imagery: a
 * mown fairway, a brighter green, sand bunkers and blue water on the basemap's pale (or dark) land.
 */
export const POLYGON_COLORS: Record<ResolvedTheme, Record<MapPolygon['kind'], PolygonColors>> = {
  light: {
    fairway: { fill: '#a6d38a', edge: '#82b866' },
    green: { fill: '#5cbf5a', edge: '#3a9a3c' },
    tee: { fill: '#8cc97a', edge: '#5e9f4e' },
    bunker: { fill: '#efe2b8', edge: '#c9b377' },
    water: { fill: '#8ec5e3', edge: '#5a9dc2' },
  },
  dark: {
    fairway: { fill: '#2f6b36', edge: '#4a8a50' },
    green: { fill: '#4fae52', edge: '#78cc7a' },
    tee: { fill: '#3d7d43', edge: '#5c9f61' },
    bunker: { fill: '#b3a274', edge: '#cdbd8f' },
    water: { fill: '#2a6a91', edge: '#4a8db5' },
  },
};

/** The edge of the hole shown's tee and green, above every colour of both themes. */
export const CURRENT_HOLE_EDGE = '#ffffff';

function byKind(theme: ResolvedTheme, part: keyof PolygonColors): ExpressionSpecification {
  const colors = POLYGON_COLORS[theme];
  return [
    'match',
    ['get', 'kind'],
    ...(Object.keys(colors) as MapPolygon['kind'][]).flatMap((kind) => [kind, colors[kind][part]]),
    colors.fairway[part],
  ] as unknown as ExpressionSpecification;
}

/** The paint of the polygons' fill and edge layers; the hole shown's tee and green get a white edge. */
export function polygonPaint(theme: ResolvedTheme): {
  fill: NonNullable<FillLayerSpecification['paint']>;
  line: NonNullable<LineLayerSpecification['paint']>;
} {
  return {
    fill: { 'fill-color': byKind(theme, 'fill'), 'fill-opacity': 0.9 },
    line: {
      'line-color': ['case', ['get', 'current'], CURRENT_HOLE_EDGE, byKind(theme, 'edge')],
      'line-width': ['case', ['get', 'current'], 2.5, 1],
    },
  };
}
