import type { Database } from '../../db/client';
import { createClubsImportRepository } from './clubs-import.repository';
import { applyDataSet, LOADER_VERSION } from './import/apply';
import type { ApplyResult } from './import/apply';
import { readDataSetFile, SEED_DATA_FILE } from './import/files';

/** The `system_facts` key holding the version of the club data set last loaded. */
export const SEED_VERSION_FACT = 'clubs.dataset_version';

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
 * recorded in `system_facts` already matches. Resolves to what it did and the resulting counts.
 */
export async function loadSeedData(
  database: Pick<Database, 'db'>,
  log: { info(message: string): void },
  file: string = SEED_DATA_FILE,
): Promise<SeedResult> {
  const started = performance.now();
  const repository = createClubsImportRepository(database.db);
  const dataSet = await readDataSetFile(file);
  // The loader's own version is part of the fact: new derivation rules reload an unchanged data set.
  const fact = `${dataSet.version}/loader-${LOADER_VERSION}`;
  const loaded = await repository.fact(SEED_VERSION_FACT);
  let changes: ApplyResult | null = null;
  if (loaded !== fact) {
    changes = await applyDataSet(repository, dataSet);
    await repository.setFact(SEED_VERSION_FACT, fact);
    await repository.optimize();
  }
  const counts = await repository.counts();
  const result: SeedResult = {
    status: changes ? 'loaded' : 'skipped',
    version: dataSet.version,
    ...counts,
    changes,
    ms: Math.round(performance.now() - started),
  };
  log.info(
    changes
      ? `club data set ${dataSet.version} loaded in ${result.ms} ms: ${changes.inserted} new, ${changes.updated} updated, ` +
          `${changes.unchanged} unchanged clubs; ${counts.clubs} clubs, ${counts.courses} courses, ${counts.tees} tees`
      : `club data set ${dataSet.version} already loaded (${counts.clubs} clubs, ${counts.courses} courses)`,
  );
  return result;
}
