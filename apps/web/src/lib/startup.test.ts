import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/factories';
import {
  SIGNED_OUT,
  STARTUP_TIMING,
  isCacheFresh,
  networkProblemOf,
  nextWakeAt,
  pendingLookup,
  startupReducer,
  statusOf,
  tokenOf,
  type CachedProfile,
  type LookupResult,
  type StartupEvent,
  type StartupState,
} from './startup';

const HOUR = 3_600_000;
const T0 = 1_800_000_000_000;
const profile = buildProfile();

/**
 * Runs the machine as the SessionProvider does, on a fake clock: every look-up it asks for is answered by
 * `answer` after `latencyMs`, and time only moves when told. It records what the user would see.
 */
class Harness {
  state: StartupState = SIGNED_OUT;
  now = T0;
  /** Look-ups started: [id, time]. */
  lookups: [number, number][] = [];
  notices: string[] = [];
  private inFlight: { id: number; doneAt: number } | null = null;

  constructor(
    private answer: (n: number) => LookupResult,
    private latencyMs = 100,
  ) {}

  send(event: StartupEvent) {
    const before = this.state.notice?.id;
    this.state = startupReducer(this.state, event);
    if (this.state.notice && this.state.notice.id !== before) this.notices.push(this.state.notice.kind);
    const pending = pendingLookup(this.state);
    if (pending && !this.lookups.some(([id]) => id === pending.id)) {
      this.lookups.push([pending.id, this.now]);
      this.inFlight = { id: pending.id, doneAt: this.now + this.latencyMs };
    }
    return this;
  }

  start(token: string | null = 'tok', cache: CachedProfile | null = null) {
    return this.send({ type: 'start', token, cache, now: this.now });
  }

  /** Moves the clock to `until`, delivering look-up answers and ticks in time order. */
  advanceTo(until: number) {
    for (;;) {
      const wake = nextWakeAt(this.state);
      const answerAt = this.inFlight?.doneAt ?? Infinity;
      const next = Math.min(wake ?? Infinity, answerAt);
      if (next > until) break;
      this.now = Math.max(this.now, next);
      if (answerAt <= (wake ?? Infinity) && this.inFlight) {
        const { id } = this.inFlight;
        this.inFlight = null;
        this.send({
          type: 'looked-up',
          lookupId: id,
          result: this.answer(this.lookups.length),
          now: this.now,
        });
      } else {
        this.send({ type: 'tick', now: this.now });
      }
    }
    this.now = until;
    return this;
  }

  advance(ms: number) {
    return this.advanceTo(this.now + ms);
  }

  get status() {
    return statusOf(this.state);
  }
}

const ok: LookupResult = { kind: 'profile', profile };
const none: LookupResult = { kind: 'no-profile' };
const down: LookupResult = { kind: 'unreachable' };

