import { describe, expect, it } from 'vitest';
import { mapStyleConfig } from '../../clubs/model/map-style';
import { HOLE_MAP_ATTRIBUTION, NO_STYLE_URLS, holeMapStyle } from './hole-map-style';

const colors = { background: '#cfe0c3', graticule: '#cfe0c3' };

describe('the hole map style', () => {
  it('is the configured satellite style', () => {
    const config = mapStyleConfig({
      VITE_MAP_STYLE_URL: 'https://tiles.example/map.json',
      VITE_SATELLITE_STYLE_URL: 'https://tiles.example/satellite.json',
    });
    expect(holeMapStyle(config, colors)).toBe('https://tiles.example/satellite.json');
  });

  it('falls back to the map style when no satellite style is configured', () => {
    const config = mapStyleConfig({ VITE_MAP_STYLE_URL: 'https://tiles.example/map.json' });
    expect(holeMapStyle(config, colors)).toBe('https://tiles.example/map.json');
  });

  it('is the plain style, with no tiles to fetch, when nothing is configured or reachable', () => {
    for (const config of [mapStyleConfig({}), NO_STYLE_URLS]) {
      const style = holeMapStyle(config, colors);
      expect(typeof style).toBe('object');
      if (typeof style === 'string') continue;
      expect(style.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': '#cfe0c3' } });
      expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    }
  });

  it('credits OpenStreetMap for the data', () => {
    expect(HOLE_MAP_ATTRIBUTION).toBe('© OpenStreetMap contributors');
  });
});
