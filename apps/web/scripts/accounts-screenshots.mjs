// Screenshots of the accounts screens (sign-in, sign-up, password reset, network problem, menu, settings,
// debug) against a REAL server, at 375 and 1280 px, light and dark, for a visual check. Debian's Chromium only.
//
//   npm run build -w @fairway/web && AUTH_RATE_LIMIT=false PORT=3999 DATA_DIR=/tmp/shots-db \
//     node --import tsx apps/server/src/main.ts &
//   node apps/web/scripts/accounts-screenshots.mjs [baseUrl=http://localhost:3999] [outDir=/tmp/accounts-shots] [only]
//
// The account it signs in with is made through the API and the development mailbox, as a user would make it.
// The network-problem screen is reached by failing `GET /api/profile` in the browser (request interception).
/* global document, window -- inside page.evaluate and init scripts, which run in the browser */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:3999';
const outDir = process.argv[3] ?? '/tmp/accounts-shots';
const only = process.argv[4];
mkdirSync(outDir, { recursive: true });

const PASSWORD = 'Fairway-2026!';
const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

async function api(path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    redirect: 'manual',
  });
  return response;
}

/** A verified account with a profile: its email and a function that signs in anew (a token). */
async function makeGolfer() {
  const stamp = Date.now().toString(36);
  const email = `shots-${stamp}@example.com`;
  const username = `jane.${stamp}`;
  await api('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const mails = await (await api(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  await fetch(mails[0].text.match(/https?:\/\/\S+/)[0], { redirect: 'manual' });
  const signIn = async (userAgent) => {
    const response = await api('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    return response.headers.get('set-auth-token');
  };
  const token = await signIn();
  await api(`/api/profile/${username}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ firstName: 'Jane', lastName: 'Birdie', username }),
  });
  // A second device, so that the account screen lists two.
  await signIn(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  );
  return { email, signIn };
}

/** @type {{ name: string, path: string, signedIn?: boolean, debug?: boolean, failProfile?: boolean, full?: boolean, action?: (page: import('@playwright/test').Page) => Promise<void> }[]} */
const SHOTS = [
  { name: 'sign-in', path: '/sign-in' },
  {
    name: 'sign-in-error',
    path: '/sign-in',
    action: async (page) => {
      await page.getByLabel('Email or username').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'sign-in-verified', path: '/sign-in?verified=1' },
  {
    name: 'sign-up-checklist',
    path: '/sign-up',
    full: true,
    action: async (page) => {
      await page.getByLabel('Email').fill('jane@example');
      await page.getByLabel('Password', { exact: true }).fill('fairway1');
      await page.getByLabel('Confirm password').fill('fairway');
      await page.getByLabel('Email').focus();
    },
  },
  {
    name: 'check-email',
    path: '/sign-up',
    action: async (page) => {
      await page.getByLabel('Email').fill(`check-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    action: async (page) => {
      await page.getByRole('button', { name: 'Send reset link' }).click();
    },
  },
  {
    name: 'forgot-password-sent',
    path: '/forgot-password',
    action: async (page) => {
      await page.getByLabel('Email').fill('jane@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Password reset email sent').waitFor();
    },
  },
  { name: 'reset-password', path: '/reset-password?token=abc' },
  { name: 'reset-password-invalid', path: '/reset-password?error=INVALID_TOKEN' },
  { name: 'mobile', path: '/mobile' },
  {
    name: 'network-problem',
    path: '/dashboard',
    signedIn: true,
    failProfile: true,
    action: async (page) => {
      await page.getByRole('button', { name: 'Retry Connection' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Retry Connection' }).click();
      await page.getByRole('button', { name: 'Retry Connection' }).waitFor({ timeout: 20_000 });
    },
  },
  { name: 'menu', path: '/menu', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'settings-display', path: '/settings/display', signedIn: true },
  { name: 'settings-languages', path: '/settings/languages', signedIn: true },
  {
    name: 'settings-account',
    path: '/settings/account',
    signedIn: true,
    full: true,
    action: async (page) => {
      await page.getByText('This device', { exact: true }).waitFor();
    },
  },
  { name: 'debug-page', path: '/debug', signedIn: true, debug: true },
  {
    name: 'debug-page-ios',
    path: '/debug',
    signedIn: true,
    debug: true,
    action: async (page) => {
      await page.getByRole('tab', { name: 'iOS' }).click();
    },
  },
  {
    name: 'debug-overlay',
    path: '/dashboard',
    signedIn: true,
    debug: true,
    action: async (page) => {
      await page.getByRole('button', { name: 'Debug' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('tab', { name: 'Device' }).click();
    },
  },
  { name: 'debug-banner', path: '/dashboard', signedIn: true, debug: true },
];

const golfer = await makeGolfer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const problems = [];
for (const shot of SHOTS) {
  if (only && !shot.name.startsWith(only)) continue;
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      const context = await browser.newContext({ viewport, colorScheme, locale: 'en-US' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${shot.name}: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        const expected =
          text.includes('404') || text.includes('401') || text.includes('Failed to load resource');
        if (message.type() === 'error' && !expected) problems.push(`${shot.name}: console: ${text}`);
      });
      const token = shot.signedIn ? await golfer.signIn() : null;
      await context.addInitScript(
        ([storedToken, debug]) => {
          if (storedToken) localStorage.setItem('fairway.token', storedToken);
          if (debug) localStorage.setItem('fairway.debug', '1');
        },
        [token, shot.debug ?? false],
      );
      if (shot.failProfile) await page.route('**/api/profile', (route) => route.abort('connectionrefused'));
      await page.goto(baseUrl + shot.path, { waitUntil: 'networkidle' });
      if (shot.action) await shot.action(page);
      await page.waitForTimeout(400);
      const file = `${outDir}/${shot.name}-${viewportName}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: shot.full ?? false });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${shot.name} ${viewportName}: horizontal overflow of ${overflow}px`);
      console.log(file, page.url().replace(baseUrl, ''));
      await context.close();
    }
  }
}
await browser.close();
if (problems.length) {
  console.log('\nProblems:\n' + problems.join('\n'));
  process.exitCode = 1;
}
