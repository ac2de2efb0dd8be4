import { createHmac } from 'node:crypto';
import type { ErrorBody } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailboxMessages, sessions, users, verifications } from '../db/schema';
import { readMailbox } from '../mail/mailer';
import { bearer, buildTestApp, createGolfer, createUser, follow, mailedLink, signIn } from '../test/app';
import type { TestApp } from '../test/app';
import { AUTH_RATE_LIMITS } from './auth';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './password-policy';
import { ACCOUNT_MAIL_LIMIT } from './throttle';

const GOOD = 'Fairway#Birdie42';

async function signUp(t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, headers });
}
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAILS: 'Captain@Example.test' } });
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.app.db.select({ id: users.id }).from(users)).length;

  describe('sign-up', () => {
    it.each([
      [{ email: 'not-an-address', password: GOOD }, 'invalid_email', 'body.email'],
      [{ email: 'ada@example.test', password: 'short1!' }, 'password_requirements_not_met', 'body.password'],
      [
        { email: 'ada@example.test', password: 'alllowercase1!' },
        'password_requirements_not_met',
        'body.password',
      ],
      [
        { email: 'ada@example.test', password: 'NoDigitsHere!' },
        'password_requirements_not_met',
        'body.password',
      ],
      [
        { email: 'ada@example.test', password: 'NoSymbols123' },
        'password_requirements_not_met',
        'body.password',
      ],
      [{ email: 'ada@example.test', password: 'Password1!' }, 'password_too_common', 'body.password'],
      [
        { email: 'ada@example.test', password: `A1!${'x'.repeat(126)}` },
        'password_too_long',
        'body.password',
      ],
    ])('refuses %j with %s on %s, and creates nothing', async (payload, code, field) => {
      const before = await userCount();
      const response = await signUp(t, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
      expect(await userCount()).toBe(before);
    });

    it('accepts a 64-character passphrase', async () => {
      const passphrase = `Correct horse battery staple on the 18th green, par 4! ${'x'.repeat(9)}`;
      expect(passphrase).toHaveLength(64);
      const user = await createUser(t.app, { password: passphrase });
      expect(user.token).toBeTruthy();
    });

    it('answers the same for a new and an existing address, and tells the owner instead of revealing it', async () => {
      const email = 'owner@example.test';
      const first = await signUp(t, { email, password: GOOD, name: 'Owner' });
      const again = await signUp(t, {
        email: 'Owner@Example.test',
        password: 'Another#Pass77',
        name: 'Mallory',
      });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const rows = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      const mails = await readMailbox(t.app.db, email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Someone tried to sign up to Fairway with your email',
        'Confirm your email for Fairway',
      ]);
    });

    it('mails one address at most 3 times an hour, answering the same after that', async () => {
      const email = 'flood@example.test';
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await signUp(t, { email, password: GOOD }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
      expect(await readMailbox(t.app.db, email)).toHaveLength(ACCOUNT_MAIL_LIMIT.mails);
      // Another address is not affected.
      await signUp(t, { email: 'calm@example.test', password: GOOD });
      expect(await readMailbox(t.app.db, 'calm@example.test')).toHaveLength(1);
    });

    it('sends one address at most 3 verification mails an hour, from sign-up and sign-ins alike', async () => {
      const email = 'resend@example.test';
      const signInUnverified = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: GOOD },
          remoteAddress: '203.0.113.61',
        });
      expect((await signUp(t, { email, password: GOOD })).statusCode).toBe(200);
      // A sign-in before verifying mails the link again (the second, the third), then nothing more this hour.
      expect((await signInUnverified()).statusCode).toBe(403);
      expect(await readMailbox(t.app.db, email)).toHaveLength(2);
      expect((await signInUnverified()).statusCode).toBe(403);
      expect(await readMailbox(t.app.db, email)).toHaveLength(ACCOUNT_MAIL_LIMIT.mails);
      const later = [await signInUnverified(), await signInUnverified()];
      expect(later.map((answer) => answer.statusCode)).toEqual([403, 403]);
      expect(await readMailbox(t.app.db, email)).toHaveLength(ACCOUNT_MAIL_LIMIT.mails);
      // The link already sent still verifies the address.
      const [first] = await readMailbox(t.app.db, email);
      expect(first?.subject).toBe('Confirm your email for Fairway');
    });

    it('writes the verification mail in the language chosen at sign-up', async () => {
      const email = 'lea@example.test';
      await signUp(t, { email, password: GOOD, name: 'Léa', locale: 'fr' });
      const [mail] = await readMailbox(t.app.db, email);
      expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour Fairway');
      expect(mail?.html).toContain('lang="fr"');
    });

    it('gives the admin role to ADMIN_EMAILS only', async () => {
      const captain = await createUser(t.app, { email: 'captain@example.test' });
      const golfer = await createUser(t.app);
      const roles = async (id: string) =>
        (await t.app.db.select().from(users).where(eq(users.id, id)))[0]?.role;
      expect(await roles(captain.id)).toBe('admin');
      expect(await roles(golfer.id)).toBe('user');
    });
  });

  describe('email verification', () => {
    it('is required before the first sign-in, and the link works once', async () => {
      const email = 'fresh@example.test';
      await signUp(t, { email, password: GOOD });
      const early = await signIn(t.app, email, GOOD);
      expect(early.response.statusCode).toBe(403);
      expect(errorOf(early.response).code).toBe('email_not_verified');
      expect(early.token).toBeUndefined();

      const link = await mailedLink(t.app, email, '/verify-email');
      const verified = await follow(t.app, link);
      expect(verified.statusCode).toBe(302);
      expect(verified.headers.location).toMatch(/\/sign-in\?verified=1$/);
      const later = await signIn(t.app, email, GOOD);
      expect(later.token).toBeTruthy();

      const reused = await follow(t.app, link);
      expect(reused.statusCode).toBe(302);
      expect(reused.headers.location).toMatch(/error=invalid_token/);
    });

    it('refuses a link older than 24 hours', async () => {
      const email = 'late@example.test';
      await signUp(t, { email, password: GOOD });
      const link = await mailedLink(t.app, email, '/verify-email');
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
        const response = await follow(t.app, link);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toMatch(/error=token_expired/i);
        expect(response.headers.location).not.toMatch(/verified=1$/);
      } finally {
        vi.useRealTimers();
      }
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(row?.emailVerified).toBe(false);
      expect(errorOf((await signIn(t.app, email, GOOD)).response).code).toBe('email_not_verified');
    });

    it('refuses a tampered link', async () => {
      const email = 'tamper@example.test';
      await signUp(t, { email, password: GOOD });
      const link = await mailedLink(t.app, email, '/verify-email');
      const tampered = link.replace(
        /token=([^&]+)/,
        (_m, token: string) => `token=${token.slice(0, -4)}AAAA`,
      );
      const response = await follow(t.app, tampered);
      expect(response.headers.location ?? '').toMatch(/error=/);
      expect((await signIn(t.app, email, GOOD)).token).toBeUndefined();
    });
  });

  describe('sign-in', () => {
    it('accepts the email in any case, and the username once a profile exists', async () => {
      const golfer = await createGolfer(t.app, { username: 'Seve.B' });
      expect((await signIn(t.app, golfer.email.toUpperCase(), golfer.password)).token).toBeTruthy();
      expect((await signIn(t.app, 'seve.b', golfer.password)).token).toBeTruthy();
      expect((await signIn(t.app, 'SEVE.B', golfer.password)).token).toBeTruthy();
      const hyphen = await createGolfer(t.app, { username: 'jose-maria' });
      expect((await signIn(t.app, 'jose-maria', hyphen.password)).token).toBeTruthy();
      const accents = await createGolfer(t.app, { username: 'élodie' });
      expect((await signIn(t.app, 'Élodie', accents.password)).token).toBeTruthy();
    });

    it('says the same for an unknown account and a wrong password (no enumeration)', async () => {
      const user = await createUser(t.app);
      const wrongPassword = await signIn(t.app, user.email, 'Wrong#Password1');
      const unknown = await signIn(t.app, 'nobody@example.test', 'Wrong#Password1');
      expect(wrongPassword.response.statusCode).toBe(401);
      expect(unknown.response.statusCode).toBe(401);
      expect(errorOf(wrongPassword.response)).toEqual(errorOf(unknown.response));
      expect(errorOf(unknown.response).code).toBe('invalid_credentials');
    });

    it('sign-out ends the session on the server', async () => {
      const golfer = await createGolfer(t.app);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(golfer) })).statusCode,
      ).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(golfer),
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(golfer) });
      expect(after.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const request = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });

    it('answers the same for an unknown address and sends nothing', async () => {
      const user = await createUser(t.app);
      const known = await request(user.email);
      const unknown = await request('ghost@example.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(await readMailbox(t.app.db, 'ghost@example.test')).toEqual([]);
    });

    it('mails one address at most 3 reset links an hour, answering the same after that', async () => {
      const user = await createUser(t.app);
      const bystander = await createUser(t.app);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await request(user.email.toUpperCase()));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(answers[0]?.json());
      }
      const resets = async (email: string) =>
        (await readMailbox(t.app.db, email)).filter((mail) => mail.text.includes('/reset-password'));
      expect(await resets(user.email)).toHaveLength(ACCOUNT_MAIL_LIMIT.mails);
      // An unknown address over the limit gets the very same answer.
      for (let i = 0; i < 4; i++)
        expect((await request('nobody-here@example.test')).json()).toEqual(answers[0]?.json());
      await request(bystander.email);
      expect(await resets(bystander.email)).toHaveLength(1);
    });

    it('resets by the mailed link once, ends every session, and keeps the old password until then', async () => {
      const user = await createUser(t.app);
      await request(user.email);
      const link = await mailedLink(t.app, user.email, '/reset-password');
      const opened = await follow(t.app, link);
      expect(opened.statusCode).toBe(302);
      const token = new URL(opened.headers.location as string, 'http://x').searchParams.get('token');
      expect(token).toBeTruthy();

      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'weak' },
      });
      expect(errorOf(weak)).toMatchObject({
        code: 'password_requirements_not_met',
        field: 'body.newPassword',
      });
      expect((await signIn(t.app, user.email, user.password)).token).toBeTruthy();

      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'New#Fairway2026' },
      });
      expect(reset.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(user) })).statusCode,
      ).toBe(401);
      expect((await signIn(t.app, user.email, user.password)).token).toBeUndefined();
      expect((await signIn(t.app, user.email, 'New#Fairway2026')).token).toBeTruthy();

      const reused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Other#Fairway2026' },
      });
      expect(reused.statusCode).toBe(400);
      expect(errorOf(reused).code).toBe('invalid_token');
    });

    it('refuses an expired reset link', async () => {
      const user = await createUser(t.app);
      await request(user.email);
      const opened = await follow(t.app, await mailedLink(t.app, user.email, '/reset-password'));
      const token = new URL(opened.headers.location as string, 'http://x').searchParams.get(
        'token',
      ) as string;
      await t.app.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'New#Fairway2026' },
      });
      expect(reset.statusCode).toBe(400);
      expect(errorOf(reset).code).toBe('invalid_token');
    });
  });

  describe('sessions', () => {
    const list = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: bearer({ token }) });
    const revoke = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/revoke-session', headers: bearer({ token }), payload });
    const sessionId = async (token: string) =>
      (await list(token)).json<{ id: string; current: boolean }[]>().find((session) => session.current)?.id;

    it('lists the user’s sessions without any token, this one marked current', async () => {
      const user = await createUser(t.app);
      const phone = (await signIn(t.app, user.email, user.password, { 'user-agent': 'Phone/1.0' }))
        .token as string;
      const response = await list(user.token);
      expect(response.statusCode).toBe(200);
      const sessions = response.json<Record<string, unknown>[]>();
      expect(sessions).toHaveLength(2);
      for (const session of sessions) {
        expect(Object.keys(session).sort()).toEqual(
          ['createdAt', 'current', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
        );
      }
      // Neither token, nor its unsigned part, appears anywhere in the answer.
      for (const token of [user.token, phone]) {
        expect(response.body).not.toContain(decodeURIComponent(token).split('.')[0]);
      }
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      expect(sessions.find((session) => !session.current)).toMatchObject({ userAgent: 'Phone/1.0' });
      expect(await sessionId(phone)).not.toBe(await sessionId(user.token));
    });

    it('still lists them for a session signed in two days ago (no "fresh session" needed)', async () => {
      const user = await createUser(t.app);
      const id = (await sessionId(user.token)) as string;
      await t.app.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
        .where(eq(sessions.id, id));
      await t.app.sessionCache.revoke({ sessionIds: [id] });
      const response = await list(user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(1);
    });

    it('ends another session of the account by its id, at once', async () => {
      const user = await createUser(t.app);
      const phone = (await signIn(t.app, user.email, user.password)).token as string;
      const phoneId = (await sessionId(phone)) as string;
      const ended = await revoke(user.token, { id: phoneId });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ status: true });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer({ token: phone }) }))
          .statusCode,
      ).toBe(401);
      expect((await list(user.token)).json()).toHaveLength(1);
    });

    it('never ends another user’s session, and says the same as for no session at all', async () => {
      const owner = await createUser(t.app);
      const stranger = await createUser(t.app);
      const ownerId = (await sessionId(owner.token)) as string;
      const refused = await revoke(stranger.token, { id: ownerId });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('session_not_found');
      const unknown = await revoke(stranger.token, { id: 'no-such-session' });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toEqual(errorOf(refused));
      expect((await list(owner.token)).statusCode).toBe(200);
      // Signed out, nobody ends anything.
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-session',
        payload: { id: ownerId },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await list(owner.token)).statusCode).toBe(200);
    });

    it('are documented in the OpenAPI reference, with no token in the schema', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, unknown>;
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      }>();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/auth/list-sessions', '/api/auth/revoke-session']),
      );
      expect(Object.keys(doc.components.schemas.AccountSession?.properties ?? {})).not.toContain('token');
      expect(Object.keys(doc.components.schemas.AccountSession?.properties ?? {})).toContain('current');
    });

    it('refuses the stored, unsigned session token as a bearer token', async () => {
      const user = await createUser(t.app);
      const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      const raw = row?.token as string;
      // What sign-in hands out: the stored token and its HMAC, as a signed cookie value.
      const signature = createHmac('sha256', t.config.authSecret).update(raw).digest('base64');
      expect(decodeURIComponent(user.token)).toBe(`${raw}.${signature}`);
      expect((await list(encodeURIComponent(`${raw}.${signature}`))).statusCode).toBe(200);
      expect((await list(user.token)).statusCode).toBe(200);
      expect((await list(raw)).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer({ token: raw }) })
        ).json(),
      ).toBeNull();
    });

    it('changing the password can end the other sessions, and needs the current password', async () => {
      const user = await createUser(t.app);
      const other = (await signIn(t.app, user.email, user.password)).token as string;
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(user),
        payload: { currentPassword: 'Not#ThePassword1', newPassword: 'Changed#Fairway9' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('invalid_credentials');
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(user),
        payload: {
          currentPassword: user.password,
          newPassword: 'Changed#Fairway9',
          revokeOtherSessions: true,
        },
      });
      expect(changed.statusCode).toBe(200);
      const current = (changed.headers['set-auth-token'] as string | undefined) ?? user.token;
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/list-sessions',
            headers: bearer({ token: current }),
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer({ token: other }) }))
          .statusCode,
      ).toBe(401);
    });
  });
});

