import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ErrorBody, PublicConfig } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../db/schema';
import { Browser, startOidcProvider } from '../test/oidc-provider';
import type { CallbackRequest, LocalOidcProvider } from '../test/oidc-provider';
import { buildTestApp, createUser, signIn } from '../test/app';
import type { TestApp } from '../test/app';
import { HANDOFF_WINDOW_MS } from './social.routes';

/** A port free right now on 127.0.0.1 (Fairway must know its own address before it starts: PUBLIC_URL). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('social sign-in against a local OpenID Connect provider', () => {
  let provider: LocalOidcProvider;
  let t: TestApp;
  let base: string;
  let cookieName: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({
      redirectUris: [`${base}/api/auth/callback/google`, `${base}/api/auth/callback/apple`],
    });
    // Google and an Apple-like provider (form_post) are the same local provider, two Fairway configurations.
    t = await buildTestApp({
      env: {
        PUBLIC_URL: base,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
        APPLE_CLIENT_ID: provider.clientId,
        APPLE_CLIENT_SECRET: provider.clientSecret,
        APPLE_DISCOVERY_URL: provider.discoveryUrl,
      },
    });
    await t.app.listen({ host: '127.0.0.1', port });
    cookieName = (await t.app.auth.$context).authCookies.sessionToken.name;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  const webPage = (url: URL) => url.origin === base && !url.pathname.startsWith('/api/');

  /** The web app's button: `POST /api/auth/sign-in/oauth2`, answered with the provider's address. */
  async function start(browser: Browser, providerId: 'google' | 'apple') {
    const response = await browser.request(`${base}/api/auth/sign-in/oauth2`, {
      method: 'POST',
      initiator: base,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providerId, callbackURL: '/auth/callback' }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { url: string; redirect: boolean };
    expect(answer.redirect).toBe(true);
    return new URL(answer.url);
  }

  /** The browser goes back to Fairway with the provider's answer, and on until a web-app page. */
  async function returnToFairway(browser: Browser, callback: CallbackRequest) {
    return browser.navigate(callback.url, {
      method: callback.method,
      initiator: callback.initiator,
      ...(callback.method === 'POST' ? { body: callback.params } : {}),
      stopAt: webPage,
    });
  }

  /** The web app at /auth/callback: `POST /api/auth-token` with the cookie, same origin. */
  async function handOff(browser: Browser, headers: Record<string, string> = {}) {
    return browser.request(`${base}/api/auth-token`, { method: 'POST', initiator: base, headers });
  }

  /** A whole sign-in as `login` at the provider; returns the bearer token and the browser. */
  async function signInWith(providerId: 'google' | 'apple', login: string, browser = new Browser()) {
    const callback = await provider.authorize(browser, (await start(browser, providerId)).toString(), {
      login,
    });
    const landing = await returnToFairway(browser, callback);
    expect(landing.url.pathname).toBe('/auth/callback');
    const response = await handOff(browser);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return { token, browser };
  }

  const usersWithEmail = (email: string) => t.app.db.select().from(users).where(eq(users.email, email));
  const accountsOf = (userId: string) => t.app.db.select().from(accounts).where(eq(accounts.userId, userId));
  const profileWith = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
  const errorOf = (url: URL) => ({ path: url.pathname, error: url.searchParams.get('error') });

  it('walks a new person through Google: PKCE and state out, code back, session, token, no profile yet', async () => {
    provider.addAccount({ sub: 'google-ada', email: 'Ada@Example.test', name: 'Ada Lovelace' });
    const browser = new Browser();

    // 1. The button: Fairway answers the provider's authorization URL, and binds the flow to this browser.
    const authorization = await start(browser, 'google');
    expect(authorization.origin).toBe(provider.issuer);
    const query = authorization.searchParams;
    expect(query.get('client_id')).toBe(provider.clientId);
    expect(query.get('response_type')).toBe('code');
    expect(query.get('redirect_uri')).toBe(`${base}/api/auth/callback/google`);
    expect(query.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(query.get('response_mode')).toBeNull();

    // 2. At the provider: sign in, consent; it sends the browser back with a code (PKCE is required there).
    const callback = await provider.authorize(browser, authorization.toString(), { login: 'google-ada' });
    expect(callback.method).toBe('GET');
    expect(`${callback.url.origin}${callback.url.pathname}`).toBe(`${base}/api/auth/callback/google`);
    expect(callback.params.get('code')).toBeTruthy();
    expect(callback.params.get('state')).toBe(query.get('state'));
    expect(callback.params.get('iss')).toBe(provider.issuer);

    // 3. Fairway exchanges the code (with the PKCE verifier), checks the ID token, sets the session cookie
    //    and sends the browser to the web app's /auth/callback.
    const landing = await returnToFairway(browser, callback);
    expect(landing.trail.map((url) => url.pathname)).toEqual(['/api/auth/callback/google', '/auth/callback']);
    expect(browser.cookie(base, cookieName)).toBeTruthy();

    // Better Auth alone would not give the web app a token: get-session with the cookie has no set-auth-token.
    const plain = await browser.request(`${base}/api/auth/get-session`, { initiator: base });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-auth-token')).toBeNull();

    // 4. The hand-off: the web app trades the cookie for the bearer token, once; the cookie is gone after.
    const handedOff = await handOff(browser);
    expect(handedOff.status).toBe(200);
    expect(handedOff.headers.get('cache-control')).toBe('no-store');
    const { token } = (await handedOff.json()) as { token: string };
    expect(token).toBeTruthy();
    expect(browser.cookie(base, cookieName)).toBeUndefined();
    const again = await handOff(browser);
    expect(again.status).toBe(401);
    expect(((await again.json()) as ErrorBody).error.code).toBe('unauthorized');

    // 5. The token works; a new account has no golf profile yet (the app goes to onboarding).
    const profile = await profileWith(token);
    expect(profile.statusCode).toBe(404);
    expect(profile.json<ErrorBody>().error.code).toBe('profile_not_found');

    const [user] = await usersWithEmail('ada@example.test');
    expect(user).toMatchObject({ email: 'ada@example.test', emailVerified: true, name: 'Ada Lovelace' });
    const linked = await accountsOf(user!.id);
    expect(linked.map((account) => [account.providerId, account.accountId])).toEqual([
      ['google', 'google-ada'],
    ]);
  });

  it('signs the same provider account into the same user the next time, on another device', async () => {
    provider.addAccount({ sub: 'google-grace', email: 'grace@example.test', name: 'Grace Hopper' });
    const first = await signInWith('google', 'google-grace');
    const second = await signInWith('google', 'google-grace');
    expect(second.token).not.toBe(first.token);

    const rows = await usersWithEmail('grace@example.test');
    expect(rows).toHaveLength(1);
    expect(await accountsOf(rows[0]!.id)).toHaveLength(1);
    for (const token of [first.token, second.token]) {
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.json<{ user: { id: string } }>().user.id).toBe(rows[0]!.id);
    }
  });

  it('completes an Apple-style sign-in: the provider posts the answer back (form_post)', async () => {
    provider.addAccount({ sub: 'apple-ida', email: 'ida@privaterelay.example.test' });
    const browser = new Browser();
    const authorization = await start(browser, 'apple');
    expect(authorization.searchParams.get('response_mode')).toBe('form_post');
    expect(authorization.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'name']),
    );
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${base}/api/auth/callback/apple`);

    const callback = await provider.authorize(browser, authorization.toString(), { login: 'apple-ida' });
    // The provider's page posts a form to Fairway: a cross-site POST, which carries none of Fairway's cookies.
    expect(callback.method).toBe('POST');
    expect(callback.params.get('code')).toBeTruthy();
    expect(callback.url.search).toBe('');

    const landing = await returnToFairway(browser, callback);
    expect(landing.trail.map((url) => url.pathname)).toEqual([
      '/api/auth/callback/apple',
      '/api/auth/callback/apple',
      '/auth/callback',
    ]);
    const response = await handOff(browser);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect((await profileWith(token)).statusCode).toBe(404);

    const [user] = await usersWithEmail('ida@privaterelay.example.test');
    expect(user?.emailVerified).toBe(true);
    const linked = await accountsOf(user!.id);
    expect(linked.map((account) => [account.providerId, account.accountId])).toEqual([
      ['apple', 'apple-ida'],
    ]);
  });

  it('refuses a tampered state, and signs no one in', async () => {
    provider.addAccount({ sub: 'google-mallory', email: 'mallory@example.test' });
    const browser = new Browser();
    const callback = await provider.authorize(browser, (await start(browser, 'google')).toString(), {
      login: 'google-mallory',
    });
    const tampered = new URL(callback.url);
    tampered.searchParams.set('state', `${callback.params.get('state')}x`);

    const landing = await returnToFairway(browser, {
      ...callback,
      url: tampered,
      params: tampered.searchParams,
    });
    expect(errorOf(landing.url)).toEqual({ path: '/sign-in', error: 'state_mismatch' });
    expect(browser.cookie(base, cookieName)).toBeUndefined();
    expect(await usersWithEmail('mallory@example.test')).toHaveLength(0);
  });

  it('refuses a callback opened in another browser than the one that started (login CSRF)', async () => {
    provider.addAccount({ sub: 'google-eve', email: 'eve@example.test' });
    const attacker = new Browser();
    const callback = await provider.authorize(attacker, (await start(attacker, 'google')).toString(), {
      login: 'google-eve',
    });
    // Eve sends her own callback link to a victim: it carries a valid state and code, but not the victim's flow.
    const victim = new Browser();
    const landing = await returnToFairway(victim, callback);
    expect(errorOf(landing.url)).toEqual({ path: '/sign-in', error: 'state_mismatch' });
    expect(victim.cookie(base, cookieName)).toBeUndefined();
  });

  it('uses a callback once: replaying it signs no one in', async () => {
    provider.addAccount({ sub: 'google-replay', email: 'replay@example.test' });
    const browser = new Browser();
    const callback = await provider.authorize(browser, (await start(browser, 'google')).toString(), {
      login: 'google-replay',
    });
    expect((await returnToFairway(browser, callback)).url.pathname).toBe('/auth/callback');
    expect((await handOff(browser)).status).toBe(200);

    const replay = await returnToFairway(browser, callback);
    expect(errorOf(replay.url)).toEqual({ path: '/sign-in', error: 'state_mismatch' });
    expect(browser.cookie(base, cookieName)).toBeUndefined();
  });

  it('sends a person who cancels at the provider back to the sign-in screen', async () => {
    provider.addAccount({ sub: 'google-shy', email: 'shy@example.test' });
    const browser = new Browser();
    const callback = await provider.authorize(browser, (await start(browser, 'google')).toString(), {
      login: 'google-shy',
      consent: false,
    });
    const landing = await returnToFairway(browser, callback);
    expect(errorOf(landing.url)).toEqual({ path: '/sign-in', error: 'access_denied' });
    expect(await usersWithEmail('shy@example.test')).toHaveLength(0);
  });

  it('signs no one in when the provider does not vouch for the email address', async () => {
    provider.addAccount({ sub: 'google-unsure', email: 'unsure@example.test', emailVerified: false });
    const browser = new Browser();
    const callback = await provider.authorize(browser, (await start(browser, 'google')).toString(), {
      login: 'google-unsure',
    });
    const landing = await returnToFairway(browser, callback);
    expect(errorOf(landing.url)).toEqual({ path: '/sign-in', error: 'unable_to_get_user_info' });
    expect(browser.cookie(base, cookieName)).toBeUndefined();
    expect(await usersWithEmail('unsure@example.test')).toHaveLength(0);
  });

  describe('an address that already has a Fairway account', () => {
    it('joins a verified email-and-password account: one user, both ways in', async () => {
      const existing = await createUser(t.app, { email: 'linda@example.test', name: 'Linda' });
      provider.addAccount({ sub: 'google-linda', email: 'linda@example.test', name: 'Linda Links' });

      const { token } = await signInWith('google', 'google-linda');
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.json<{ user: { id: string } }>().user.id).toBe(existing.id);
      expect(await usersWithEmail('linda@example.test')).toHaveLength(1);
      const linked = (await accountsOf(existing.id)).map((account) => account.providerId).sort();
      expect(linked).toEqual(['credential', 'google']);
      // The name the person chose stays; the password still works.
      expect((await usersWithEmail('linda@example.test'))[0]?.name).toBe('Linda');
      expect((await signIn(t.app, existing.email, existing.password)).token).toBeTruthy();
    });

    it('does not join an account whose address was never verified (someone else may have typed it)', async () => {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'squatted@example.test', password: 'Fairway#Birdie42' },
      });
      expect(signUp.statusCode).toBe(200);
      provider.addAccount({ sub: 'google-owner', email: 'squatted@example.test' });

      const browser = new Browser();
      const callback = await provider.authorize(browser, (await start(browser, 'google')).toString(), {
        login: 'google-owner',
      });
      const landing = await returnToFairway(browser, callback);
      expect(errorOf(landing.url)).toEqual({ path: '/sign-in', error: 'account_not_linked' });
      expect(browser.cookie(base, cookieName)).toBeUndefined();
      const [user] = await usersWithEmail('squatted@example.test');
      expect(user?.emailVerified).toBe(false);
      expect((await accountsOf(user!.id)).map((account) => account.providerId)).toEqual(['credential']);
    });
  });

  describe('the hand-off', () => {
    async function signedInBrowser(sub: string) {
      provider.addAccount({ sub, email: `${sub}@example.test` });
      const browser = new Browser();
      const callback = await provider.authorize(browser, (await start(browser, 'google')).toString(), {
        login: sub,
      });
      expect((await returnToFairway(browser, callback)).url.pathname).toBe('/auth/callback');
      return browser;
    }

    it('answers only Fairway’s own origin, and keeps the cookie for it', async () => {
      const browser = await signedInBrowser('handoff-origin');
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: base, 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const headers of attempts) {
        const refused = await handOff(browser, headers);
        expect(refused.status).toBe(403);
        expect(((await refused.json()) as ErrorBody).error.code).toBe('forbidden');
      }
      const noOrigin = await fetch(`${base}/api/auth-token`, {
        method: 'POST',
        headers: { cookie: browser.cookieHeader(new URL(base)) },
      });
      expect(noOrigin.status).toBe(403);
      expect((await handOff(browser, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    });

    it('needs a session cookie: no cookie, a made-up one or a bearer token are refused', async () => {
      const none = await handOff(new Browser());
      expect(none.status).toBe(401);
      const madeUp = await fetch(`${base}/api/auth-token`, {
        method: 'POST',
        headers: { origin: base, cookie: `${cookieName}=not-a-session.signature` },
      });
      expect(madeUp.status).toBe(401);
      const user = await createUser(t.app);
      const withBearer = await fetch(`${base}/api/auth-token`, {
        method: 'POST',
        headers: { origin: base, authorization: `Bearer ${user.token}` },
      });
      expect(withBearer.status).toBe(401);
    });

    it(`refuses a session older than ${HANDOFF_WINDOW_MS / 60_000} minutes`, async () => {
      const browser = await signedInBrowser('handoff-stale');
      const [user] = await usersWithEmail('handoff-stale@example.test');
      await t.app.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - HANDOFF_WINDOW_MS - 1000) })
        .where(eq(sessions.userId, user!.id));
      const stale = await handOff(browser);
      expect(stale.status).toBe(401);
    });
  });

  it('starts through Better Auth’s own path too (POST /api/auth/sign-in/social { provider })', async () => {
    const response = await new Browser().request(`${base}/api/auth/sign-in/social`, {
      method: 'POST',
      initiator: base,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google', callbackURL: '/auth/callback' }),
    });
    expect(response.status).toBe(200);
    expect(new URL(((await response.json()) as { url: string }).url).origin).toBe(provider.issuer);
  });

  it('lists the configured providers in GET /api/config, and none when none is configured', async () => {
    const configured = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(configured.json<PublicConfig>().socialProviders).toEqual(['google', 'apple']);

    const googleOnly = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_DISCOVERY_URL: provider.discoveryUrl },
    });
    const bare = await buildTestApp();
    try {
      const one = await googleOnly.app.inject({ method: 'GET', url: '/api/config' });
      expect(one.json<PublicConfig>().socialProviders).toEqual(['google']);
      const none = await bare.app.inject({ method: 'GET', url: '/api/config' });
      expect(none.json<PublicConfig>().socialProviders).toEqual([]);
      const refused = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/oauth2',
        payload: { providerId: 'google', callbackURL: '/auth/callback' },
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      await googleOnly.close();
      await bare.close();
    }
  }, 90_000);
});
