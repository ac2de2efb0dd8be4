import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. API tests get a fresh in-memory PGlite per file (see
// apps/server/src/test/), so files run in parallel on every core.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, a single worker on a 2-core machine; many files spend
    // part of their time waiting (timers, sockets, child processes), so one worker per core finishes sooner.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'golf', root: 'packages/golf', include: ['src/**/*.test.ts'] } },
      { test: { name: 'repo', root: '.', include: ['tests/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.pg.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      // PostgreSQL-only tests: present only when TEST_DATABASE_URL points at a real PostgreSQL, which
      // `npm run test:pg` (scripts/test-pg.mjs) starts, so a plain `vitest run` never picks them up.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg',
                root: 'apps/server',
                include: ['src/**/*.pg.test.ts'],
                globalSetup: ['src/test/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
