import { nativePlugin } from './platform';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/*
 * Where the golfer is (clubs-and-social.md §4 "Map", §9): the device's location (high accuracy, 10 s), else an
 * approximate one (an IP look-up when `VITE_IP_LOCATION_URL` is configured, else the centre of the profile's
 * country), kept 15 minutes on the device. The rules are pure functions of their inputs and a clock; the
 * device, the network and storage are passed in, so tests drive them with fakes.
 */

/** A point in decimal degrees. */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** How a location was found, most precise first. */
export type LocationSource = 'device' | 'ip' | 'country';

/** A location with where it came from and when (epoch milliseconds). */
export interface KnownLocation extends Coordinates {
  source: LocationSource;
  at: number;
}

/** A cached location is used for 15 minutes (§9). */
export const LOCATION_CACHE_MS = 15 * 60_000;
/** The device gets 10 s to answer (§9). */
export const DEVICE_LOCATION_TIMEOUT_MS = 10_000;
/** The IP look-up gets this long before the country centre is used instead. */
export const IP_LOOKUP_TIMEOUT_MS = 5_000;

/** Whether a cached location may still be used at `now`. */
export function isLocationFresh(location: KnownLocation | null, now: number): location is KnownLocation {
  return location !== null && now >= location.at && now - location.at < LOCATION_CACHE_MS;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function toCoordinates(lat: unknown, lng: unknown): Coordinates | null {
  const latitude = typeof lat === 'string' ? Number(lat) : lat;
  const longitude = typeof lng === 'string' ? Number(lng) : lng;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return { lat: latitude, lng: longitude };
}

/** Reads a stored location; anything unreadable counts as none. */
export function parseStoredLocation(text: string | null): KnownLocation | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof data !== 'object' || data === null) return null;
    const point = toCoordinates(data.lat, data.lng);
    const { source, at } = data;
    if (!point || (source !== 'device' && source !== 'ip' && source !== 'country')) return null;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    return { ...point, source, at };
  } catch {
    return null;
  }
}

/**
 * Reads the answer of an IP look-up service. Accepts the usual shapes: `{ latitude, longitude }`,
 * `{ lat, lon }`, `{ lat, lng }` (numbers or numeric text), and ipinfo's `{ loc: "lat,lng" }`.
 */
export function parseIpLocation(data: unknown): Coordinates | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  if (typeof body.loc === 'string') {
    const [lat, lng] = body.loc.split(',');
    return toCoordinates(lat?.trim(), lng?.trim());
  }
  return (
    toCoordinates(body.latitude, body.longitude) ??
    toCoordinates(body.lat, body.lon) ??
    toCoordinates(body.lat, body.lng)
  );
}

/**
 * The rough centre of each country Fairway has clubs in (ISO 3166-1 alpha-2): the last resort when neither the
 * device nor an IP look-up can say where the golfer is.
 */
export const COUNTRY_CENTRES: Readonly<Record<string, Coordinates>> = {
  AD: { lat: 42.55, lng: 1.58 },
  AT: { lat: 47.59, lng: 14.14 },
  BA: { lat: 44.17, lng: 17.79 },
  BE: { lat: 50.64, lng: 4.67 },
  BG: { lat: 42.77, lng: 25.22 },
  BY: { lat: 53.53, lng: 28.03 },
  CH: { lat: 46.8, lng: 8.23 },
  CY: { lat: 35.05, lng: 33.22 },
  CZ: { lat: 49.74, lng: 15.34 },
  DE: { lat: 51.11, lng: 10.39 },
  DK: { lat: 55.96, lng: 10.05 },
  EE: { lat: 58.67, lng: 25.54 },
  ES: { lat: 40.24, lng: -3.65 },
  FI: { lat: 64.5, lng: 26.27 },
  FR: { lat: 46.6, lng: 2.4 },
  GB: { lat: 53.0, lng: -1.8 },
  GR: { lat: 39.07, lng: 22.96 },
  HR: { lat: 45.1, lng: 15.2 },
  HU: { lat: 47.16, lng: 19.4 },
  IE: { lat: 53.18, lng: -8.14 },
  IS: { lat: 64.99, lng: -18.57 },
  IT: { lat: 42.83, lng: 12.83 },
  LI: { lat: 47.14, lng: 9.55 },
  LT: { lat: 55.33, lng: 23.9 },
  LU: { lat: 49.77, lng: 6.09 },
  LV: { lat: 56.85, lng: 24.93 },
  MC: { lat: 43.74, lng: 7.42 },
  MD: { lat: 47.2, lng: 28.47 },
  ME: { lat: 42.79, lng: 19.25 },
  MK: { lat: 41.6, lng: 21.7 },
  MT: { lat: 35.89, lng: 14.44 },
  NL: { lat: 52.24, lng: 5.55 },
  NO: { lat: 61.15, lng: 8.79 },
  PL: { lat: 52.13, lng: 19.39 },
  PT: { lat: 39.6, lng: -8.0 },
  RO: { lat: 45.85, lng: 24.97 },
  RS: { lat: 44.02, lng: 20.81 },
  RU: { lat: 55.75, lng: 37.62 },
  SE: { lat: 62.0, lng: 15.0 },
  SI: { lat: 46.15, lng: 14.99 },
  SK: { lat: 48.71, lng: 19.48 },
  TR: { lat: 39.06, lng: 35.18 },
  UA: { lat: 49.0, lng: 31.39 },
  XK: { lat: 42.57, lng: 20.87 },
};

