import { ApiError, PROFILE_TIMEOUT_MS, isConnectivityError, type ApiClient } from '../lib/api';
import { parseProfile } from '../lib/profile';
import type { LookupResult } from '../lib/startup';

/**
 * Asks `GET /api/profile` who the token belongs to (platform.md §7): 200 is a profile, 404 means signed in
 * without a profile (onboarding), 401 means the session is over (the client has already tried to renew the
 * token), and a network error, a timeout or a 5xx mean the server could not answer (worth retrying). Any
 * other failure, a malformed answer say, is `failed`. Only a cancellation through `signal` rejects.
 */
export async function lookUpSession(client: ApiClient, signal?: AbortSignal): Promise<LookupResult> {
  try {
    const profile = parseProfile(await client.call('ownProfile', { timeoutMs: PROFILE_TIMEOUT_MS, signal }));
    return { kind: 'profile', profile };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 404) return { kind: 'no-profile' };
    if (error instanceof ApiError && error.status === 401) return { kind: 'unauthorized' };
    if (isConnectivityError(error) || (error instanceof ApiError && error.status >= 500)) {
      return { kind: 'unreachable' };
    }
    return { kind: 'failed' };
  }
}