describe('sign-in rate limits', () => {
  /** Sign-ins to a different unknown address each time, so only the per-address limit can answer 429. */
  async function hammer(
    t: TestApp,
    times: number,
    options: { remoteAddress?: string; forwardedFor?: string },
  ) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `stranger-${i}-${Math.random()}@example.test`, password: 'Guess#1234Pass' },
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(errorOf(response).code).toBe('rate_limited');
    }
    return statuses;
  }
  const LIMIT = AUTH_RATE_LIMITS['/sign-in/email'];
  const limitedAfterLimit = [...Array<number>(LIMIT).fill(401), 429];

  it('limit each direct client address on its own, whatever X-Forwarded-For says', async () => {
    const t = await buildTestApp({ env: { AUTH_RATE_LIMIT: 'true' } });
    const victim = await createUser(t.app);
    expect(await hammer(t, LIMIT + 1, { remoteAddress: '198.51.100.7' })).toEqual(limitedAfterLimit);
    // A spoofed header does not give the same client a new bucket: no proxy is trusted.
    expect(await hammer(t, 1, { remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.99' })).toEqual([
      429,
    ]);
    // Another client is not locked out, nor is the victim signing in from elsewhere.
    expect(await hammer(t, 1, { remoteAddress: '198.51.100.8' })).toEqual([401]);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: victim.email, password: victim.password },
      remoteAddress: '198.51.100.9',
    });
    expect(own.statusCode).toBe(200);
    await t.close();
  }, 120_000);

  it('behind a trusted proxy, limit by X-Forwarded-For; from anyone else, ignore it', async () => {
    const t = await buildTestApp({ env: { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: '10.0.0.1' } });
    const proxy = '10.0.0.1';
    expect(await hammer(t, LIMIT + 1, { remoteAddress: proxy, forwardedFor: '203.0.113.7' })).toEqual(
      limitedAfterLimit,
    );
    // Two clients behind the same proxy have their own buckets.
    expect(await hammer(t, 1, { remoteAddress: proxy, forwardedFor: '203.0.113.8' })).toEqual([401]);
    // A client that is not the proxy cannot borrow a client's address through the header, nor escape its own.
    expect(
      await hammer(t, LIMIT + 1, { remoteAddress: '198.51.100.20', forwardedFor: '203.0.113.8' }),
    ).toEqual(limitedAfterLimit);
    expect(await hammer(t, 1, { remoteAddress: '198.51.100.20', forwardedFor: '203.0.113.50' })).toEqual([
      429,
    ]);
    expect(await hammer(t, 1, { remoteAddress: proxy, forwardedFor: '203.0.113.8' })).toEqual([401]);
    await t.close();
  }, 120_000);

  it('pause one account after 10 failures from anywhere, not the others', async () => {
    const t = await buildTestApp();
    const target = await createUser(t.app);
    const bystander = await createUser(t.app);
    for (let i = 0; i < 10; i++) {
      const { response } = await signIn(t.app, target.email, `Wrong#${i}Guess`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(t.app, target.email, target.password);
    expect(locked.response.statusCode).toBe(429);
    expect(errorOf(locked.response).code).toBe('too_many_attempts');
    expect(locked.response.headers['retry-after']).toBeDefined();
    expect((await signIn(t.app, bystander.email, bystander.password)).token).toBeTruthy();
    await t.close();
  }, 60_000);
});

describe('isCommonPassword', () => {
  it('knows 3,000 passwords and sees through the usual disguises', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
    for (const common of ['123456', 'Password1!', 'P.A.S.S.W.O.R.D', 'Dragon2024!', 'qwerty', 'Monkey#123']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of [GOOD, 'Correct horse battery staple', 'Albatross@Augusta13']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });
});

describe('the local mailbox', () => {
  it('is served in development and tests, and holds what sign-up sent', async () => {
    const t = await buildTestApp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'box@example.test', password: GOOD },
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=box@example.test' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm your email for Fairway');
    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=box@example.test' });
    expect(json.json()).toHaveLength(1);
    await t.app.db.delete(mailboxMessages);
    await t.close();
  });

  it('does not exist in production', async () => {
    const t = await buildTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:1' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      devMailbox: null,
    });
    await t.close();
  });
});
