#!/usr/bin/env node
// `npm run test:pg`: the API suite against a real PostgreSQL instead of PGlite.
//
// Starts a throwaway cluster (scripts/postgres.mjs), runs the `server` Vitest project and then the PostgreSQL-only
// `server-pg` project (src/**/*.pg.test.ts) with TEST_DATABASE_URL set, removes the cluster, and exits non-zero
// when either run fails. Extra arguments go to both Vitest runs (e.g. `npm run test:pg -- -t "clubs"`).
import { startThrowawayPostgres } from './postgres.mjs';
import { run } from './run-parallel.mjs';

const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const extraArgs = process.argv.slice(2);

let pg;
try {
  pg = await startThrowawayPostgres();
} catch (error) {
  console.error(`test:pg: could not start PostgreSQL.\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const env = { ...process.env, TEST_DATABASE_URL: pg.url };
/** @type {{ project: string, code: number }[]} */
const results = [];
for (const project of ['server', 'server-pg']) {
  console.log(`\n━━ vitest --project ${project} on ${pg.url}`);
  const code = await run(NPX, ['vitest', 'run', '--project', project, '--passWithNoTests', ...extraArgs], {
    env,
  });
  results.push({ project, code });
}
await pg.stop();

const failed = results.filter((r) => r.code !== 0);
for (const r of results)
  console.log(`${r.code === 0 ? '✓' : '✗'} vitest --project ${r.project} (exit ${r.code})`);
if (failed.length) {
  console.error(`test:pg failed: ${failed.map((r) => r.project).join(', ')}`);
  process.exit(1);
}
console.log('test:pg passed');
