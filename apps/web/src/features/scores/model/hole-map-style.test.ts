import { describe, expect, it } from 'vitest';
import { BASEMAP_COLORS, mapStyleConfig } from '../../clubs/model/map-style';
import { HOLE_MAP_ATTRIBUTION, NO_STYLE_URLS, holeMapStyle, holeMapStyleUrl } from './hole-map-style';

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
