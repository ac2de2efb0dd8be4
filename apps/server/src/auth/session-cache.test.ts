import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import type { Bus, RevocationHandler } from '../realtime/bus';
import { bearer, buildTestApp, createGolfer, follow, mailedLink, signIn } from '../test/app';
import type { TestApp } from '../test/app';
import { createSessionCache } from './session-cache';
import type { VerifiedSession } from './session-cache';

const profileStatus = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer({ token }) })).statusCode;

/** Authenticated requests enough to be sure the token is in the cache. */
async function warm(t: TestApp, token: string) {
  for (let i = 0; i < 3; i += 1) expect(await profileStatus(t, token)).toBe(200);
}

describe('the session cache, through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('remembers a verified token, and sign-out ends it at once', async () => {
    const golfer = await createGolfer(t.app);
    await warm(t, golfer.token);
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    await warm(t, golfer.token);
    expect(getSession).not.toHaveBeenCalled();
    getSession.mockRestore();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(golfer),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await profileStatus(t, golfer.token)).toBe(401);
  });

  it('a session ended from another device stops working at once', async () => {
    const golfer = await createGolfer(t.app);
    const phone = (await signIn(t.app, golfer.email, golfer.password)).token as string;
    await warm(t, phone);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: bearer(golfer),
    });
    const phoneSession = list.json<{ id: string; current: boolean }[]>().find((session) => !session.current);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: bearer(golfer),
      payload: { id: phoneSession?.id },
    });
    expect(revoke.statusCode).toBe(200);
    expect(await profileStatus(t, phone)).toBe(401);
    expect(await profileStatus(t, golfer.token)).toBe(200);
  });

  it('a password change that ends the other sessions ends them at once', async () => {
    const golfer = await createGolfer(t.app);
    const other = (await signIn(t.app, golfer.email, golfer.password)).token as string;
    await warm(t, other);
    await warm(t, golfer.token);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(golfer),
      payload: {
        currentPassword: golfer.password,
        newPassword: 'Changed#Fairway9',
        revokeOtherSessions: true,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await profileStatus(t, other)).toBe(401);
    expect(await profileStatus(t, golfer.token)).toBe(401);
    const renewed = changed.headers['set-auth-token'] as string;
    expect(await profileStatus(t, renewed)).toBe(200);
  });

  it('a password reset ends every cached session at once', async () => {
    const golfer = await createGolfer(t.app);
    await warm(t, golfer.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: golfer.email, redirectTo: '/reset-password' },
    });
    const opened = await follow(t.app, await mailedLink(t.app, golfer.email, '/reset-password'));
    const token = new URL(opened.headers.location as string, 'http://x').searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'New#Fairway2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await profileStatus(t, golfer.token)).toBe(401);
  });

  it('a role changed through Better Auth applies to the next request', async () => {
    const golfer = await createGolfer(t.app);
    const isAdmin = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(golfer) })).json<{
        isAdmin: boolean;
      }>().isAdmin;
    expect(await isAdmin()).toBe(false);
    const { internalAdapter } = await t.app.auth.$context;
    await internalAdapter.updateUser(golfer.id, { role: 'admin' });
    expect(await isAdmin()).toBe(true);
  });

  it('refuses a tampered token, also while the genuine one is cached', async () => {
    const golfer = await createGolfer(t.app);
    await warm(t, golfer.token);
    const decoded = decodeURIComponent(golfer.token);
    const [value = '', signature = ''] = decoded.split('.');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const tampered = [
      `${value}.${flip(signature, 3)}`,
      `${flip(value, 0)}.${signature}`,
      `${value}.`,
      `${golfer.token}x`,
      `x${golfer.token}`,
    ];
    for (const token of tampered) expect(await profileStatus(t, token), token).toBe(401);
    expect(await profileStatus(t, golfer.token)).toBe(200);
  });
});

describe('the session cache, with a short TTL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ sessionCache: { ttlMs: 1_000 } });
  });
  afterAll(() => t.close());

  it('believes a token for the TTL only, then asks the database again', async () => {
    const golfer = await createGolfer(t.app);
    await warm(t, golfer.token);
    // Deleted behind Better Auth's back (no hook runs): only the TTL can end the cached entry.
    await t.app.db.delete(sessions).where(eq(sessions.userId, golfer.id));
    expect(await profileStatus(t, golfer.token)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await profileStatus(t, golfer.token)).toBe(401);
  });
});

