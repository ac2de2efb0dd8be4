import { BETTER_AUTH_PATHS } from '@fairway/contract/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { NetworkProblem } from '../features/auth/components/NetworkProblem';
import { useT } from '../i18n/use-t';
import { api as defaultApi, type ApiClient } from '../lib/api';
import { checkEnvironment, wipeLocalStorage } from '../lib/environment';
import type { Profile } from '../lib/profile';
import { readProfileCache, writeProfileCache } from '../lib/profile-cache';
import { configKeys, publicConfigQuery } from '../lib/public-config';
import { onSessionEvent } from '../lib/session-events';
import {
  SIGNED_OUT,
  STARTUP_TIMING,
  networkProblemOf,
  nextWakeAt,
  pendingLookup,
  startupReducer,
  statusOf,
  tokenOf,
  type NoticeKind,
  type StartupEvent,
  type StartupState,
  type StartupTiming,
} from '../lib/startup';
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
  /** Signs in with a new token, or out with `null` (see {@link Session.signOut}). */
  setToken: (token: string | null) => void;
  /**
   * Signs out: forgets the token, the cached profile and the session's server data on this device at once,
   * and ends the session on the server (which marks the user offline); resolves when the server answered.
   */
  signOut: () => Promise<void>;
  /**
   * Asks the API again who the user is, in the background (after creating a profile, say); resolves once
   * the answer is in the session. Nothing to do when signed out.
   */
  refresh: () => Promise<void>;
}

/** A fixed starting state, for tests and screenshots only: no request is made for its token. */
export interface InitialSession {
  status: SessionStatus;
  profile: Profile | null;
  token: string | null;
}

/** Query keys of the session. */
export const sessionKeys = {
  all: ['session'] as const,
};

const NOTICE_KEYS = {
  'using-cache': 'startup:usingCache',
  'profile-failed': 'startup:profileFailed',
  'session-expired': 'errors:unauthorized',
} as const satisfies Record<NoticeKind, string>;

const SessionContext = createContext<Session | null>(null);
const ApiContext = createContext<ApiClient>(defaultApi);

export interface SessionProviderProps {
  children: ReactNode;
  /** The API client; the app's by default. */
  api?: ApiClient;
  /**
   * Test-only seam: start in this state instead of reading the stored token and asking the API. The app
   * never passes it (main.tsx), so no fake session can ship.
   */
  initialSession?: InitialSession;
  /** Test-only: the start-up timings (platform.md §9 by default). */
  timing?: StartupTiming;
}

/** The machine's state for a test-given session: frozen, so that nothing is asked until the next sign-in. */
function seededState({ status, profile, token }: InitialSession): StartupState {
  const frozen = { ...SIGNED_OUT, frozen: true };
  if (token === null || status === 'signed-out') return frozen;
  switch (status) {
    case 'ready':
      if (!profile) return frozen;
      return {
        ...frozen,
        phase: { name: 'ready', token, profile, fetchedAt: Date.now(), refreshAt: Infinity, refreshId: null },
      };
    case 'no-profile':
      return { ...frozen, phase: { name: 'no-profile', token, refreshId: null } };
    case 'loading':
      return {
        ...frozen,
        phase: {
          name: 'loading',
          token,
          cache: null,
          lookupId: 0,
          tries: 0,
          retryAt: null,
          slowAt: Infinity,
          problem: false,
          retries: 0,
          waitingForUser: false,
        },
      };
  }
}

/**
 * Holds the auth state of platform.md §4 and runs start-up and profile loading (lib/startup.ts, pure and
 * tested): the cached profile while it is younger than 24 h, `GET /api/profile` with its retries, the
 * network-problem screen after 10 s, the splash for 0.5 s, the refresh every 12 h. It also signs out when
 * the API client reports a session the server refused, and when the server's environment marker changed.
 */
