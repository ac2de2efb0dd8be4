import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, pgliteDatabase, postgresDatabase } from '../db/client';
import { openPglite } from '../db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated database that each test file loads. */
    pgliteTemplate: string | null;
    /** PostgreSQL: the migrated template database each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate: { adminUrl: string; templateName: string } | null;
  }
}

/** Builds one migrated template for the whole run, so a test file gets a fresh database in well under a second. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templateName = `fw_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const database = await postgresDatabase(withDatabase(adminUrl, templateName), 2);
    await database.close();
    project.provide('pgTemplate', { adminUrl, templateName });
    project.provide('pgliteTemplate', null);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'fw\\_t\\_%' OR datname = $1`,
        [templateName],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await openPglite();
  const database = pgliteDatabase(client);
  await migrate(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'fairway-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', null);
  return async () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
