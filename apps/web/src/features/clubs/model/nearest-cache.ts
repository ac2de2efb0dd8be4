import type { ClubSummary } from '@fairway/contract';
import { asMeters, haversineMeters } from '@fairway/golf';
import { readStorage, writeStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { GeoPoint } from './map-view';

/*
 * The nearest clubs, kept on the device for 30 minutes (clubs-and-social.md §4, §9), so that the explore page
 * shows them at once on the next visit. An entry answers only for about the same place.
 */

/** How long the nearest clubs are kept (§9). */
export const NEAREST_CACHE_MS = 30 * 60_000;
/** Moving farther than this from where they were asked makes them someone else's nearest clubs. */
export const NEAREST_CACHE_RADIUS_METERS = asMeters(2_000);

export interface NearestEntry {
  at: number;
  lat: number;
  lng: number;
  /** As the explore page's rows show them (a whole club, as stored before 2026-11-27, has these fields too). */
  clubs: ClubSummary[];
}

/** The cached clubs when they are younger than 30 minutes and were asked from near `location`; else null. */
export function cachedNearest(
  entry: NearestEntry | null,
  location: GeoPoint,
  now: number,
): NearestEntry | null {
  if (!entry || now < entry.at || now - entry.at >= NEAREST_CACHE_MS) return null;
  const moved = haversineMeters(location, { lat: entry.lat, lng: entry.lng });
  return moved <= NEAREST_CACHE_RADIUS_METERS ? entry : null;
}

/** Reads the stored entry; anything unreadable is none. */
export function parseNearestEntry(stored: string | null): NearestEntry | null {
  if (!stored) return null;
  try {
    const data = JSON.parse(stored) as Partial<NearestEntry> | null;
    if (!data || typeof data !== 'object') return null;
    const { at, lat, lng, clubs } = data;
    if (typeof at !== 'number' || typeof lat !== 'number' || typeof lng !== 'number' || !Array.isArray(clubs))
      return null;
    return { at, lat, lng, clubs };
  } catch {
    return null;
  }
}

export function readNearestEntry(): NearestEntry | null {
  return parseNearestEntry(readStorage(STORAGE_KEYS.nearestClubs));
}

export function writeNearestEntry(entry: NearestEntry): void {
  writeStorage(STORAGE_KEYS.nearestClubs, JSON.stringify(entry));
}
