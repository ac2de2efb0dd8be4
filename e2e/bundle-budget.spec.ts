// A fast first visit, checked on the build the journeys run against (support/ensure-web-build.ts builds it when
// stale, so it is never built twice): the JavaScript the landing and the signed-in shell load before showing
// anything stays within issue #19's budgets of 120 and 250 KB gzipped (support/bundle-budget.ts reads the Vite
// manifest), every text file
// of the build has its brotli and gzip copies, and the real server sends them with the right headers.
// The build's files are the same for both projects: this runs on the desktop one only.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  BUDGET_KB,
  ENTRY,
  bundleWeights,
  kb,
  readManifest,
  staticClosure,
  type Weight,
} from './support/bundle-budget';
import { REPO_ROOT } from './support/server';

const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function describeWeight(weight: Weight): string {
  return weight.files.map(({ file, gzipBytes }) => `  ${kb(gzipBytes).padStart(9)}  ${file}`).join('\n');
}

test.describe('bundle budgets @desktop', () => {
  test('the JavaScript of the landing and of the signed-in shell does not grow past its ceiling', () => {
    const weights = bundleWeights(WEB_DIST);
    for (const part of ['landing', 'shell'] as const)
      test.info().annotations.push({
        type: part,
        description: `${kb(weights[part].gzipBytes)} gzipped (budget ${BUDGET_KB[part]} KB)`,
      });
    expect(
      weights.landing.gzipBytes,
      `the landing's JavaScript, ${kb(weights.landing.gzipBytes)} gzipped:\n${describeWeight(weights.landing)}`,
    ).toBeLessThanOrEqual(BUDGET_KB.landing * 1024);
    expect(
      weights.shell.gzipBytes,
      `the signed-in shell's JavaScript, ${kb(weights.shell.gzipBytes)} gzipped:\n${describeWeight(weights.shell)}`,
    ).toBeLessThanOrEqual(BUDGET_KB.shell * 1024);
  });

  test('every text file of the build has its brotli and gzip copies', () => {
    const missing: string[] = [];
    for (const entry of readdirSync(WEB_DIST, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      for (const copy of [`${file}.br`, `${file}.gz`])
        if (!existsSync(copy)) missing.push(relative(WEB_DIST, copy));
    }
    expect(missing).toEqual([]);
  });

  test('the server sends the entry script compressed and cached for good, index.html checked each time', async ({
    request,
  }) => {
    const [entryScript] = staticClosure(readManifest(WEB_DIST), [ENTRY]);
    for (const [encoding, accept] of [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip'],
    ] as const) {
      const script = await request.get(`/${entryScript}`, { headers: { 'accept-encoding': accept } });
      expect(script.status()).toBe(200);
      expect(script.headers()['content-encoding']).toBe(encoding);
      expect(script.headers()['vary']).toMatch(/accept-encoding/i);
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/sw.js']) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['content-encoding'], path).toBe('br');
    }
  });
});
