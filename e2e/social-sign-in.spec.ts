// A person signs in with Google: the sign-in screen shows the button because the server is configured for it (and
// none for Apple, which is not), the provider asks who they are and for their consent, and Fairway takes them in:
// a new account goes to onboarding; the next sign-in of the same person opens the same account. A declined
// consent comes back to the sign-in screen with the message. "Google" is the real OpenID Connect provider that
// support/global-setup.ts starts on 127.0.0.1, which knows anyone who types a login.
import { expect, test, type Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';

// apps/web/src/lib/storage-keys.ts
const TOKEN_KEY = 'fairway.token';

const issuer = process.env.FAIRWAY_E2E_OIDC_ISSUER ?? '';

test.skip(!issuer, 'needs the local OpenID Connect provider that support/global-setup.ts starts');

/** On /sign-in, "Continue with Google", to the provider's login page. */
async function continueWithGoogle(page: Page) {
  await page.goto('/sign-in');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Apple' })).toHaveCount(0);
  await google.click();
  await expect(page).toHaveURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/'));
  await expect(page).toHaveTitle('login');
}

/** At the provider: types the login, continues, and answers the consent page. */
async function signInAtProvider(page: Page, login: string, consent: 'allow' | 'deny' = 'allow') {
  await page.getByLabel('Account').fill(login);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('consent');
  await page.getByRole('button', { name: consent === 'allow' ? 'Continue' : 'Cancel' }).click();
}

const tokenOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test('a new person signs in with Google, meets onboarding, and comes back to the same account', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const login = uniqueUsername('google');

  await test.step('the first sign-in makes an account and leads to onboarding', async () => {
    await continueWithGoogle(page);
    await signInAtProvider(page, login);
    // Back through /api/auth/callback/google and /auth/callback, where the cookie becomes the app's token.
    await expect(page).toHaveURL(/\/welcome\/role$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to Fairway! Which describes you best?',
    );
  });

  const firstToken = await tokenOf(page);
  expect(firstToken).toBeTruthy();
  const auth = (token: string | null) => ({ Authorization: `Bearer ${token}` });
  // The hand-off spent the session cookie: the browser keeps only the token.
  expect((await page.context().cookies()).filter((cookie) => cookie.domain === 'localhost')).toEqual([]);

  await test.step('the profile is made (through the API: onboarding has its own journey)', async () => {
    const profile = await request.post(`/api/profile/${encodeURIComponent(login)}`, {
      headers: auth(firstToken),
      data: { firstName: 'Sam', lastName: 'Fairway', username: login },
    });
    expect(profile.status(), await profile.text()).toBe(201);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('signed out, and signed in again at the provider, the same person lands on the dashboard', async () => {
    const signOut = await request.post('/api/auth/sign-out', { headers: auth(firstToken) });
    expect(signOut.status()).toBe(200);
    await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
    // The provider forgets the browser too, so it asks again who this is.
    await page.context().clearCookies();

    await continueWithGoogle(page);
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    const secondToken = await tokenOf(page);
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
    const own = await request.get('/api/profile', { headers: auth(secondToken) });
    expect(own.status()).toBe(200);
    expect(await own.json()).toMatchObject({ username: login, firstName: 'Sam' });
  });
});

test('a person who declines at Google comes back to the sign-in screen, told it did not work', async ({
  page,
  request,
}) => {
  const login = uniqueUsername('declines');
  await continueWithGoogle(page);
  await signInAtProvider(page, login, 'deny');

  await expect(page).toHaveURL(
    (url) => url.pathname === '/sign-in' && url.searchParams.get('error') === 'access_denied',
  );
  await expect(page.getByRole('alert')).toHaveText(
    'Signing in with this account did not work. Please try again.',
  );
  expect(await tokenOf(page)).toBeNull();
  // No account was made: the address is free to sign up with.
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email: `${login}@example.com`, password: 'Fairway-2026!', locale: 'en' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
});
