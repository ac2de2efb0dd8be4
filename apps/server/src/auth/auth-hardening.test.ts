import { ErrorBody } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearer, buildTestApp, createGolfer, createUser, signIn } from '../test/app';
import type { TestApp } from '../test/app';
import { SIGN_IN_THROTTLE } from './throttle';

const GOOD = 'Fairway#Birdie42';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The answer is in the API's one error shape, with a code of the contract (every one of them is translated). */
function expectErrorShape(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    // Not JSON: the check below fails with the body shown.
  }
  expect(ErrorBody.safeParse(parsed).success, `${label}: ${response.body}`).toBe(true);
  return (parsed as ErrorBody).error;
}

describe('accounts whatever the body’s encoding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.app.db.select({ id: users.id }).from(users)).length;

  it('refuses a form-encoded sign-in (415): no token for a paused account, and no guess left uncounted', async () => {
    const golfer = await createUser(t.app);
    const form = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: FORM,
        payload: new URLSearchParams({ email: golfer.email, password }).toString(),
      });
    // Guessing by form reaches no password check at all.
    for (let i = 0; i < SIGN_IN_THROTTLE.failures; i++) {
      const guess = await form(`Wrong#${i}Guess`);
      expect(guess.statusCode).toBe(415);
      expect(expectErrorShape(guess, 'form guess').code).toBe('unsupported_media_type');
    }
    expect((await signIn(t.app, golfer.email, golfer.password)).token).toBeTruthy();
    // Paused by JSON guesses, the account gives no token by form either.
    for (let i = 0; i < SIGN_IN_THROTTLE.failures; i++) await signIn(t.app, golfer.email, `Wrong#${i}Guess`);
    expect((await signIn(t.app, golfer.email, golfer.password)).response.statusCode).toBe(429);
    const paused = await form(golfer.password);
    expect(paused.statusCode).toBe(415);
    expect(paused.headers['set-auth-token']).toBeUndefined();
  }, 90_000);

  it('refuses a form-encoded sign-up, so no common password gets in that way', async () => {
    const before = await userCount();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: FORM,
      payload: 'email=weak%40example.test&password=password&name=Weak',
    });
    expect(answer.statusCode).toBe(415);
    expect(expectErrorShape(answer, 'form sign-up').code).toBe('unsupported_media_type');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['text/plain', JSON.stringify({ email: 'plain@example.test', password: 'password' })],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--',
    ],
    ['application/xml', '<email>a@b.c</email>'],
  ])('refuses a %s body with 415 in the error shape', async (type, payload) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': type },
      payload,
    });
    expect(answer.statusCode).toBe(415);
    expect(expectErrorShape(answer, type).code).toBe('unsupported_media_type');
  });

  it.each([['"password"'], ['["a@b.c","password"]'], ['null'], ['42']])(
    'refuses the JSON body %s that is not an object',
    async (payload) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expectErrorShape(answer, payload);
    },
  );

  it('keeps to the contract’s fields at sign-up (no username chosen past the profile’s rules)', async () => {
    const email = 'squatter@example.test';
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: GOOD, username: 'admin', displayUsername: 'admin' },
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.username ?? null).toBeNull();
  });
});

describe('the failed-attempt pause', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts per account, whether the email or the username is typed', async () => {
    const golfer = await createGolfer(t.app, { username: 'Two.Doors' });
    const half = SIGN_IN_THROTTLE.failures / 2;
    for (let i = 0; i < half; i++) {
      expect((await signIn(t.app, golfer.email.toUpperCase(), `Wrong#${i}Guess`)).response.statusCode).toBe(
        401,
      );
      expect(
        (await signIn(t.app, i % 2 ? 'two.doors' : 'TWO.DOORS', `Wrong#${i}Guess`)).response.statusCode,
      ).toBe(401);
    }
    for (const login of [golfer.email, 'two.doors']) {
      const paused = await signIn(t.app, login, golfer.password);
      expect(paused.response.statusCode, login).toBe(429);
      expect(expectErrorShape(paused.response, login).code).toBe('too_many_attempts');
    }
  }, 90_000);

  it('pauses an identifier without an account after as many failures (no tell)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_THROTTLE.failures; i++) {
      statuses.push((await signIn(t.app, 'no-such-golfer', `Wrong#${i}Guess`)).response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_THROTTLE.failures).fill(401), 429]);
  }, 90_000);
});

