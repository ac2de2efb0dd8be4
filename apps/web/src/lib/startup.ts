import type { Profile } from './profile';

/**
 * Start-up and profile loading (platform.md §4, §9) as a pure state machine: who the user is, from the
 * cached profile or from `GET /api/profile`, with the retries, the network-problem screen, the splash and
 * the periodic refresh. Time comes in with each event (`now`), so every rule is tested without waiting; the
 * SessionProvider runs it: it performs the look-up {@link pendingLookup} asks for, and wakes the machine
 * with a `tick` at {@link nextWakeAt}.
 */

const HOUR = 60 * 60 * 1_000;

export interface StartupTiming {
  /** A cached profile younger than this is used without asking the server. */
  profileCacheMs: number;
  /** The profile is asked again this long after it was fetched. */
  refreshEveryMs: number;
  /** Automatic retries of a look-up that could not reach the server… */
  autoRetries: number;
  /** …this far apart. */
  retryDelayMs: number;
  /** A look-up still running after this long shows the network-problem screen. */
  slowAfterMs: number;
  /** How many times the user may press Retry on that screen ("attempt N of 3"). */
  manualRetries: number;
  /** The splash (full-screen loader) stays this long after the profile is known. */
  splashMs: number;
}

/** The figures of platform.md §9. */
export const STARTUP_TIMING: StartupTiming = {
  profileCacheMs: 24 * HOUR,
  refreshEveryMs: 12 * HOUR,
  autoRetries: 3,
  retryDelayMs: 2_000,
  slowAfterMs: 10_000,
  manualRetries: 3,
  splashMs: 500,
};

/** A profile kept on the device, with when it was fetched (epoch ms). */
export interface CachedProfile {
  profile: Profile;
  fetchedAt: number;
}

/** What one look-up of `GET /api/profile` came to. */
export type LookupResult =
  | { kind: 'profile'; profile: Profile }
  /** 404: signed in without a profile (onboarding). */
  | { kind: 'no-profile' }
  /** 401, even after the client renewed the token: the session is over. */
  | { kind: 'unauthorized' }
  /** Network error, timeout or a 5xx: asking again may work. */
  | { kind: 'unreachable' }
  /** Any other failure (a malformed answer, say): asking again will not help. */
  | { kind: 'failed' };

/** A message for the user, shown once (as a toast) by the provider. */
export type NoticeKind =
  /** "Using cached profile data (server unavailable)". */
  | 'using-cache'
  /** "Failed to fetch user profile after multiple attempts." (then signed out). */
  | 'profile-failed'
  /** The server refused the session: "Your session has expired…". */
  | 'session-expired';

export interface Notice {
  /** Unique per notice, so that the same kind twice is shown twice. */
  id: number;
  kind: NoticeKind;
}

/** Settled states: the user is known. */
export type SettledPhase =
  | {
      name: 'ready';
      token: string;
      profile: Profile;
      /** When the profile was fetched (cache or server); the cache is written from it. */
      fetchedAt: number;
      /** When to ask again (12 h after fetching). */
      refreshAt: number;
      /** The id of the background look-up under way, or null. */
      refreshId: number | null;
    }
  | { name: 'no-profile'; token: string; refreshId: number | null };

export type Phase =
  | { name: 'signed-out' }
  | {
      name: 'loading';
      token: string;
      /** A cached profile of any age: the fallback when the server cannot be reached. */
      cache: CachedProfile | null;
      /** The id of the look-up under way, or of the one the retry timer will start. */
      lookupId: number;
      /** Automatic retries used in this attempt. */
      tries: number;
      /** When the next automatic retry starts; null while a look-up is under way or all are used. */
      retryAt: number | null;
      /** When the network-problem screen appears if nothing has been settled. */
      slowAt: number;
      /** The network-problem screen is shown. */
      problem: boolean;
      /** Times the user pressed Retry (the "attempt N of 3"). */
      retries: number;
      /** Every automatic retry failed: nothing runs until the user presses Retry. */
      waitingForUser: boolean;
    }
  /** The profile is known; the full-screen loader stays a moment (§4: splash hides 0.5 s after load). */
  | { name: 'splash'; token: string; until: number; then: SettledPhase }
  | SettledPhase;

export interface StartupState {
  phase: Phase;
  /** The last message for the user; the provider shows each id once. */
  notice: Notice | null;
  /** Source of look-up and notice ids. */
  seq: number;
  /** A fixed state given by a test (SessionProvider's seam): no look-up, no timer, until the next `start`. */
  frozen: boolean;
}

