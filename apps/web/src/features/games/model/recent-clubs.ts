import { readStorage, writeStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { ClubChoice } from './round-setup';

/** How many recently picked clubs the "Played" tab keeps. */
export const MAX_RECENT_CLUBS = 5;

/** `club` first, without an older copy of it, at most {@link MAX_RECENT_CLUBS}. */
export function withRecentClub(clubs: readonly ClubChoice[], club: ClubChoice): ClubChoice[] {
  return [club, ...clubs.filter((other) => other.id !== club.id)].slice(0, MAX_RECENT_CLUBS);
}

function isClubChoice(value: unknown): value is ClubChoice {
  if (typeof value !== 'object' || value === null) return false;
  const club = value as Record<string, unknown>;
  return typeof club.id === 'string' && typeof club.slug === 'string' && typeof club.name === 'string';
}

/** Reads a stored list; anything unreadable (another version, a hand edit) counts as empty. */
export function parseRecentClubs(text: string | null): ClubChoice[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return data
      .filter(isClubChoice)
      .map((club) => ({
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
export function readRecentClubs(): ClubChoice[] {
  return parseRecentClubs(readStorage(STORAGE_KEYS.recentClubs));
}

/** Remembers a picked club on this device. */
export function rememberClub(club: ClubChoice): void {
  writeStorage(STORAGE_KEYS.recentClubs, JSON.stringify(withRecentClub(readRecentClubs(), club)));
}
