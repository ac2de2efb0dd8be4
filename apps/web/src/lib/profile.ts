import { ApiError } from './api';

/**
 * The signed-in user's golf profile as `GET /api/profile` answers it (platform.md §3).
 *
 * TODO: replace with the contract's `Profile` schema once the accounts issue adds it to packages/contract.
 */
export interface Profile {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  handicap: number | null;
  membershipId: string | null;
  /** The account's email, when the API includes it (the More menu shows it). */
  email: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads a profile answer. An array is tolerated and its first item used (platform.md §7); an answer
 * without the identifying fields is an `unknown_error`.
 */
export function parseProfile(data: unknown): Profile {
  const item: unknown = Array.isArray(data) ? data[0] : data;
  if (!isRecord(item) || typeof item.username !== 'string' || item.username === '') {
    throw new ApiError(200, 'unknown_error', 'The profile answer has no username');
  }
  const userId = item.userId ?? item.id;
  return {
    userId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : '',
    username: item.username,
    firstName: typeof item.firstName === 'string' ? item.firstName : '',
    lastName: typeof item.lastName === 'string' ? item.lastName : '',
    imageUrl: optionalString(item.imageUrl),
    handicap: typeof item.handicap === 'number' ? item.handicap : null,
    membershipId:
      typeof item.membershipId === 'string' || typeof item.membershipId === 'number'
        ? String(item.membershipId)
        : null,
    email: optionalString(item.email),
  };
}

/** "First Last", or the username when both names are empty. */
export function fullName(profile: Pick<Profile, 'firstName' | 'lastName' | 'username'>): string {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return name === '' ? profile.username : name;
}
