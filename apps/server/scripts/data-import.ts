// The club data importer (apps/server/seed-data/README.md).
//
// From the repository root (or in apps/server):
//   npm run data:import -- <file…>                     build from the files and load the configured database
//                                                      (DATABASE_URL, else PGlite in DATA_DIR; stop the server first)
//   npm run data:import -- --out <data set> <file…>    write the processed data set instead (how seed-data is made)
//   npm run data:import -- --dry-run <file…>           build and report only
//   npm run data:import -- seed-data/clubs.json.gz     load an already processed data set
//
// Inputs: the six open-data files (clubs-europe.geojson, clubs-fr-es.json, holes-fr-es.json, lyon-courses.json,
// hole-geometry.geojson, hole-features.geojson, gzip'd or not) and importer CSVs (*.csv). Files given together are built together:
// holes need their clubs in the same run. `--report <file>` also writes the full report as JSON.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createClubsImportRepository } from '../src/features/clubs/import/repository';
import { applyDataSet } from '../src/features/clubs/import/apply';
import { buildDataSet } from '../src/features/clubs/import/build';
import type { BuildInput, ImportReport } from '../src/features/clubs/import/build';
import { readInputFile, writeDataSetFile } from '../src/features/clubs/import/files';
import type { DataSet } from '../src/features/clubs/import/types';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    report: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const usage = `Usage: npm run data:import -- [--out <data set.json.gz> | --dry-run] [--report <report.json>] <file…>`;
if (values.help || positionals.length === 0) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

// npm runs workspace scripts in apps/server; paths are meant from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const resolve = (file: string) => path.resolve(base, file);

function printReport(report: ImportReport): void {
  const line = (label: string, counts: Record<string, number>) =>
    `${label}: ${
      Object.entries(counts)
        .sort(([, a], [, b]) => b - a)
        .map(([reason, n]) => `${reason} ${n}`)
        .join(', ') || 'none'
    }`;
  for (const input of report.inputs)
    console.log(`  read ${input.name} (${input.kind}): ${input.records} records`);
  console.log(
    `  OSM course elements: ${report.places.total}; clubs ${report.places.clubs}, joined to a club as parts ${report.places.joinedAsParts}`,
  );
  console.log(`  ${line('elements rejected', report.places.rejected)}`);
  console.log(`  holes: ${report.holes.total}; in courses ${report.holes.inCourses}`);
  console.log(`  ${line('holes left out', report.holes.rejected)}`);
  console.log(
    `  courses: ${report.courses.built} (${Object.entries(report.courses.bySource)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}); ` +
      `with SI ${report.courses.withStrokeIndex}, without SI ${report.courses.withoutStrokeIndex}, with GPS ${report.courses.withGps}; ` +
      `tees ${report.courses.tees}; holes with estimated par ${report.courses.holesWithEstimatedPar}`,
  );
  console.log(`  ${line('hole groups rejected as courses', report.courses.rejected)}`);
  console.log(`  clubs in the data set: ${report.clubs}; regions ${report.regions}`);
}

async function main(): Promise<void> {
  const inputs: BuildInput[] = [];
  let dataSet: DataSet | undefined;
  let problems = 0;
  for (const file of positionals) {
    const read = await readInputFile(resolve(file));
    if (read.type === 'dataset') {
      if (positionals.length > 1)
        throw new Error('a processed data set is loaded on its own, not with other files');
      dataSet = read.dataSet;
      console.log(`read ${file}: processed data set ${dataSet.version} with ${dataSet.clubs.length} clubs`);
      continue;
    }
    for (const problem of read.problems) console.error(`${file}:${problem.line}: ${problem.message}`);
    problems += read.problems.length;
    inputs.push(read.input);
  }
  if (!dataSet) {
    const built = buildDataSet(inputs);
    dataSet = built.dataSet;
    console.log(`built data set ${dataSet.version}:`);
    printReport(built.report);
    if (values.report) await writeFile(resolve(values.report), `${JSON.stringify(built.report, null, 2)}\n`);
  }
  if (problems > 0) console.error(`${problems} problem(s) in CSV input: the clubs concerned were left out.`);
  if (values.out) {
    const bytes = await writeDataSetFile(resolve(values.out), dataSet);
    console.log(`wrote ${values.out} (${bytes} bytes)`);
    return;
  }
  if (values['dry-run']) return;

  // DATA_DIR (default ./data, as for `npm start` at the root) is meant from where the command was typed too, not
  // from apps/server, where npm runs the workspace's script.
  const config = loadConfig({ ...process.env, DATA_DIR: resolve(process.env.DATA_DIR ?? './data') });
  const database = await openDatabase(config);
  try {
    const started = performance.now();
    const repository = createClubsImportRepository(database.db);
    const result = await applyDataSet(repository, dataSet);
    await repository.optimize();
    console.log(
      `loaded into ${database.kind} in ${Math.round(performance.now() - started)} ms: ${result.inserted} clubs inserted, ` +
        `${result.updated} updated, ${result.unchanged} unchanged, ${result.keptEdits} kept admin edits; ` +
        `${result.courses} courses, ${result.tees} tees, ${result.holes} tee holes written`,
    );
  } finally {
    await database.close();
  }
  if (problems > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
