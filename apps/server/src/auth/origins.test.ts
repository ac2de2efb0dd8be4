import type { ErrorBody } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/mailer';
import { baseUrl, buildTestApp, createUser } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { openSocket } from '../test/socket';

const PUBLIC_URL = 'https://fairway.example';
const CONFIGURED = 'https://club.example';

/** A production server (as production is configured) on a fresh database, listening for the socket's tests. */
async function productionApp(): Promise<TestApp> {
  return buildTestApp({
    listen: true,
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(40),
      // Mail goes nowhere: the tests need no mail in production, only the answers.
      SMTP_URL: 'smtp://127.0.0.1:1',
      PUBLIC_URL,
      CORS_ORIGINS: CONFIGURED,
    },
  });
}

describe('in production only configured origins are accepted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await productionApp();
  });
  afterAll(() => t.close());

  it('CORS answers PUBLIC_URL, CORS_ORIGINS and the native shells, and not http://localhost', async () => {
    const allowOf = async (origin: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } })).headers[
        'access-control-allow-origin'
      ];
    for (const origin of [PUBLIC_URL, CONFIGURED, 'capacitor://localhost', 'https://localhost']) {
      expect(await allowOf(origin), origin).toBe(origin);
    }
    for (const origin of ['http://localhost', 'http://localhost:5173', 'https://evil.example']) {
      expect(await allowOf(origin), origin).toBeUndefined();
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: { origin: 'http://localhost', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the realtime socket opens for configured origins only, not for http://localhost nor its own host', async () => {
    const url = `${baseUrl(t.app)}/api/realtime`;
    for (const origin of ['http://localhost', baseUrl(t.app), 'https://evil.example']) {
      await expect(openSocket(url, { origin }), origin).rejects.toThrow(/403/);
    }
    for (const origin of [PUBLIC_URL, CONFIGURED, 'capacitor://localhost']) {
      const socket = await openSocket(url, { origin });
      socket.close();
    }
  });

  it('a password-reset link sends the browser back only to a configured origin', async () => {
    const request = (redirectTo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: PUBLIC_URL },
        payload: { email: 'someone@example.test', redirectTo },
      });
    for (const redirectTo of [
      'http://localhost/reset-password',
      'http://localhost:8080/reset-password',
      'https://evil.example/reset-password',
    ]) {
      const refused = await request(redirectTo);
      expect(refused.statusCode, redirectTo).toBe(403);
      expect(refused.json<ErrorBody>().error.code).toBe('forbidden');
    }
    for (const redirectTo of ['/reset-password', `${PUBLIC_URL}/reset-password`, `${CONFIGURED}/reset`]) {
      expect((await request(redirectTo)).statusCode, redirectTo).toBe(200);
    }
  });

  it('a sign-up’s verification link sends the browser back only to a configured origin', async () => {
    const signUp = (callbackURL: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: PUBLIC_URL },
        payload: { email: `new-${Math.random()}@example.test`, password: 'Fairway#Birdie42', callbackURL },
      });
    const refused = await signUp('http://localhost/sign-in');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.code).toBe('forbidden');
  });
});

describe('outside production', () => {
  let t: TestApp;
  let golfer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    golfer = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('a developer’s Android shell on http://localhost is still accepted', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: golfer.email, redirectTo: 'http://localhost/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await readMailbox(t.app.db, golfer.email)).toHaveLength(2);
  });
});
