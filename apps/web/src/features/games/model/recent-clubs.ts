import { readStorage, writeStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { ClubChoice } from './round-setup';

/*
 * The clubs picked lately on this device, shown under the "Played" tab. The list is shared with the clubs
 * screens (one key, `fairway.recent_clubs`, same core fields: id, slug, name, city, countryName); the fields
 * they add (state, holes, latitude, longitude) are written too and kept when the list is rewritten.
 */

/** How many recently picked clubs the "Played" tab keeps. */
export const MAX_RECENT_CLUBS = 5;

/** A remembered club: the core fields, and whatever else the clubs screens keep. */
export type RecentClub = ClubChoice & Record<string, unknown>;

/** `club` first, without an older copy of it, at most {@link MAX_RECENT_CLUBS}. */
export function withRecentClub(clubs: readonly RecentClub[], club: RecentClub): RecentClub[] {
  return [club, ...clubs.filter((other) => other.id !== club.id)].slice(0, MAX_RECENT_CLUBS);
}

function isClubChoice(value: unknown): value is ClubChoice {
  if (typeof value !== 'object' || value === null) return false;
  const club = value as Record<string, unknown>;
  return typeof club.id === 'string' && typeof club.slug === 'string' && typeof club.name === 'string';
}

/** Reads a stored list; entries without id, slug and name are skipped, anything unreadable is empty. */
export function parseRecentClubs(text: string | null): RecentClub[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return data
      .filter(isClubChoice)
      .map((club) => ({
        ...(club as RecentClub),
        id: club.id,
        slug: club.slug,
        name: club.name,
        city: typeof club.city === 'string' ? club.city : null,
        countryName: typeof club.countryName === 'string' ? club.countryName : null,
      }))
      .slice(0, MAX_RECENT_CLUBS);
  } catch {
    return [];
  }
}

/** The clubs picked lately on this device, newest first. */
export function readRecentClubs(): RecentClub[] {
  return parseRecentClubs(readStorage(STORAGE_KEYS.recentClubs));
}

/** Remembers a picked club on this device (with the extra fields the clubs screens show, when known). */
export function rememberClub(club: RecentClub): void {
  writeStorage(STORAGE_KEYS.recentClubs, JSON.stringify(withRecentClub(readRecentClubs(), club)));
}
