import { parseProfile } from './profile';
import type { CachedProfile } from './startup';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The profile kept on the device (platform.md §3 "Device storage keys": `profile` and its timestamp), used
 * at start-up while it is younger than 24 h and as the fallback when the server cannot be reached.
 */

/** The cached profile, or null when there is none or it cannot be read. */
export function readProfileCache(): CachedProfile | null {
  const raw = readStorage(STORAGE_KEYS.profile);
  const fetchedAt = Number(readStorage(STORAGE_KEYS.profileTimestamp));
  if (raw === null || !Number.isFinite(fetchedAt) || fetchedAt <= 0) return null;
  try {
    return { profile: parseProfile(JSON.parse(raw)), fetchedAt };
  } catch {
    return null;
  }
}

/** Keeps `cache` on the device, or forgets it with null. */
export function writeProfileCache(cache: CachedProfile | null): void {
  writeStorage(STORAGE_KEYS.profile, cache ? JSON.stringify(cache.profile) : null);
  writeStorage(STORAGE_KEYS.profileTimestamp, cache ? String(cache.fetchedAt) : null);
}
