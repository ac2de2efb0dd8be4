// `npm run build` (and so `npm start`): migrates an in-memory PGlite and saves its dump, from which a fresh data
// dir starts (see src/db/pglite-template.ts). Skipped when the template for the current migrations exists.
import { existsSync } from 'node:fs';
import { MIGRATIONS_DIR, migrate, pgliteDatabase } from '../src/db/client';
import { openPglite } from '../src/db/pglite';
import { templateFile, writeTemplate } from '../src/db/pglite-template';

const file = templateFile(MIGRATIONS_DIR);
if (existsSync(file)) {
  console.log(`database template up to date (${file})`);
} else {
  const started = performance.now();
  const client = await openPglite();
  const database = pgliteDatabase(client);
  await migrate(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  writeTemplate(MIGRATIONS_DIR, new Uint8Array(await dump.arrayBuffer()));
  console.log(`database template built in ${Math.round(performance.now() - started)} ms (${file})`);
}
