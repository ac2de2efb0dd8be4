import { describe, expect, it } from 'vitest';
import { BASEMAP_COLORS, mapStyleConfig } from '../../clubs';
import {
  CURRENT_HOLE_EDGE,
  HOLE_MAP_ATTRIBUTION,
  NO_STYLE_URLS,
  POLYGON_COLORS,
  holeMapStyle,
  holeMapStyleUrl,
  polygonPaint,
} from './hole-map-style';

const colors = BASEMAP_COLORS.light;

describe('the hole map style', () => {
  it('is the configured satellite style', () => {
    const config = mapStyleConfig({
      mapStyleUrl: 'https://tiles.example/map.json',
      satelliteStyleUrl: 'https://tiles.example/satellite.json',
    });
    expect(holeMapStyleUrl(config)).toBe('https://tiles.example/satellite.json');
    expect(holeMapStyle(config, colors, null)).toBe('https://tiles.example/satellite.json');
  });

  it('falls back to the map style when no satellite style is configured', () => {
    const config = mapStyleConfig({ mapStyleUrl: 'https://tiles.example/map.json', satelliteStyleUrl: null });
    expect(holeMapStyleUrl(config)).toBe('https://tiles.example/map.json');
    expect(holeMapStyle(config, colors, null)).toBe('https://tiles.example/map.json');
  });

  it('is the built-in basemap, with no tiles to fetch, when nothing is configured or reachable', () => {
    for (const config of [mapStyleConfig({ mapStyleUrl: null, satelliteStyleUrl: null }), NO_STYLE_URLS]) {
      expect(holeMapStyleUrl(config)).toBeUndefined();
      const style = holeMapStyle(config, colors, null);
      expect(typeof style).toBe('object');
      if (typeof style === 'string') continue;
      expect(style.layers[0]).toMatchObject({
        type: 'background',
        paint: { 'background-color': colors.water },
      });
      expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    }
  });

  it('credits OpenStreetMap for the data', () => {
    expect(HOLE_MAP_ATTRIBUTION).toBe('© OpenStreetMap contributors');
  });
});

describe('the course polygons on the hole map', () => {
  it.each(['light', 'dark'] as const)(
    'colours each kind apart in the %s theme, the hole shown edged in white',
    (theme) => {
      const colors = POLYGON_COLORS[theme];
      const fills = Object.values(colors).map((color) => color.fill);
      expect(new Set(fills).size).toBe(fills.length);
      const paint = polygonPaint(theme);
      expect(paint.fill['fill-color']).toEqual([
        'match',
        ['get', 'kind'],
        'fairway',
        colors.fairway.fill,
        'green',
        colors.green.fill,
        'tee',
        colors.tee.fill,
        'bunker',
        colors.bunker.fill,
        'water',
        colors.water.fill,
        colors.fairway.fill,
      ]);
      expect(paint.line['line-color']).toEqual([
        'case',
        ['get', 'current'],
        CURRENT_HOLE_EDGE,
        expect.any(Array),
      ]);
    },
  );
});
