// Playwright journeys in Debian's Chromium (never a downloaded browser) against one real Fairway server that
// support/global-setup.ts starts for the run. The web app must be built first: `npm test` in this workspace does
// that when apps/web/dist is missing or stale (support/ensure-web-build.ts).
//
// Projects: 'desktop' (1280×800) and 'phone' (375×812, touch). A journey runs on both unless tagged
// `@desktop` or `@phone`.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'test-results/results.json' }],
  ],
  use: {
    // Set by global-setup.ts before the workers start; undefined only in the runner's first read of this file.
    baseURL: process.env.FAIRWAY_E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS] },
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    locale: 'en-US',
    timezoneId: 'UTC',
    // The service worker precaches the whole app shell (about 175 files, 3.5 MB) in every new browser context,
    // which on a 2-core machine made the journeys a fifth slower (57 journeys: 922 s of worker time with it, 743 s
    // without; 8.2 to 6.6 minutes). Only a journey that goes offline needs it, and asks for it
    // (play-a-round.spec.ts); the worker itself is covered there and by the web app's unit tests.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
