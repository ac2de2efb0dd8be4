// Accounts for the journeys, made the way a user makes them but through the API (sign up, open the mailed link
// from the development mailbox, sign in, create the golf profile), so that a journey starts where it means to.
// Each account has a unique address: the journeys run in parallel against one server.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/** A password that meets every rule of the checklist. */
export const GOOD_PASSWORD = 'Fairway-2026!';

let counter = 0;

/** A fresh address for this run: `<tag>-<time>-<n>@example.com`. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/**
 * A fresh username. Fairway allows letters, digits, dots and hyphens, but the server's sign-in by username
 * (Better Auth's default validator) refuses hyphens today, so these use dots only.
 */
export function uniqueUsername(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${counter}`.toLowerCase().slice(0, 32);
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The first link of the newest mail to `email` whose link contains `contains` (`verify-email`,
 * `reset-password`), waiting for it to arrive in `/dev/mailbox.json`.
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  contains: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const mails = (await response.json()) as Mail[];
        link = mails
          .map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0])
          .find((url) => url?.includes(contains));
        return link;
      },
      { message: `a mail to ${email} with a ${contains} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** Signs up through the API and confirms the address with the mailed link. */
export async function signUpAndVerify(request: APIRequestContext, email: string, password = GOOD_PASSWORD) {
  const signUp = await request.post('/api/auth/sign-up/email', { data: { email, password, locale: 'en' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await mailedLink(request, email, 'verify-email');
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.headers().location).toContain('verified=1');
}

/** Signs in through the API: the bearer token. */
export async function signInByApi(request: APIRequestContext, email: string, password = GOOD_PASSWORD) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['set-auth-token'];
  expect(token).toBeTruthy();
  return token ?? '';
}

export interface Golfer {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** A verified account with a golf profile, ready to sign in. */
export async function createGolfer(request: APIRequestContext, tag: string): Promise<Golfer> {
  const golfer: Golfer = {
    email: uniqueEmail(tag),
    password: GOOD_PASSWORD,
    username: uniqueUsername(tag),
    firstName: 'Jane',
    lastName: 'Birdie',
  };
  await signUpAndVerify(request, golfer.email, golfer.password);
  const token = await signInByApi(request, golfer.email, golfer.password);
  const profile = await request.post(`/api/profile/${encodeURIComponent(golfer.username)}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: golfer.firstName, lastName: golfer.lastName, username: golfer.username },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  // This set-up session is not the journey's: end it, so that the account lists only the journey's devices.
  await request.post('/api/auth/sign-out', { headers: { Authorization: `Bearer ${token}` } });
  return golfer;
}

/** Signs in on the sign-in screen, by email or by username. */
export async function signInWithForm(page: Page, identifier: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A golfer playing in a journey: signed in through the API (its bearer token), with a profile. */
export interface SignedInGolfer {
  token: string;
  userId: string;
  name: string;
  username: string;
}

/** A verified golfer with a profile, signed in through the API: sign-up, the mailed link, sign-in, profile. */
export async function signedInGolfer(
  request: APIRequestContext,
  tag: string,
  firstName: string,
  lastName: string,
  handicap = 18,
): Promise<SignedInGolfer> {
  const email = uniqueEmail(tag);
  await signUpAndVerify(request, email);
  const token = await signInByApi(request, email, GOOD_PASSWORD);
  const username = uniqueUsername(tag);
  const response = await request.post(`/api/profile/${encodeURIComponent(username)}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { username, firstName, lastName, handicap },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { userId } = (await response.json()) as { userId: string };
  return { token, userId, name: `${firstName} ${lastName}`, username };
}

/**
 * A browser context signed in as `golfer` (the token in the app's storage), as a phone or a laptop. Its service
 * worker is blocked, as in every journey's own context (playwright.config.ts), unless `serviceWorkers: 'allow'`
 * asks for it (a journey that goes offline).
 */
export async function contextFor(
  browser: Browser,
  golfer: SignedInGolfer,
  device: 'phone' | 'laptop',
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: process.env.FAIRWAY_E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers,
    ...(device === 'phone'
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await context.addInitScript((token) => localStorage.setItem('fairway.token', token), golfer.token);
  return context;
}