describe('createSessionCache', () => {
  function fakeBus() {
    const handlers = new Set<RevocationHandler>();
    const resyncHandlers = new Set<() => void>();
    const published: unknown[] = [];
    const bus = {
      onRevocation(handler: RevocationHandler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      onResync(handler: () => void) {
        resyncHandlers.add(handler);
        return () => resyncHandlers.delete(handler);
      },
      async publishRevocation(revocation: Parameters<RevocationHandler>[0]) {
        published.push(revocation);
      },
    } as unknown as Bus;
    return {
      bus,
      published,
      deliver: (revocation: Parameters<RevocationHandler>[0]) => handlers.forEach((h) => h(revocation)),
      resync: () => resyncHandlers.forEach((h) => h()),
    };
  }
  const log = { error: () => undefined } as unknown as FastifyBaseLogger;
  const session = (overrides: Partial<VerifiedSession> = {}): VerifiedSession => ({
    userId: 'u1',
    role: 'user',
    sessionId: 's1',
    expiresAt: 1_000_000,
    ...overrides,
  });

  function counting(answer: VerifiedSession | null) {
    const verify = async () => {
      verify.calls += 1;
      return answer;
    };
    verify.calls = 0;
    return verify;
  }

  it('never believes a token past its session’s expiry, nor past the TTL', async () => {
    let clock = 0;
    const cache = createSessionCache({
      bus: fakeBus().bus,
      log,
      ttlMs: 30_000,
      now: () => clock,
      random: () => 0,
    });
    const soon = counting(session({ expiresAt: 1_000 }));
    await cache.resolve('a', soon);
    clock = 999;
    await cache.resolve('a', soon);
    expect(soon.calls).toBe(1);
    clock = 1_000;
    await cache.resolve('a', soon);
    expect(soon.calls).toBe(2);

    const later = counting(session({ expiresAt: 10_000_000 }));
    clock = 0;
    await cache.resolve('b', later);
    clock = 29_999;
    await cache.resolve('b', later);
    expect(later.calls).toBe(1);
    clock = 30_000;
    await cache.resolve('b', later);
    expect(later.calls).toBe(2);
  });

  it('gives each entry a life between 75 % and 100 % of the TTL, so tokens verified together do not expire together', async () => {
    let clock = 0;
    let draw = 0.999;
    const cache = createSessionCache({
      bus: fakeBus().bus,
      log,
      ttlMs: 30_000,
      now: () => clock,
      random: () => draw,
    });
    const short = counting(session({ sessionId: 's-short', expiresAt: 10_000_000 }));
    await cache.resolve('short', short);
    draw = 0.5;
    const middle = counting(session({ sessionId: 's-middle', expiresAt: 10_000_000 }));
    await cache.resolve('middle', middle);
    clock = 22_400;
    await cache.resolve('short', short);
    await cache.resolve('middle', middle);
    expect([short.calls, middle.calls]).toEqual([1, 1]);
    // 30 s × (1 − 0.25 × 0.999) ≈ 22.51 s; 30 s × (1 − 0.25 × 0.5) = 26.25 s
    clock = 22_600;
    await cache.resolve('short', short);
    await cache.resolve('middle', middle);
    expect([short.calls, middle.calls]).toEqual([2, 1]);
    clock = 26_300;
    await cache.resolve('middle', middle);
    expect(middle.calls).toBe(2);
  });

  it('remembers nothing that failed, nor an answer overtaken by a revocation', async () => {
    const { bus, deliver } = fakeBus();
    const cache = createSessionCache({ bus, log, now: () => 0 });
    const refused = counting(null);
    await cache.resolve('bad', refused);
    await cache.resolve('bad', refused);
    expect(refused.calls).toBe(2);

    let calls = 0;
    const racing = async () => {
      calls += 1;
      deliver({ sessionIds: ['s1'] });
      return session();
    };
    expect(await cache.resolve('a', racing)).toEqual(session());
    await cache.resolve('a', racing);
    expect(calls).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('drops by session or user on a revocation from any instance, and publishes its own', async () => {
    const { bus, deliver, published } = fakeBus();
    const cache = createSessionCache({ bus, log, now: () => 0 });
    await cache.resolve('a', counting(session({ sessionId: 's1', userId: 'u1' })));
    await cache.resolve('b', counting(session({ sessionId: 's2', userId: 'u1' })));
    await cache.resolve('c', counting(session({ sessionId: 's3', userId: 'u2' })));
    deliver({ sessionIds: ['s1'] });
    expect(cache.size()).toBe(2);
    await cache.revoke({ userIds: ['u1'] });
    expect(cache.size()).toBe(1);
    expect(published).toEqual([{ sessionIds: [], userIds: ['u1'] }]);
  });

  it('forgets every token when the bus comes back after a drop (revocations may have been lost)', async () => {
    const { bus, resync } = fakeBus();
    const cache = createSessionCache({ bus, log, now: () => 0 });
    const verify = counting(session());
    await cache.resolve('a', verify);
    await cache.resolve('a', verify);
    expect(verify.calls).toBe(1);
    resync();
    expect(cache.size()).toBe(0);
    await cache.resolve('a', verify);
    expect(verify.calls).toBe(2);
  });

  it('keeps at most maxEntries tokens, dropping the least recently used', async () => {
    const cache = createSessionCache({ bus: fakeBus().bus, log, maxEntries: 2, now: () => 0 });
    const a = counting(session());
    const b = counting(session());
    await cache.resolve('a', a);
    await cache.resolve('b', b);
    await cache.resolve('a', a);
    await cache.resolve('c', counting(session()));
    expect(cache.size()).toBe(2);
    await cache.resolve('a', a);
    expect(a.calls).toBe(1);
    await cache.resolve('b', b);
    expect(b.calls).toBe(2);
  });
});
