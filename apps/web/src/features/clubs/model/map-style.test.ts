import { expect, it } from 'vitest';
import { graticule, mapStyleConfig, mapStyleFor, plainMapStyle } from './map-style';

const COLORS = { background: '#dcebdf', graticule: '#c3d6c8' };

it('reads the style URLs of the build, ignoring empty ones', () => {
  expect(mapStyleConfig({})).toEqual({ mapStyleUrl: undefined, satelliteStyleUrl: undefined });
  expect(
    mapStyleConfig({
      VITE_MAP_STYLE_URL: ' https://tiles.example/style.json ',
      VITE_SATELLITE_STYLE_URL: '',
    }),
  ).toEqual({
    mapStyleUrl: 'https://tiles.example/style.json',
    satelliteStyleUrl: undefined,
  });
});

it.each([
  ['nothing configured: the plain style', 'map', {}, 'plain'],
  ['nothing configured, satellite asked: the plain style', 'satellite', {}, 'plain'],
  ['a map style', 'map', { mapStyleUrl: 'https://m' }, 'https://m'],
  [
    'satellite asked and configured',
    'satellite',
    { mapStyleUrl: 'https://m', satelliteStyleUrl: 'https://s' },
    'https://s',
  ],
  ['satellite asked, not configured: the map style', 'satellite', { mapStyleUrl: 'https://m' }, 'https://m'],
] as const)('%s', (_name, kind, config, expected) => {
  const style = mapStyleFor(
    kind,
    { mapStyleUrl: undefined, satelliteStyleUrl: undefined, ...config },
    COLORS,
  );
  expect(typeof style === 'string' ? style : 'plain').toBe(expected);
});

it('draws the plain style from nothing on the network: no tiles, glyphs or sprite', () => {
  const style = plainMapStyle(COLORS);
  expect(style.glyphs).toBeUndefined();
  expect(style.sprite).toBeUndefined();
  expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
  expect(style.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': '#dcebdf' } });
});

it('draws a graticule every 5 degrees', () => {
  expect(graticule().features).toHaveLength(73 + 33);
});