describe('sign-up time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is about the same whether or not the address has an account', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: GOOD },
      });
      expect(answer.statusCode).toBe(200);
      return performance.now() - started;
    };
    const address = (i: number) => `timing-${i}@example.test`;
    await timed(address(0));
    const fresh: number[] = [];
    const taken: number[] = [];
    // Interleaved, so a busy moment of the machine weighs on both alike.
    for (let i = 1; i <= 7; i++) {
      fresh.push(await timed(address(i)));
      taken.push(await timed(address(i - 1)));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Loose on purpose: a taken address used to answer 15–100 times sooner (no password hashed).
    const ratio = median(taken) / median(fresh);
    expect(ratio, `taken ${median(taken).toFixed(0)} ms, new ${median(fresh).toFixed(0)} ms`).toBeGreaterThan(
      0.4,
    );
    expect(ratio).toBeLessThan(2.5);
  }, 120_000);
});

describe('only the endpoints Fairway uses are reachable under /api/auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 in the error shape for Better Auth’s others, signed in or not, and changes nothing', async () => {
    const golfer = await createGolfer(t.app);
    const [before] = await t.app.db.select().from(users).where(eq(users.id, golfer.id));
    const calls: [
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
    ][] = [
      ['POST', '/api/auth/update-user', { username: 'admin', locale: 'x'.repeat(50_000), name: 'Mallory' }],
      ['POST', '/api/auth/is-username-available', { username: 'admin' }],
      ['POST', '/api/auth/delete-user', { password: golfer.password }],
      ['POST', '/api/auth/change-email', { newEmail: 'other@example.test' }],
      ['POST', '/api/auth/send-verification-email', { email: golfer.email }],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/update-session', {}],
      ['POST', '/api/auth/verify-password', { password: golfer.password }],
      ['POST', '/api/auth/get-session', {}],
      ['GET', '/api/auth/list-accounts'],
      ['GET', '/api/auth/account-info'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/error'],
      ['GET', '/api/auth/sign-in/email'],
      ['GET', '/api/auth/no-such-thing'],
      ['GET', '/api/auth/'],
      ['PUT', '/api/auth/sign-in/email', {}],
      ['DELETE', '/api/auth/sign-out'],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [bearer(golfer), {}]) {
        const answer = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        const label = `${method} ${url}${'authorization' in headers ? ' (signed in)' : ''}`;
        expect(answer.statusCode, label).toBe(404);
        expect(expectErrorShape(answer, label).code).toBe('not_found');
      }
    }
    const [after] = await t.app.db.select().from(users).where(eq(users.id, golfer.id));
    expect(after).toEqual(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(golfer) })).statusCode,
    ).toBe(200);
  }, 90_000);

  it('still answers the session check, also when a client labels its empty GET as JSON', async () => {
    const golfer = await createUser(t.app);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { ...bearer(golfer), 'content-type': 'application/json' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json<{ user: { id: string } }>().user.id).toBe(golfer.id);
  });

  it('answers every refusal of the endpoints it keeps in the error shape', async () => {
    const golfer = await createUser(t.app);
    const calls: [method: 'GET' | 'POST', url: string, payload?: string, headers?: Record<string, string>][] =
      [
        ['POST', '/api/auth/sign-in/email', '{"email":"a@b.c"}'],
        ['POST', '/api/auth/sign-in/email', '{"email":42,"password":"x"}'],
        ['POST', '/api/auth/sign-in/email', '{"email":'],
        ['POST', '/api/auth/sign-in/username', '{"username":"","password":""}'],
        ['POST', '/api/auth/sign-in/email', `{"email":"${golfer.email}","password":"Wrong#1Pass"}`],
        ['POST', '/api/auth/sign-up/email', '{}'],
        [
          'POST',
          '/api/auth/sign-up/email',
          `{"email":"a@b.c","password":"${GOOD}","locale":"${'x'.repeat(50)}"}`,
        ],
        ['POST', '/api/auth/sign-up/email', `{"email":"a@b.c","password":"${GOOD}","name":42}`],
        ['POST', '/api/auth/change-password', '{"currentPassword":7,"newPassword":"New#Fairway2026"}'],
        ['POST', '/api/auth/sign-in/oauth2', '{"providerId":"nowhere","callbackURL":"/auth/callback"}'],
        ['POST', '/api/auth/reset-password', '{"token":"nope","newPassword":"New#Fairway2026"}'],
        ['POST', '/api/auth/change-password', '{"currentPassword":"a","newPassword":"New#Fairway2026"}'],
        ['POST', '/api/auth/request-password-reset', '{"email":"a@b.c","redirectTo":"https://evil.example"}'],
      ];
    for (const [method, url, payload, headers] of calls) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expectErrorShape(answer, `${method} ${url} ${payload ?? ''}`);
    }
  }, 90_000);
});
