#!/usr/bin/env node
// `npm test`: every check, fastest first, stopping at the first failing stage.
//
//   1. typecheck, lint, format, unit and API tests,          npm run typecheck, npm run lint, npm run format:check,
//      side by side                                          npx vitest run
//   2. e2e journeys in Chromium                              npm run test:e2e (builds the web app first when stale)
//
// Vitest (its lines prefixed) and Playwright keep their usual output; their JSON reports go to a temp dir, and the last line printed
// is the sum of both: `N passed, N failed` (plus `, N skipped` when any).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NPM, colorize, run } from './run-parallel.mjs';

const reports = mkdtempSync(join(tmpdir(), 'fairway-test-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** @param {string} file */
function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const vitest = readJson(vitestJson);
  if (vitest) {
    total.passed += vitest.numPassedTests ?? 0;
    total.failed += vitest.numFailedTests ?? 0;
    total.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const stats = readJson(playwrightJson)?.stats;
  if (stats) {
    total.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    total.failed += stats.unexpected ?? 0;
    total.skipped += stats.skipped ?? 0;
  }
  return total;
}

function summary() {
  const { passed, failed, skipped } = counts();
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const started = Date.now();

/**
 * @param {string} name
 * @param {() => Promise<number[]>} body resolves with the exit codes of the stage's commands
 */
async function stage(name, body) {
  const t = Date.now();
  console.log(`\n━━ ${name}`);
  const codes = await body();
  const failed = codes.some((code) => code !== 0);
  if (failed) {
    console.error(`\n✗ npm test stopped: ${name} failed after ${seconds(t)} (exit ${codes.join(', ')}).`);
    console.log(summary());
    process.exit(1);
  }
  console.log(`✓ ${name} passed in ${seconds(t)}`);
}

// Typecheck, lint, the format check and vitest side by side: none of them keeps both cores busy all the time (the
// typecheck's tail is one workspace's tsc), and together they finish a minute or more sooner than one after the other.
await stage('typecheck, lint, format, unit and API tests (vitest)', () =>
  Promise.all([
    run(NPM, ['run', '--silent', 'typecheck'], { prefix: colorize('typecheck │ ') }),
    run(NPM, ['run', '--silent', 'lint'], { prefix: colorize('lint      │ ') }),
    run(NPM, ['run', '--silent', 'format:check'], { prefix: colorize('format    │ ') }),
    run(
      NPX,
      [
        'vitest',
        'run',
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson}`,
      ],
      { prefix: colorize('vitest    │ ') },
    ),
  ]),
);

await stage('e2e journeys (playwright)', async () => [
  await run(NPM, ['run', 'test:e2e'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson },
  }),
]);

console.log(`\n✓ npm test passed in ${seconds(started)}`);
console.log(summary());
