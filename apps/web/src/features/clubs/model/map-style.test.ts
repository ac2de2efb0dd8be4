import { describe, expect, it } from 'vitest';
import { loadBasemap } from './basemap';
import { BASEMAP_COLORS, builtInMapStyle, mapStyleConfig, mapStyleFor } from './map-style';

const COLORS = BASEMAP_COLORS.light;

it('reads the style URLs of the server’s configuration, none before it answers', () => {
  expect(mapStyleConfig(undefined)).toEqual({ mapStyleUrl: undefined, satelliteStyleUrl: undefined });
  expect(
    mapStyleConfig({ mapStyleUrl: 'https://tiles.example/style.json', satelliteStyleUrl: null }),
  ).toEqual({ mapStyleUrl: 'https://tiles.example/style.json', satelliteStyleUrl: undefined });
});

it.each([
  ['nothing configured: the built-in basemap', 'map', {}, 'built-in'],
  ['nothing configured, satellite asked: the built-in basemap', 'satellite', {}, 'built-in'],
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
    null,
  );
  expect(typeof style === 'string' ? style : 'built-in').toBe(expected);
});

// The first load reads and converts 750 KB of TopoJSON: slow on a busy machine.
describe('the built-in basemap', { timeout: 30_000 }, () => {
  it('is the sea alone until the basemap has loaded', () => {
    const style = builtInMapStyle(COLORS, null);
    expect(style.layers).toEqual([
      { id: 'water', type: 'background', paint: { 'background-color': COLORS.water } },
    ]);
  });

  it('draws land, coastlines and borders from data in the app: no tiles, glyphs or sprite', async () => {
    const basemap = await loadBasemap();
    const style = builtInMapStyle(COLORS, basemap);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'coastlines', 'borders']);
    // Natural Earth 1:50m: land on every continent, thousands of coastline and border segments.
    expect(basemap.coastlines.coordinates.length).toBeGreaterThan(1000);
    expect(basemap.borders.coordinates.length).toBeGreaterThan(100);
    const land = basemap.land.type === 'FeatureCollection' ? basemap.land.features : [basemap.land];
    expect(land.length).toBeGreaterThan(0);
  });

  it('puts Paris on land and the middle of the Atlantic in the sea', async () => {
    const { land } = await loadBasemap();
    const polygons = (land.type === 'FeatureCollection' ? land.features : [land]).flatMap((item) =>
      item.geometry.type === 'MultiPolygon'
        ? item.geometry.coordinates
        : item.geometry.type === 'Polygon'
          ? [item.geometry.coordinates]
          : [],
    );
    const inRing = ([x, y]: number[], ring: number[][]) => {
      let inside = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) inside = !inside;
      }
      return inside;
    };
    const onLand = (point: number[]) =>
      polygons.some(
        ([outer, ...holes]) => inRing(point, outer!) && !holes.some((hole) => inRing(point, hole)),
      );
    expect(onLand([2.35, 48.86])).toBe(true);
    expect(onLand([-35, 40])).toBe(false);
  });
});
