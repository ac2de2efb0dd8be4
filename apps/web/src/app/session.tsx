import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useT } from '../i18n/use-t';
import {
  ApiError,
  api as defaultApi,
  errorMessageKey,
  isConnectivityError,
  type ApiClient,
} from '../lib/api';
import type { Profile } from '../lib/profile';
import { readStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import type { SessionStatus } from './access';
import { lookUpSession } from './session-lookup';

export type { SessionStatus } from './access';

export interface Session {
  status: SessionStatus;
  /** The profile when `status` is `ready`, else null. */
  profile: Profile | null;
  /** The bearer token, when signed in. */
  token: string | null;
  /** Signs in with a new token, or out with `null` (which also forgets the session's cached data). */
  setToken: (token: string | null) => void;
  /** Asks the API again who the user is (after creating a profile, say); nothing to do when signed out. */
  refresh: () => Promise<void>;
}

/** A fixed starting state, for tests and screenshots only: no request is made for its token. */
export interface InitialSession {
  status: SessionStatus;
  profile: Profile | null;
  token: string | null;
}

/** Profile look-ups at start-up are retried 3 times, 2 seconds apart (platform.md §4, §9). */
export const PROFILE_RETRY = { count: 3, delayMs: 2_000 } as const;

/** Query keys of the session. */
export const sessionKeys = {
  all: ['session'] as const,
  lookup: (token: string) => ['session', 'lookup', token] as const,
};

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The API client; the app's by default. */
  api?: ApiClient;
  /**
   * Test-only seam: start in this state instead of reading the stored token and asking the API. The app
   * never passes it (main.tsx), so no fake session can ship.
   */
  initialSession?: InitialSession;
  /** Test-only: the retry policy of the look-up. */
  retry?: { count: number; delayMs: number };
}

/**
 * Holds the auth state of platform.md §4. No token: signed out. A token: `GET /api/profile` decides
 * between ready (200), no-profile (404) and signed-out (401, and the token is dropped). A look-up that
 * still fails after the retries shows the error and signs out, as the spec asks.
 *
 * TODO(accounts issue): serve a profile cached under `profile` for 24 h, refresh every 12 h, refresh the
 * token on 401 and show the network-problem screen after 10 s. They slot into the query below.
 */
export function SessionProvider({
  children,
  api = defaultApi,
  initialSession,
  retry = PROFILE_RETRY,
}: SessionProviderProps) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(() =>
    initialSession ? initialSession.token : readStorage(STORAGE_KEYS.token),
  );
  const isSeeded = initialSession !== undefined && token === initialSession.token;

  const lookup = useQuery({
    queryKey: sessionKeys.lookup(token ?? ''),
    queryFn: ({ signal }) => lookUpSession(api, signal),
    enabled: token !== null && !isSeeded,
    // Unreachable or failing server: try again. A malformed answer will not improve by asking again.
    retry: (failureCount, error) =>
      failureCount < retry.count &&
      (isConnectivityError(error) || (error instanceof ApiError && error.status >= 500)),
    retryDelay: retry.delayMs,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const setToken = useCallback(
    (next: string | null) => {
      writeStorage(STORAGE_KEYS.token, next);
      setTokenState(next);
      if (next === null) queryClient.removeQueries({ queryKey: sessionKeys.all });
    },
    [queryClient],
  );

  // A token the API refused (401), or whose first look-up failed even after the retries, is dead: the
  // app acts signed out at once, and the effect below forgets it on the device. A failed *refresh* keeps
  // the profile already known.
  const lookupFailedWithoutData = lookup.isError && lookup.data === undefined;
  const isTokenDead =
    token !== null && !isSeeded && (lookupFailedWithoutData || lookup.data?.status === 'signed-out');
  const effectiveToken = isTokenDead ? null : token;

  useEffect(() => {
    if (isTokenDead) writeStorage(STORAGE_KEYS.token, null);
  }, [isTokenDead]);

  // platform.md §4: "After failure with no cache: show an error and sign the user out."
  useEffect(() => {
    // A fixed id: StrictMode's double effects and repeated failures show one toast, not a pile.
    if (lookup.isError) toast.error(t(errorMessageKey(lookup.error)), { id: 'session-lookup-failed' });
  }, [lookup.isError, lookup.error, t]);

  const refresh = useCallback(
    () =>
      effectiveToken === null
        ? Promise.resolve()
        : queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    [queryClient, effectiveToken],
  );

  const value = useMemo<Session>(() => {
    const base = { token: effectiveToken, setToken, refresh };
    if (effectiveToken === null) return { ...base, status: 'signed-out', profile: null };
    if (isSeeded) return { ...base, status: initialSession.status, profile: initialSession.profile };
    const data = lookup.data;
    if (!data) return { ...base, status: 'loading', profile: null };
    return data.status === 'ready'
      ? { ...base, status: 'ready', profile: data.profile }
      : { ...base, status: data.status, profile: null };
  }, [effectiveToken, setToken, refresh, isSeeded, initialSession, lookup.data]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session; throws outside a {@link SessionProvider}. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