describe('start-up (platform.md §4, §9)', () => {
  it.each<[string, LookupResult, string]>([
    ['a profile', ok, 'ready'],
    ['404', none, 'no-profile'],
    ['401 after the token renewal', { kind: 'unauthorized' }, 'signed-out'],
    ['a malformed answer', { kind: 'failed' }, 'signed-out'],
  ])('asks the server without a cache: %s → %s', (_name, result, status) => {
    const run = new Harness(() => result).start();
    expect(run.status).toBe('loading');
    expect(run.lookups).toEqual([[1, T0]]);
    run.advance(5_000);
    expect(run.status).toBe(status);
  });

  it('is signed out without a token, and asks nothing', () => {
    const run = new Harness(() => ok).start(null).advance(60_000);
    expect(run.status).toBe('signed-out');
    expect(run.lookups).toEqual([]);
    expect(tokenOf(run.state)).toBeNull();
  });

  it('keeps the splash 0.5 s after the profile arrives', () => {
    const run = new Harness(() => ok, 300).start();
    run.advance(300);
    expect(run.state.phase.name).toBe('splash');
    expect(run.status).toBe('loading');
    run.advance(499);
    expect(run.status).toBe('loading');
    run.advance(1);
    expect(run.status).toBe('ready');
  });

  it.each([
    [0, true],
    [23 * HOUR, true],
    [24 * HOUR - 1, true],
    [24 * HOUR, false],
    [48 * HOUR, false],
    [-HOUR, false], // written "in the future": the clock moved; do not trust it
  ])('a cache %i ms old is fresh: %s', (age, fresh) => {
    expect(isCacheFresh({ profile, fetchedAt: T0 - age }, T0)).toBe(fresh);
  });

  it('uses a cache younger than 24 h without asking, and refreshes 12 h after it was fetched', () => {
    const cache = { profile: buildProfile({ firstName: 'Cached' }), fetchedAt: T0 - 2 * HOUR };
    const run = new Harness(() => ({ kind: 'profile', profile: buildProfile({ firstName: 'Fresh' }) }));
    run.start('tok', cache).advance(STARTUP_TIMING.splashMs);
    expect(run.status).toBe('ready');
    expect(run.lookups).toEqual([]);
    expect(run.state.phase).toMatchObject({ profile: { firstName: 'Cached' } });

    run.advanceTo(T0 + 10 * HOUR - 1);
    expect(run.lookups).toEqual([]);
    run.advanceTo(T0 + 10 * HOUR + 1_000);
    expect(run.lookups).toEqual([[1, T0 + 10 * HOUR]]);
    expect(run.state.phase).toMatchObject({ name: 'ready', profile: { firstName: 'Fresh' } });

    // …and every 12 h from then on.
    run.advanceTo(T0 + 22 * HOUR + 1_000);
    expect(run.lookups.map(([, at]) => at)).toEqual([T0 + 10 * HOUR, T0 + 22 * HOUR + 100]);
  });

  it('asks the server when the cache is older than 24 h', () => {
    const cache = { profile, fetchedAt: T0 - 25 * HOUR };
    const run = new Harness(() => ok).start('tok', cache).advance(1_000);
    expect(run.lookups).toHaveLength(1);
    expect(run.status).toBe('ready');
    expect(run.notices).toEqual([]);
  });

  it('falls back on an old cache when the server cannot be reached, with the toast', () => {
    const cache = { profile: buildProfile({ firstName: 'Old' }), fetchedAt: T0 - 30 * HOUR };
    const run = new Harness(() => down).start('tok', cache).advance(1_000);
    expect(run.status).toBe('ready');
    expect(run.state.phase).toMatchObject({ profile: { firstName: 'Old' } });
    expect(run.notices).toEqual(['using-cache']);
    expect(run.lookups).toHaveLength(1);
  });

  it('retries 3 times, 2 s apart, when the server cannot be reached', () => {
    let calls = 0;
    const run = new Harness(() => (++calls < 4 ? down : ok), 50).start();
    run.advance(5_000);
    expect(run.lookups.map(([, at]) => at - T0)).toEqual([0, 2_050, 4_100]);
    expect(run.status).toBe('loading');
    run.advance(2_000);
    expect(run.lookups.map(([, at]) => at - T0)).toEqual([0, 2_050, 4_100, 6_150]);
    run.advance(1_000);
    expect(run.status).toBe('ready');
    expect(networkProblemOf(run.state)).toBeNull();
  });

  it('shows the network-problem screen when loading lasts 10 s, and the look-up may still succeed', () => {
    const run = new Harness(() => ok, 12_000).start();
    run.advance(9_999);
    expect(networkProblemOf(run.state)).toBeNull();
    run.advance(1);
    expect(networkProblemOf(run.state)).toEqual({ retries: 0, maxRetries: 3, canRetry: true });
    expect(run.status).toBe('loading');
    run.advance(2_000);
    expect(networkProblemOf(run.state)).toBeNull();
    run.advance(500);
    expect(run.status).toBe('ready');
  });

  it('counts each Retry ("attempt N of 3"), and signs out with the error after the last fails', () => {
    const run = new Harness(() => down, 10).start();
    run.advance(60_000);
    // Four look-ups (the first and 3 retries) failed; the screen waits for the user.
    expect(run.lookups).toHaveLength(4);
    expect(networkProblemOf(run.state)).toEqual({ retries: 0, maxRetries: 3, canRetry: true });

    for (const attempt of [1, 2, 3]) {
      run.send({ type: 'retry', now: run.now });
      expect(networkProblemOf(run.state)).toBeNull(); // Retry clears the error…
      expect(run.state.phase).toMatchObject({ name: 'loading', retries: attempt }); // …and counts the attempt
      run.advance(60_000);
      if (attempt < 3) expect(networkProblemOf(run.state)).toMatchObject({ retries: attempt });
    }
    expect(run.lookups).toHaveLength(16);
    expect(run.status).toBe('signed-out');
    expect(run.notices).toEqual(['profile-failed']);
  });

  it('ignores Retry when no problem is shown, or when no attempt is left', () => {
    const run = new Harness(() => ok, 20_000).start();
    const before = run.state;
    expect(run.send({ type: 'retry', now: run.now }).state).toBe(before);

    run.advance(10_000);
    for (let i = 0; i < 3; i++) run.send({ type: 'retry', now: run.now }).advance(10_000);
    expect(networkProblemOf(run.state)).toEqual({ retries: 3, maxRetries: 3, canRetry: false });
    const stuck = run.state;
    expect(run.send({ type: 'retry', now: run.now }).state).toBe(stuck);
  });

  it('Retry abandons the slow look-up: its late answer is ignored', () => {
    // Answers by how many look-ups were started: only the second one's answer counts.
    const run = new Harness((started) => (started === 1 ? ok : none), 11_000).start();
    run.advance(10_000);
    run.send({ type: 'retry', now: run.now });
    const firstId = run.lookups[0]?.[0] ?? 0;
    run.send({ type: 'looked-up', lookupId: firstId, result: ok, now: run.now });
    expect(run.state.phase.name).toBe('loading');
    run.advance(12_000);
    expect(run.status).toBe('no-profile');
  });
});

