import { ApiError, PROFILE_TIMEOUT_MS, type ApiClient } from '../lib/api';
import { parseProfile, type Profile } from '../lib/profile';

/** What the API says about the holder of a token. */
export type SessionLookup =
  | { status: 'ready'; profile: Profile }
  | { status: 'no-profile' }
  /** The token is no longer valid. */
  | { status: 'signed-out' };

/**
 * Asks `GET /api/profile` who the token belongs to: 200 is a profile, 404 means signed in without a
 * profile (onboarding), 401 means the token is dead. Any other failure (network, timeout, 5xx) is thrown
 * for the caller's retry policy.
 */
export async function lookUpSession(client: ApiClient, signal?: AbortSignal): Promise<SessionLookup> {
  try {
    const profile = await client.get('/profile', {
      timeoutMs: PROFILE_TIMEOUT_MS,
      signal,
      parse: parseProfile,
    });
    return { status: 'ready', profile };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'no-profile' };
    if (error instanceof ApiError && error.status === 401) return { status: 'signed-out' };
    throw error;
  }
}