export function SessionProvider({
  children,
  api = defaultApi,
  initialSession,
  timing = STARTUP_TIMING,
}: SessionProviderProps) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(
    (current: StartupState, event: StartupEvent) => startupReducer(current, event, timing),
    initialSession,
    (seed): StartupState =>
      seed
        ? seededState(seed)
        : startupReducer(
            SIGNED_OUT,
            {
              type: 'start',
              token: readStorage(STORAGE_KEYS.token),
              cache: readProfileCache(),
              now: Date.now(),
            },
            timing,
          ),
  );
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  // Callers of refresh() waiting for the next answer.
  const waiters = useRef<(() => void)[]>([]);
  const releaseWaiters = useCallback(() => {
    const pending = waiters.current;
    waiters.current = [];
    for (const release of pending) release();
  }, []);

  // The look-up the machine asks for. A new id cancels the previous call (its answer would be ignored anyway).
  const lookup = pendingLookup(state);
  const lookupId = lookup?.id ?? null;
  useEffect(() => {
    if (lookupId === null) return;
    const controller = new AbortController();
    lookUpSession(api, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        // Committed at once, so that a caller of refresh() sees the answer when its promise resolves.
        flushSync(() => dispatch({ type: 'looked-up', lookupId, result, now: Date.now() }));
        releaseWaiters();
      },
      () => undefined, // cancelled
    );
    return () => controller.abort();
  }, [api, lookupId, releaseWaiters]);

  // The machine's next deadline (a retry, the 10 s network-problem screen, the splash, the 12 h refresh).
  const wakeAt = nextWakeAt(state);
  useEffect(() => {
    if (wakeAt === null) return;
    const timer = setTimeout(
      () => dispatch({ type: 'tick', now: Math.max(Date.now(), wakeAt) }),
      Math.max(0, wakeAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [wakeAt]);

  // What the device keeps follows the state: the token, and the profile while there is one.
  const token = tokenOf(state);
  const { phase, frozen } = state;
  const cachedProfile = phase.name === 'ready' ? phase.profile : null;
  const cachedAt = phase.name === 'ready' ? phase.fetchedAt : null;
  useEffect(() => {
    if (token === null) {
      writeStorage(STORAGE_KEYS.token, null);
      writeProfileCache(null);
      releaseWaiters();
    }
  }, [token, releaseWaiters]);
  useEffect(() => {
    if (frozen) return;
    if (cachedProfile && cachedAt !== null)
      writeProfileCache({ profile: cachedProfile, fetchedAt: cachedAt });
    else if (phase.name === 'no-profile') writeProfileCache(null);
  }, [frozen, cachedProfile, cachedAt, phase.name]);

  // Each message once (a fixed toast id per kind: StrictMode's double effects do not pile them up).
  const { notice } = state;
  useEffect(() => {
    if (!notice) return;
    const message = t(NOTICE_KEYS[notice.kind]);
    if (notice.kind === 'using-cache') toast.warning(message, { id: 'session-using-cache' });
    else toast.error(message, { id: `session-${notice.kind}` });
  }, [notice, t]);

  // What the API client learns while making calls: a renewed token, a session the server refused.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'token-renewed') dispatch({ type: 'token-renewed', token: event.token });
        else dispatch({ type: 'sign-out', reason: 'expired', token: event.token });
      }),
    [],
  );

  // platform.md §4: a changed environment marker signs out and clears local storage.
  const config = useQuery({ ...publicConfigQuery(api), enabled: token !== null && !frozen });
  const environment = config.data?.environment;
  useEffect(() => {
    if (!environment) return;
    const check = checkEnvironment(readStorage(STORAGE_KEYS.envMarker), environment);
    if (check === 'changed') {
      wipeLocalStorage();
      dispatch({ type: 'sign-out', reason: 'environment' });
    }
    if (check !== 'same') writeStorage(STORAGE_KEYS.envMarker, environment);
  }, [environment]);

  const forgetServerData = useCallback(() => {
    // Everything the signed-out user fetched goes; the public configuration stays.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configKeys.all[0] });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    const previous = tokenOf(stateRef.current);
    writeStorage(STORAGE_KEYS.token, null);
    writeProfileCache(null);
    dispatch({ type: 'sign-out', reason: 'user' });
    forgetServerData();
    if (previous === null) return;
    // Best effort: the device is signed out whatever the server says.
    await api
      .betterAuth(BETTER_AUTH_PATHS.signOut, { headers: { Authorization: `Bearer ${previous}` } })
      .catch(() => undefined);
  }, [api, forgetServerData]);

  const setToken = useCallback(
    (next: string | null) => {
      if (next === null) {
        void signOut();
        return;
      }
      writeStorage(STORAGE_KEYS.token, next);
      writeProfileCache(null);
      forgetServerData();
      dispatch({ type: 'start', token: next, cache: null, now: Date.now() });
    },
    [signOut, forgetServerData],
  );

  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        const current = stateRef.current;
        const event: StartupEvent = { type: 'refresh', now: Date.now() };
        const next = startupReducer(current, event, timing);
        // Nothing to ask (signed out, frozen): done. A look-up already under way: wait for it.
        if (next === current && pendingLookup(current) === null) {
          resolve();
          return;
        }
        waiters.current.push(resolve);
        dispatch(event);
      }),
    [timing],
  );

  const retry = useCallback(() => dispatch({ type: 'retry', now: Date.now() }), []);

  const status = statusOf(state);
  const value = useMemo<Session>(
    () => ({ status, profile: cachedProfile, token, setToken, signOut, refresh }),
    [status, cachedProfile, token, setToken, signOut, refresh],
  );

  const problem = networkProblemOf(state, timing);
  return (
    <ApiContext value={api}>
      <SessionContext value={value}>
        {problem ? <NetworkProblem {...problem} onRetry={retry} /> : children}
      </SessionContext>
    </ApiContext>
  );
}

/** The API client the SessionProvider was given (the app's, or a test's fake): screens call through it. */
export function useApi(): ApiClient {
  return use(ApiContext);
}

/** The current session; throws outside a {@link SessionProvider}. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
