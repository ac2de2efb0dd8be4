import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. API tests get a fresh in-memory PGlite per file (see
// apps/server/src/test/), so files run in parallel on every core.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'golf', root: 'packages/golf', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.pg.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
