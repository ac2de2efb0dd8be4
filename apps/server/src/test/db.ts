import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteDatabase, postgresDatabase } from '../db/client';
import type { Database } from '../db/client';
import { openPglite } from '../db/pglite';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's template, or, under
 * `npm run test:pg`, a new PostgreSQL database copied from the template database. Closing it drops it.
 */
export async function openTestDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const name = `fw_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgTemplate.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate.templateName}`);
    await admin.end();
    const database = await postgresDatabase(withDatabase(pgTemplate.adminUrl, name), 10);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: pgTemplate.adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (!template)
    throw new Error('No test database template: is apps/server/src/test/global-setup.ts configured?');
  const client = await openPglite({ loadDataDir: new Blob([readFileSync(template)]) });
  return pgliteDatabase(client);
}
