import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Database } from '../../db/client';
import { createClubsImportRepository } from './import/repository';
import { applyDataSet, LOADER_VERSION } from './import/apply';
import type { ApplyResult } from './import/apply';
import { readDataSetFile, SEED_DATA_FILE } from './import/files';

/** The `system_facts` key holding the version of the club data set last loaded. */
export const SEED_VERSION_FACT = 'clubs.dataset_version';
/**
 * The `system_facts` key holding the SHA-256 of the compressed file last loaded (with the loader version): a
 * start whose file is unchanged skips it without decompressing or parsing it.
 */
export const SEED_FILE_FACT = 'clubs.dataset_file';

/** What `loadSeedData` did, with the table sizes afterwards. */
export interface SeedResult {
  status: 'loaded' | 'skipped';
  version: string;
  clubs: number;
  courses: number;
  tees: number;
  holes: number;
  geometries: number;
  changes: ApplyResult | null;
  ms: number;
}

/**
 * Loads the committed club data set (apps/server/seed-data/clubs.json.gz, ODbL) into the database: batched
 * inserts into an empty database, an idempotent update of an older one, and nothing at all when the version
 * recorded in `system_facts` already matches (checked on the compressed file's hash first, so an unchanged file is
 * neither decompressed nor parsed). Resolves to what it did and the resulting counts.
 */
export async function loadSeedData(
  database: Pick<Database, 'db'>,
  log: { info(message: string): void },
  file: string = SEED_DATA_FILE,
): Promise<SeedResult> {
  const started = performance.now();
  const repository = createClubsImportRepository(database.db);
  const bytes = await readFile(file);
  const fileFact = `${createHash('sha256').update(bytes).digest('hex')}/loader-${LOADER_VERSION}`;
  let version: string;
  let changes: ApplyResult | null = null;
  if ((await repository.fact(SEED_FILE_FACT)) === fileFact) {
    version = (await repository.fact(SEED_VERSION_FACT))?.split('/')[0] ?? '';
  } else {
    const dataSet = await readDataSetFile(file);
    version = dataSet.version;
    // The loader's own version is part of the fact: new derivation rules reload an unchanged data set.
    const fact = `${dataSet.version}/loader-${LOADER_VERSION}`;
    if ((await repository.fact(SEED_VERSION_FACT)) !== fact) {
      changes = await applyDataSet(repository, dataSet);
      await repository.setFact(SEED_VERSION_FACT, fact);
      await repository.optimize();
    }
    await repository.setFact(SEED_FILE_FACT, fileFact);
  }
  const counts = await repository.counts();
  const result: SeedResult = {
    status: changes ? 'loaded' : 'skipped',
    version,
    ...counts,
    changes,
    ms: Math.round(performance.now() - started),
  };
  log.info(
    changes
      ? `club data set ${version} loaded in ${result.ms} ms: ${changes.inserted} new, ${changes.updated} updated, ` +
          `${changes.unchanged} unchanged clubs; ${counts.clubs} clubs, ${counts.courses} courses, ${counts.tees} tees`
      : `club data set ${version} already loaded (${counts.clubs} clubs, ${counts.courses} courses)`,
  );
  return result;
}
