// @vitest-environment jsdom
import '../test/dom';
import { describe, expect, it, vi } from 'vitest';
import {
  DEVICE_LOCATION_TIMEOUT_MS,
  LOCATION_CACHE_MS,
  countryCentre,
  isLocationFresh,
  locate,
  parseIpLocation,
  parseStoredLocation,
  readCachedLocation,
  writeCachedLocation,
  type KnownLocation,
  type LocateDeps,
} from './location';

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
const LYON = { lat: 45.76, lng: 4.84 };
const BIARRITZ = { lat: 43.48, lng: -1.56 };

const cachedAt = (at: number, source: KnownLocation['source'] = 'device'): KnownLocation => ({
  ...LYON,
  source,
  at,
});

describe('isLocationFresh', () => {
  it.each([
    ['none cached', null, T0, false],
    ['just cached', cachedAt(T0), T0, true],
    ['14 min 59 s old', cachedAt(T0), T0 + LOCATION_CACHE_MS - 1000, true],
    ['exactly 15 min old', cachedAt(T0), T0 + LOCATION_CACHE_MS, false],
    ['an hour old', cachedAt(T0), T0 + 60 * 60_000, false],
    ['from the future (clock changed)', cachedAt(T0 + 60_000), T0, false],
  ])('%s → %s', (_name, location, now, fresh) => {
    expect(isLocationFresh(location, now)).toBe(fresh);
  });
});

describe('locate', () => {
  /** A fake world: a clock, a device and an IP service that answer as told. */
  function deps(overrides: Partial<LocateDeps> = {}): LocateDeps {
    return {
      cached: null,
      device: vi.fn(() => Promise.resolve(LYON)),
      ip: vi.fn(() => Promise.resolve(BIARRITZ)),
      countryCode: 'FR',
      now: () => T0,
      ...overrides,
    };
  }
  const denied = () => Promise.reject(new Error('User denied Geolocation'));

  it.each<[string, Partial<LocateDeps>, Partial<KnownLocation> | null]>([
    ['the device when it answers', {}, { ...LYON, source: 'device', at: T0 }],
    [
      'a fresh cache without asking',
      { cached: cachedAt(T0 - 60_000, 'ip') },
      { source: 'ip', at: T0 - 60_000 },
    ],
    [
      'the device again when the cache is stale',
      { cached: cachedAt(T0 - LOCATION_CACHE_MS - 1, 'ip') },
      { source: 'device', at: T0 },
    ],
    ['the IP look-up when the device refuses', { device: denied }, { ...BIARRITZ, source: 'ip' }],
    ['the IP look-up when there is no device', { device: null }, { ...BIARRITZ, source: 'ip' }],
    [
      'the country centre when the IP look-up fails',
      { device: denied, ip: () => Promise.reject(new Error('offline')) },
      { lat: 46.6, lng: 2.4, source: 'country' },
    ],
    [
      'the country centre when the IP look-up does not know',
      { device: denied, ip: () => Promise.resolve(null) },
      { source: 'country' },
    ],
    [
      'the country centre when no IP look-up is configured',
      { device: denied, ip: null, countryCode: 'es' },
      { lat: 40.24, lng: -3.65, source: 'country' },
    ],
    ['nothing when nobody knows', { device: null, ip: null, countryCode: null }, null],
    ['nothing for an unknown country', { device: null, ip: null, countryCode: 'ZZ' }, null],
  ])('uses %s', async (_name, overrides, expected) => {
    const location = await locate(deps(overrides));
    if (expected === null) expect(location).toBeNull();
    else expect(location).toMatchObject(expected);
  });

  it('asks the device for high accuracy within 10 s', async () => {
    const device = vi.fn(() => Promise.resolve(LYON));
    await locate(deps({ device }));
    expect(device).toHaveBeenCalledWith({ timeoutMs: DEVICE_LOCATION_TIMEOUT_MS, highAccuracy: true });
    expect(DEVICE_LOCATION_TIMEOUT_MS).toBe(10_000);
  });

  it('skips a fresh cache when asked to refresh', async () => {
    const device = vi.fn(() => Promise.resolve(BIARRITZ));
    const location = await locate(deps({ cached: cachedAt(T0), device }), true);
    expect(device).toHaveBeenCalledOnce();
    expect(location).toMatchObject({ ...BIARRITZ, source: 'device' });
  });
});

describe('parseIpLocation', () => {
  it.each<[string, unknown, { lat: number; lng: number } | null]>([
    ['latitude/longitude', { latitude: 45.76, longitude: 4.84 }, LYON],
    ['lat/lon', { lat: 45.76, lon: 4.84 }, LYON],
    ['lat/lng as text', { lat: '45.76', lng: '4.84' }, LYON],
    ['ipinfo loc', { loc: '45.76,4.84', city: 'Lyon' }, LYON],
    ['out of range', { latitude: 145, longitude: 4 }, null],
    ['no coordinates', { city: 'Lyon' }, null],
    ['not an object', 'Lyon', null],
    ['null', null, null],
  ])('%s', (_name, body, expected) => {
    expect(parseIpLocation(body)).toEqual(expected);
  });
});

describe('parseStoredLocation', () => {
  it.each<[string, string | null, KnownLocation | null]>([
    ['a stored location', JSON.stringify(cachedAt(T0)), cachedAt(T0)],
    ['nothing', null, null],
    ['not JSON', '{', null],
    ['an unknown source', JSON.stringify({ ...LYON, source: 'gps', at: T0 }), null],
    ['no time', JSON.stringify({ ...LYON, source: 'device' }), null],
    ['bad coordinates', JSON.stringify({ lat: 'x', lng: 4, source: 'device', at: T0 }), null],
  ])('%s', (_name, text, expected) => {
    expect(parseStoredLocation(text)).toEqual(expected);
  });

  it('round-trips through the device storage', () => {
    writeCachedLocation(cachedAt(T0, 'ip'));
    expect(readCachedLocation()).toEqual(cachedAt(T0, 'ip'));
  });
});

describe('countryCentre', () => {
  it.each([
    ['FR', { lat: 46.6, lng: 2.4 }],
    ['gb', { lat: 53.0, lng: -1.8 }],
    [' it ', { lat: 42.83, lng: 12.83 }],
    ['ZZ', null],
    ['', null],
    [null, null],
  ])('%s', (code, expected) => {
    expect(countryCentre(code)).toEqual(expected);
  });
});
