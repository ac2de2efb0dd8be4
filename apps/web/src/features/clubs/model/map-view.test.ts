import { describe, expect, it } from 'vitest';
import { boundsOfPoints, boundsParam, centerOf, initialView, wrapLongitude, mainAreaOf } from './map-view';

describe('initialView', () => {
  it('opens near France at zoom 4 without a location, at zoom 11 around one', () => {
    expect(initialView(null)).toEqual({ center: { lat: 46.6, lng: 2.4 }, zoom: 4 });
    expect(initialView({ lat: 43.5, lng: -1.5 })).toEqual({ center: { lat: 43.5, lng: -1.5 }, zoom: 11 });
  });
});

describe('boundsParam', () => {
  it.each([
    ['a plain viewport', { west: 4.123456, south: 45.1, east: 6, north: 47 }, '4.12346,45.1,6,47'],
    ['latitudes beyond the poles', { west: -10, south: -95, east: 10, north: 95 }, '-10,-90,10,90'],
    ['a view across the antimeridian', { west: 170, south: -10, east: 190, north: 10 }, '170,-10,-170,10'],
    ['a view wider than the world', { west: -300, south: -80, east: 300, north: 80 }, '-180,-80,180,80'],
  ])('%s', (_name, bounds, param) => {
    expect(boundsParam(bounds)).toBe(param);
  });
});

it.each([
  [0, 0],
  [180, 180],
  [-180, -180],
  [190, -170],
  [-190, 170],
  [540, 180],
])('wraps longitude %s to %s', (lng, wrapped) => {
  expect(wrapLongitude(lng)).toBe(wrapped);
});

it('finds the bounds of points, and none for no points', () => {
  expect(boundsOfPoints([])).toBeNull();
  expect(
    boundsOfPoints([
      { latitude: 45, longitude: 4 },
      { latitude: 43, longitude: -1 },
    ]),
  ).toEqual({ west: -1, south: 43, east: 4, north: 45 });
});

it('finds the middle of a view, across the antimeridian too', () => {
  expect(centerOf({ west: 4, south: 45, east: 6, north: 47 })).toEqual({ lat: 46, lng: 5 });
  expect(centerOf({ west: 170, south: -10, east: -170, north: 10 })).toEqual({ lat: 0, lng: 180 });
});

it('keeps a country’s main area and leaves its clubs overseas out (France without its Caribbean clubs)', () => {
  const mainland = [
    { latitude: 48.86, longitude: 2.35 },
    { latitude: 43.3, longitude: 5.37 },
    { latitude: 44.84, longitude: -0.58 },
    { latitude: 50.63, longitude: 3.06 },
  ];
  const overseas = [
    { latitude: 16.24, longitude: -61.53 },
    { latitude: 14.6, longitude: -61.07 },
    { latitude: -21.11, longitude: 55.53 },
  ];
  expect(mainAreaOf([...overseas.slice(0, 1), ...mainland, ...overseas.slice(1)])).toEqual(mainland);
  // A place all overseas, or too few clubs to tell, keeps them all.
  expect(mainAreaOf(overseas.slice(0, 2))).toEqual(overseas.slice(0, 2));
});