describe('after start-up', () => {
  function readyRun(answer: (n: number) => LookupResult = () => ok) {
    return new Harness(answer).start().advance(1_000);
  }

  it('refresh() asks again in the background: no loader, and onboarding ends ready', () => {
    let hasProfile = false;
    const run = new Harness(() => (hasProfile ? ok : none)).start().advance(1_000);
    expect(run.status).toBe('no-profile');
    hasProfile = true;
    run.send({ type: 'refresh', now: run.now });
    expect(run.status).toBe('no-profile');
    expect(run.lookups).toHaveLength(2);
    run.advance(100);
    expect(run.status).toBe('ready');
  });

  it.each<[string, LookupResult, string]>([
    ['the profile is gone', none, 'no-profile'],
    ['the session is over', { kind: 'unauthorized' }, 'signed-out'],
    ['the server is down', down, 'ready'],
    ['the answer is broken', { kind: 'failed' }, 'ready'],
  ])('a background refresh when %s → %s', (_name, result, status) => {
    let calls = 0;
    const run = readyRun(() => (++calls === 1 ? ok : result));
    run.send({ type: 'refresh', now: run.now }).advance(1_000);
    expect(run.status).toBe(status);
  });

  it('signs out on request, and when the server refuses the current token, but not an older one', () => {
    const run = readyRun();
    run.send({ type: 'sign-out', reason: 'expired', token: 'another-token' });
    expect(run.status).toBe('ready');
    run.send({ type: 'sign-out', reason: 'expired', token: 'tok' });
    expect(run.status).toBe('signed-out');
    expect(run.notices).toEqual(['session-expired']);

    const byUser = readyRun().send({ type: 'sign-out', reason: 'user' });
    expect(byUser.status).toBe('signed-out');
    expect(byUser.notices).toEqual([]);
  });

  it('follows a renewed token', () => {
    const run = readyRun().send({ type: 'token-renewed', token: 'renewed' });
    expect(tokenOf(run.state)).toBe('renewed');
    run.send({ type: 'sign-out', reason: 'expired', token: 'renewed' });
    expect(run.status).toBe('signed-out');
  });

  it('a frozen (test-seeded) state asks nothing and waits for nothing until the next start', () => {
    const frozen: StartupState = {
      ...SIGNED_OUT,
      frozen: true,
      phase: { name: 'ready', token: 't', profile, fetchedAt: 0, refreshAt: 0, refreshId: null },
    };
    expect(pendingLookup(frozen)).toBeNull();
    expect(nextWakeAt(frozen)).toBeNull();
    expect(startupReducer(frozen, { type: 'tick', now: T0 })).toBe(frozen);
    expect(startupReducer(frozen, { type: 'refresh', now: T0 })).toBe(frozen);
    const started = startupReducer(frozen, { type: 'start', token: 'new', cache: null, now: T0 });
    expect(started.frozen).toBe(false);
    expect(pendingLookup(started)).toEqual({ id: 1, token: 'new' });
  });
});
