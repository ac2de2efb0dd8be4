// The JavaScript a page needs before it can show anything, read from the web build's Vite manifest
// (apps/web/dist/.vite/manifest.json): an entry's chunk and every chunk it imports statically, transitively.
// Chunks loaded later (`import()`: the screens, the languages, the map) are not part of it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest's keys of what the budgets weigh. */
export const ENTRY = 'index.html';
/** A signed-out visitor's `/`: the landing booted alone (main.tsx picks it), the app's boot for everyone else. */
export const LANDING_BOOT = 'src/boot/landing.tsx';
export const APP_BOOT = 'src/boot/app.tsx';
export const APP_SHELL = 'src/app/shells/AppShell.tsx';

/**
 * Issue #19's budgets, in gzipped kilobytes (1 KB = 1,024 bytes), met since a signed-out visitor's landing boots
 * alone (boot/landing.tsx: React DOM, i18next and the landing, about 110 KB; no router, query cache, session or
 * toasts) and the shell loads Dexie with the score queue's first use and the English strings of the app's screens
 * with the shell (i18n/index.ts, loadEveryNamespace). A test fails past them.
 */
export const BUDGET_KB = { landing: 120, shell: 250 } as const;

export function readManifest(webDist: string): ViteManifest {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the web app (build.manifest in vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** The files of `keys` and of every chunk they import statically, each once. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build's manifest has no "${key}"`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The gzipped size of a built file: its `.gz` from the build when there is one, else gzipped here. */
export function gzippedBytes(webDist: string, file: string): number {
  const gz = join(webDist, `${file}.gz`);
  if (existsSync(gz)) return statSync(gz).size;
  return gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
}

export interface Weight {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export function weigh(webDist: string, files: readonly string[]): Weight {
  const weighed = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzippedBytes(webDist, file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files: weighed, gzipBytes: weighed.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

/** The landing's JavaScript and the signed-in shell's (each screen's own chunk comes on top of the shell). */
export function bundleWeights(webDist: string) {
  const manifest = readManifest(webDist);
  return {
    landing: weigh(webDist, staticClosure(manifest, [ENTRY, LANDING_BOOT])),
    shell: weigh(webDist, staticClosure(manifest, [ENTRY, APP_BOOT, APP_SHELL])),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
