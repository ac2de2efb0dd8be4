// Screenshots of the built app for a visual check, in Debian's Chromium (never a downloaded browser).
//
//   npm run build -w @fairway/web && (cd apps/web && npx vite preview --port 4173 --strictPort) &
//   node apps/web/scripts/screenshots.mjs [baseUrl=http://localhost:4173] [outDir=/tmp/shots]
//
// The preview server has no API. Signed-in screens are reached the way the real app reaches them: a
// token in localStorage and `GET /api/profile` answered by Playwright's request interception. Nothing
// test-only ships in the app.
/* global document, window -- inside page.evaluate, which runs in the browser */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:4173';
const outDir = process.argv[3] ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const PROFILE = {
  userId: 'u_1',
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  imageUrl: null,
  handicap: 12.4,
  membershipId: null,
  email: 'jane.doe@example.com',
};

const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

/** @type {{ name: string, path: string, session: 'out' | 'ready' | 'no-profile', locale?: string, action?: (page: import('@playwright/test').Page) => Promise<void> }[]} */
const SHOTS = [
  { name: 'landing', path: '/', session: 'out' },
  { name: 'sign-in', path: '/sign-in', session: 'out' },
  { name: 'not-found', path: '/no-such-page', session: 'out' },
  { name: 'landing-de', path: '/', session: 'out', locale: 'de' },
  { name: 'landing-ja', path: '/', session: 'out', locale: 'ja' },
  {
    name: 'keyboard',
    path: '/',
    session: 'out',
    // Skip link, then the language picker: both must show a visible focus.
    action: async (page) => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
    },
  },
  {
    name: 'skip-link',
    path: '/stats',
    session: 'ready',
    action: async (page) => {
      await page.keyboard.press('Tab');
    },
  },
  { name: 'dashboard', path: '/dashboard', session: 'ready' },
  { name: 'profile', path: '/u/jdoe', session: 'ready' },
  { name: 'play', path: '/play/g1', session: 'ready' },
  { name: 'welcome', path: '/welcome', session: 'no-profile' },
  {
    name: 'more-menu',
    path: '/stats',
    session: 'ready',
    action: async (page) => {
      const more = page.getByRole('button', { name: 'More' });
      if (await more.isVisible()) {
        await more.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor();
      }
    },
  },
];

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
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      const context = await browser.newContext({ viewport, colorScheme, locale: 'en-US' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${shot.name}: ${error.message}`));
      page.on('console', (message) => {
        // The 404 of GET /api/profile for a user without a profile is expected; so are the realtime socket and
        // the other API calls (GET /api/config, say) failing, since the preview server has no API behind it.
        const text = message.text();
        const expected =
          (shot.session === 'no-profile' && text.includes('404')) ||
          text.includes('/api/realtime') ||
          text.includes('502 (Bad Gateway)');
        if (message.type() === 'error' && !expected) problems.push(`${shot.name}: console: ${text}`);
      });
      await context.addInitScript(
        ([token, locale]) => {
          if (token) localStorage.setItem('fairway.token', token);
          if (locale) localStorage.setItem('fairway.locale', locale);
        },
        [shot.session === 'out' ? null : 'test-token', shot.locale ?? null],
      );
      await page.route('**/api/profile', (route) =>
        shot.session === 'ready'
          ? route.fulfill({ status: 200, json: PROFILE })
          : route.fulfill({
              status: 404,
              json: { error: { code: 'profile_not_found', message: 'No profile' } },
            }),
      );
      await page.goto(baseUrl + shot.path, { waitUntil: 'networkidle' });
      if (shot.action) await shot.action(page);
      await page.waitForTimeout(150);
      const file = `${outDir}/${shot.name}-${viewportName}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: shot.name.startsWith('landing') });
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