/** The centre of a country by its ISO code (any case), or null when Fairway does not know it. */
export function countryCentre(countryCode: string | null | undefined): Coordinates | null {
  if (!countryCode) return null;
  return COUNTRY_CENTRES[countryCode.trim().toUpperCase()] ?? null;
}

/** Asks the device where it is; rejects when it cannot say (denied, unavailable, too slow). */
export type DeviceLocator = (options: { timeoutMs: number; highAccuracy: boolean }) => Promise<Coordinates>;

/** Asks a look-up service where the connection comes from; rejects or answers null when it cannot. */
export type IpLocator = () => Promise<Coordinates | null>;

export interface LocateDeps {
  /** The cached location, if any. */
  cached: KnownLocation | null;
  /** The device, or null when it has no geolocation. */
  device: DeviceLocator | null;
  /** The IP look-up, or null when none is configured. */
  ip: IpLocator | null;
  /** The profile's country (ISO code), for the last resort. */
  countryCode: string | null;
  now: () => number;
}

/**
 * Where the golfer is: a fresh cached location as it is; else the device (10 s, high accuracy); else the IP
 * look-up; else the profile country's centre; null when none of them knows. With `refresh`, the cache is
 * skipped (the golfer asked again).
 */
export async function locate(deps: LocateDeps, refresh = false): Promise<KnownLocation | null> {
  if (!refresh && isLocationFresh(deps.cached, deps.now())) return deps.cached;
  if (deps.device) {
    try {
      const point = await deps.device({ timeoutMs: DEVICE_LOCATION_TIMEOUT_MS, highAccuracy: true });
      return { ...point, source: 'device', at: deps.now() };
    } catch {
      // Denied, unavailable or too slow: an approximate location is better than none.
    }
  }
  if (deps.ip) {
    try {
      const point = await deps.ip();
      if (point) return { ...point, source: 'ip', at: deps.now() };
    } catch {
      // The look-up service is down or blocked: fall through to the country.
    }
  }
  const centre = countryCentre(deps.countryCode);
  return centre ? { ...centre, source: 'country', at: deps.now() } : null;
}

/** The shape of Capacitor's Geolocation plugin that Fairway uses, when the native shell provides it. */
interface NativeGeolocation {
  getCurrentPosition(options: {
    enableHighAccuracy: boolean;
    timeout: number;
  }): Promise<{ coords: { latitude: number; longitude: number } }>;
}

function nativeGeolocation(): NativeGeolocation | null {
  return nativePlugin<NativeGeolocation>('Geolocation');
}

/**
 * The device's locator: Capacitor's Geolocation plugin in the native shell (it asks the system's permission),
 * the browser's geolocation otherwise; null when neither exists.
 */
export function deviceLocator(): DeviceLocator | null {
  const native = nativeGeolocation();
  if (native) {
    return async ({ timeoutMs, highAccuracy }) => {
      const { coords } = await native.getCurrentPosition({
        enableHighAccuracy: highAccuracy,
        timeout: timeoutMs,
      });
      return { lat: coords.latitude, lng: coords.longitude };
    };
  }
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  return ({ timeoutMs, highAccuracy }) =>
    new Promise((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
        (error) => reject(new Error(error.message || `geolocation error ${error.code}`)),
        { enableHighAccuracy: highAccuracy, timeout: timeoutMs, maximumAge: LOCATION_CACHE_MS },
      );
    });
}

/** The IP look-up configured at build time (`VITE_IP_LOCATION_URL`), or null. */
export function ipLocator(url: unknown = import.meta.env.VITE_IP_LOCATION_URL): IpLocator | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  return async () => {
    const response = await fetch(url.trim(), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return parseIpLocation(await response.json());
  };
}

/** The location cached on this device, fresh or not. */
export function readCachedLocation(): KnownLocation | null {
  return parseStoredLocation(readStorage(STORAGE_KEYS.location));
}

/** Keeps a location on this device (the next 15 minutes need not ask again). */
export function writeCachedLocation(location: KnownLocation): void {
  writeStorage(STORAGE_KEYS.location, JSON.stringify(location));
}

/**
 * Where the golfer is, with the device's locator, the configured IP look-up and this device's cache: the
 * app's entry point (see {@link locate}). A location found is cached; a country centre is not, so that the
 * device is asked again next time.
 */
export async function currentLocation(
  countryCode: string | null,
  refresh = false,
): Promise<KnownLocation | null> {
  const location = await locate(
    { cached: readCachedLocation(), device: deviceLocator(), ip: ipLocator(), countryCode, now: Date.now },
    refresh,
  );
  if (location && location.source !== 'country') writeCachedLocation(location);
  return location;
}
