import { describe, expect, it } from 'vitest';
import { fakeApi, json, type RecordedRequest } from '../../test/factories';
import {
  completeSocialSignIn,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  startSocialSignIn,
} from './auth-api';

/** The JSON body a recorded request sent. */
const bodyOf = (request: RecordedRequest | undefined): unknown => JSON.parse(request?.body as string);

const withToken = (token: string, body: unknown = { token: 'raw' }) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'set-auth-token': token },
  });

describe('the auth calls', () => {
  it('signs in by email when the identifier has an @, answering the header token', async () => {
    const { api, requests } = fakeApi(() => withToken('signed.token'), null);
    await expect(signIn(api, { identifier: ' jane@example.com ', password: 'pw' })).resolves.toBe(
      'signed.token',
    );
    expect(requests[0]).toMatchObject({ url: '/api/auth/sign-in/email', method: 'POST' });
    expect(bodyOf(requests[0])).toEqual({ email: 'jane@example.com', password: 'pw' });
  });

  it('signs in by username otherwise', async () => {
    const { api, requests } = fakeApi(() => withToken('t'), null);
    await signIn(api, { identifier: 'jdoe', password: 'pw' });
    expect(requests[0]?.url).toBe('/api/auth/sign-in/username');
    expect(bodyOf(requests[0])).toEqual({ username: 'jdoe', password: 'pw' });
  });

  it('passes the API error of a refused sign-in on, and refuses an answer without a token', async () => {
    const refused = fakeApi(() => json(403, { error: { code: 'email_not_verified', message: '' } }), null);
    await expect(signIn(refused.api, { identifier: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 'email_not_verified',
    });
    const tokenless = fakeApi(() => json(200, {}), null);
    await expect(signIn(tokenless.api, { identifier: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 'unknown_error',
    });
  });

  it('signs up with the interface language, and asks for resets to come back to /reset-password', async () => {
    const { api, requests } = fakeApi(() => json(200, { status: 'verification_sent' }), null);
    await signUp(api, { email: 'jane@example.com ', password: 'Fairway1!', locale: 'fr' });
    await requestPasswordReset(api, ' jane@example.com');
    await resetPassword(api, 'tok', 'Fairway2!');
    expect(requests.map((request) => [request.url, bodyOf(request)])).toEqual([
      ['/api/auth/sign-up/email', { email: 'jane@example.com', password: 'Fairway1!', locale: 'fr' }],
      ['/api/auth/request-password-reset', { email: 'jane@example.com', redirectTo: '/reset-password' }],
      ['/api/auth/reset-password', { token: 'tok', newPassword: 'Fairway2!' }],
    ]);
  });

  it('starts a social sign-in that comes back to /auth/callback', async () => {
    const { api, requests } = fakeApi(() =>
      json(200, { url: 'https://accounts.example/auth', redirect: true }),
    );
    await expect(startSocialSignIn(api, 'google')).resolves.toBe('https://accounts.example/auth');
    expect(bodyOf(requests[0])).toEqual({
      providerId: 'google',
      callbackURL: '/auth/callback',
    });
    const broken = fakeApi(() => json(200, {}));
    await expect(startSocialSignIn(broken.api, 'apple')).rejects.toMatchObject({ code: 'unknown_error' });
  });

  it('completes a social sign-in by exchanging the fresh session cookie for the token, once', async () => {
    const { api, requests } = fakeApi(() => json(200, { token: 'from.cookie' }), null);
    await expect(completeSocialSignIn(api)).resolves.toBe('from.cookie');
    expect(requests[0]?.url).toBe('/api/auth-token');
    expect(requests[0]?.method).toBe('POST');
    const stale = fakeApi(() => json(401, { error: { code: 'unauthorized', message: 'no session' } }), null);
    await expect(completeSocialSignIn(stale.api)).resolves.toBeNull();
  });
});