export type StartupEvent =
  /** The app started, or the user signed in (a token) or out (null). `cache` is what the device holds. */
  | { type: 'start'; token: string | null; cache: CachedProfile | null; now: number }
  /** A look-up finished. */
  | { type: 'looked-up'; lookupId: number; result: LookupResult; now: number }
  /** Time passed: the machine checks its deadlines. */
  | { type: 'tick'; now: number }
  /** The user pressed Retry on the network-problem screen. */
  | { type: 'retry'; now: number }
  /** Ask the server again (after onboarding created the profile, say). */
  | { type: 'refresh'; now: number }
  /** The client stored a renewed token. */
  | { type: 'token-renewed'; token: string }
  /** Signed out: by the user, because the server refused the token, or because the environment changed. */
  | { type: 'sign-out'; reason: 'user' | 'expired' | 'environment'; token?: string };

export const SIGNED_OUT: StartupState = {
  phase: { name: 'signed-out' },
  notice: null,
  seq: 0,
  frozen: false,
};

/** The token of the session, or null when signed out. */
export function tokenOf(state: StartupState): string | null {
  return state.phase.name === 'signed-out' ? null : state.phase.token;
}

/** The auth state the guards see: loading until the splash is over. */
export function statusOf(state: StartupState): 'loading' | 'signed-out' | 'no-profile' | 'ready' {
  switch (state.phase.name) {
    case 'signed-out':
      return 'signed-out';
    case 'loading':
    case 'splash':
      return 'loading';
    case 'ready':
      return 'ready';
    case 'no-profile':
      return 'no-profile';
  }
}

/** The look-up to perform now, if any: its id and token. Ids only grow, so a new id means a new call. */
export function pendingLookup(state: StartupState): { id: number; token: string } | null {
  if (state.frozen) return null;
  const { phase } = state;
  switch (phase.name) {
    case 'loading':
      return phase.retryAt === null && !phase.waitingForUser
        ? { id: phase.lookupId, token: phase.token }
        : null;
    case 'ready':
    case 'no-profile':
      return phase.refreshId === null ? null : { id: phase.refreshId, token: phase.token };
    case 'signed-out':
    case 'splash':
      return null;
  }
}

/** When the machine next needs a `tick` (epoch ms), or null when it waits for nothing. */
export function nextWakeAt(state: StartupState): number | null {
  if (state.frozen) return null;
  const { phase } = state;
  switch (phase.name) {
    case 'loading': {
      const times = [phase.retryAt, phase.problem ? null : phase.slowAt].filter((t) => t !== null);
      return times.length > 0 ? Math.min(...times) : null;
    }
    case 'splash':
      return phase.until;
    case 'ready':
      return phase.refreshId === null ? phase.refreshAt : null;
    case 'signed-out':
    case 'no-profile':
      return null;
  }
}

/** Whether a cached profile may be used without asking the server (younger than 24 h). */
export function isCacheFresh(cache: CachedProfile, now: number, timing = STARTUP_TIMING): boolean {
  const age = now - cache.fetchedAt;
  return age >= 0 && age < timing.profileCacheMs;
}

function withNotice(state: StartupState, phase: Phase, kind: NoticeKind): StartupState {
  const id = state.seq + 1;
  return { ...state, phase, seq: id, notice: { id, kind } };
}

function signedOut(state: StartupState, notice?: NoticeKind): StartupState {
  const phase: Phase = { name: 'signed-out' };
  return notice ? withNotice(state, phase, notice) : { ...state, phase };
}

function splash(state: StartupState, token: string, then: SettledPhase, now: number, timing: StartupTiming) {
  return {
    ...state,
    phase: { name: 'splash', token, until: now + timing.splashMs, then },
  } satisfies StartupState;
}

function ready(token: string, profile: Profile, fetchedAt: number, refreshAt: number): SettledPhase {
  return { name: 'ready', token, profile, fetchedAt, refreshAt, refreshId: null };
}

/** Starts a new look-up attempt for `token`. */
function startLoading(
  state: StartupState,
  token: string,
  cache: CachedProfile | null,
  retries: number,
  now: number,
  timing: StartupTiming,
): StartupState {
  const lookupId = state.seq + 1;
  return {
    ...state,
    seq: lookupId,
    frozen: false,
    phase: {
      name: 'loading',
      token,
      cache,
      lookupId,
      tries: 0,
      retryAt: null,
      slowAt: now + timing.slowAfterMs,
      problem: false,
      retries,
      waitingForUser: false,
    },
  };
}

