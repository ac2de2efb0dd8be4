import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

type Assets = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
const ASSETS_KEY = Symbol.for('fairway.pglite.assets');
const globalCache = globalThis as { [ASSETS_KEY]?: Promise<Assets> };

/**
 * Compiles PGlite's WebAssembly once per process and shares it between instances; a fresh instance then
 * starts in a few hundred milliseconds instead of seconds (tests open one per file).
 */
function assets(): Promise<Assets> {
  globalCache[ASSETS_KEY] ??= (async () => {
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const [pglite, initdb, data] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'initdb.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([data]),
    };
  })();
  return globalCache[ASSETS_KEY];
}

/**
 * Opens PGlite with the extensions Fairway uses (pg_trgm, cube, earthdistance). `dataDir` undefined means
 * in memory; `loadDataDir` starts from a dump (the tests' migrated template).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  const pg = await PGlite.create({
    ...(await assets()),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, cube, earthdistance },
  });
  // A parallel plan can hang PGlite's single backend (see ARCHITECTURE.md, footguns).
  await pg.exec('SET max_parallel_workers_per_gather = 0');
  return pg;
}
