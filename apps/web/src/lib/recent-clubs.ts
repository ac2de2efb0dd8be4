import type { Club } from '@fairway/contract';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/*
 * The clubs recently visited or picked for a round on this device (clubs-and-social.md §4: the latest 5), shown
 * under the club search's "played" tab and the round setup's "Played" tab: one list, one key, one type. The
 * extra fields are optional because entries written by older versions may lack them.
 */

/** How many visited clubs are kept (§4, §9). */
export const MAX_RECENT_CLUBS = 5;

/** A club as remembered on the device. */
export interface RecentClub {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  countryName: string | null;
  state?: string | null;
  holes?: number | null;
  latitude?: number;
  longitude?: number;
}

/** What is remembered of a club. */
export function recentClubOf(
  club: Pick<
    Club,
    'id' | 'slug' | 'name' | 'city' | 'countryName' | 'state' | 'holes' | 'latitude' | 'longitude'
  >,
): RecentClub {
  return {
    id: club.id,
    slug: club.slug,
    name: club.name,
    city: club.city,
    countryName: club.countryName,
    state: club.state,
    holes: club.holes,
    latitude: club.latitude,
    longitude: club.longitude,
  };
}

/** `club` first, without an older copy of it, at most {@link MAX_RECENT_CLUBS}. */
export function withRecentClub(clubs: readonly RecentClub[], club: RecentClub): RecentClub[] {
  return [club, ...clubs.filter((other) => other.id !== club.id)].slice(0, MAX_RECENT_CLUBS);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Reads the stored list; entries without an id, slug and name are skipped, anything unreadable is empty. */
export function parseRecentClubs(stored: string | null): RecentClub[] {
  if (!stored) return [];
  try {
    const data: unknown = JSON.parse(stored);
    if (!Array.isArray(data)) return [];
    const clubs: RecentClub[] = [];
    for (const item of data as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const entry = item as Record<string, unknown>;
      const id = text(entry.id);
      const slug = text(entry.slug);
      const name = text(entry.name);
      if (!id || !slug || !name) continue;
      const latitude = finite(entry.latitude);
      const longitude = finite(entry.longitude);
      clubs.push({
        id,
        slug,
        name,
        city: text(entry.city),
        countryName: text(entry.countryName),
        state: text(entry.state),
        holes: finite(entry.holes) ?? null,
        ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
      });
    }
    return clubs.slice(0, MAX_RECENT_CLUBS);
  } catch {
    return [];
  }
}

/** The clubs visited lately on this device, newest first. */
export function readRecentClubs(): RecentClub[] {
  return parseRecentClubs(readStorage(STORAGE_KEYS.recentClubs));
}

/** Remembers a club visited or picked for a round on this device. */
export function rememberClub(club: RecentClub): void {
  writeStorage(STORAGE_KEYS.recentClubs, JSON.stringify(withRecentClub(readRecentClubs(), club)));
}