/** The start-up machine: the next state after `event`. Pure. */
export function startupReducer(
  state: StartupState,
  event: StartupEvent,
  timing: StartupTiming = STARTUP_TIMING,
): StartupState {
  const { phase } = state;
  switch (event.type) {
    case 'start': {
      const { token, cache, now } = event;
      const fresh = { ...state, frozen: false, notice: null };
      if (token === null) return { ...fresh, phase: { name: 'signed-out' } };
      if (cache && isCacheFresh(cache, now, timing)) {
        const refreshAt = cache.fetchedAt + timing.refreshEveryMs;
        return splash(fresh, token, ready(token, cache.profile, cache.fetchedAt, refreshAt), now, timing);
      }
      return startLoading(fresh, token, cache, 0, now, timing);
    }

    case 'looked-up': {
      const { result, now } = event;
      if (phase.name === 'loading' && !state.frozen) {
        if (event.lookupId !== phase.lookupId || phase.retryAt !== null) return state;
        switch (result.kind) {
          case 'profile':
            return splash(
              state,
              phase.token,
              ready(phase.token, result.profile, now, now + timing.refreshEveryMs),
              now,
              timing,
            );
          case 'no-profile':
            return splash(
              state,
              phase.token,
              { name: 'no-profile', token: phase.token, refreshId: null },
              now,
              timing,
            );
          case 'unauthorized':
            return signedOut(state, 'session-expired');
          case 'failed':
            return signedOut(state, 'profile-failed');
          case 'unreachable': {
            if (phase.cache) {
              const then = ready(
                phase.token,
                phase.cache.profile,
                phase.cache.fetchedAt,
                now + timing.refreshEveryMs,
              );
              return withNotice(
                state,
                { name: 'splash', token: phase.token, until: now + timing.splashMs, then },
                'using-cache',
              );
            }
            if (phase.tries < timing.autoRetries) {
              return {
                ...state,
                phase: { ...phase, tries: phase.tries + 1, retryAt: now + timing.retryDelayMs },
              };
            }
            if (phase.retries < timing.manualRetries) {
              return { ...state, phase: { ...phase, problem: true, waitingForUser: true } };
            }
            return signedOut(state, 'profile-failed');
          }
        }
      }
      if ((phase.name === 'ready' || phase.name === 'no-profile') && phase.refreshId === event.lookupId) {
        switch (result.kind) {
          case 'profile':
            return { ...state, phase: ready(phase.token, result.profile, now, now + timing.refreshEveryMs) };
          case 'no-profile':
            return { ...state, phase: { name: 'no-profile', token: phase.token, refreshId: null } };
          case 'unauthorized':
            return signedOut(state, 'session-expired');
          case 'unreachable':
          case 'failed':
            // Keep what is known; ask again at the next refresh.
            return phase.name === 'ready'
              ? { ...state, phase: { ...phase, refreshId: null, refreshAt: now + timing.refreshEveryMs } }
              : { ...state, phase: { ...phase, refreshId: null } };
        }
      }
      return state;
    }

    case 'tick': {
      if (state.frozen) return state;
      const { now } = event;
      switch (phase.name) {
        case 'loading': {
          let next = phase;
          let seq = state.seq;
          if (next.retryAt !== null && now >= next.retryAt) {
            seq += 1;
            next = { ...next, retryAt: null, lookupId: seq };
          }
          if (!next.problem && now >= next.slowAt) next = { ...next, problem: true };
          return next === phase ? state : { ...state, seq, phase: next };
        }
        case 'splash':
          return now >= phase.until ? { ...state, phase: phase.then } : state;
        case 'ready':
          if (phase.refreshId === null && now >= phase.refreshAt) {
            const refreshId = state.seq + 1;
            return { ...state, seq: refreshId, phase: { ...phase, refreshId } };
          }
          return state;
        case 'signed-out':
        case 'no-profile':
          return state;
      }
      // Unreachable (every phase returned above); keeps the outer switch from falling through.
      return state;
    }

    case 'retry': {
      if (phase.name !== 'loading' || !phase.problem || phase.retries >= timing.manualRetries) return state;
      return startLoading(state, phase.token, phase.cache, phase.retries + 1, event.now, timing);
    }

    case 'refresh': {
      if (state.frozen) return state;
      if ((phase.name === 'ready' || phase.name === 'no-profile') && phase.refreshId === null) {
        const refreshId = state.seq + 1;
        return { ...state, seq: refreshId, phase: { ...phase, refreshId } };
      }
      return state;
    }

    case 'token-renewed': {
      if (phase.name === 'signed-out') return state;
      if (phase.name === 'splash') {
        return {
          ...state,
          phase: { ...phase, token: event.token, then: { ...phase.then, token: event.token } },
        };
      }
      return { ...state, phase: { ...phase, token: event.token } };
    }

    case 'sign-out': {
      if (phase.name === 'signed-out') return state;
      // A refusal of an older token (a call that started before a new sign-in) changes nothing.
      if (event.token !== undefined && event.token !== phase.token) return state;
      return signedOut(
        { ...state, frozen: false },
        event.reason === 'expired' ? 'session-expired' : undefined,
      );
    }
  }
}

/** The network-problem screen's state, when it is shown. */
export function networkProblemOf(
  state: StartupState,
  timing: StartupTiming = STARTUP_TIMING,
): { retries: number; maxRetries: number; canRetry: boolean } | null {
  const { phase } = state;
  if (phase.name !== 'loading' || !phase.problem) return null;
  return {
    retries: phase.retries,
    maxRetries: timing.manualRetries,
    canRetry: phase.retries < timing.manualRetries,
  };
}
