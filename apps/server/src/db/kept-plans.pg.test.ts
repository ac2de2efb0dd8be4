import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { postgresDatabase, type Database, type Db } from './client';
import { keepOnePlan } from './kept-plans';

/** The plan cache mode the statement `text` ran under, as PostgreSQL reports it on the statement's connection. */
async function modeOf(db: Pick<Db, 'execute'>, text: string): Promise<string> {
  const result = await db.execute<{ mode: string }>(sql.raw(text));
  return (result as { rows: { mode: string }[] }).rows[0]!.mode;
}

describe('statements that keep one plan, on PostgreSQL', () => {
  const template = inject('pgTemplate');
  const name = `fw_t_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let database: Database;

  beforeAll(async () => {
    if (!template) throw new Error('run with npm run test:pg');
    admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
    database = await postgresDatabase(withDatabase(template.adminUrl, name), 4);
  });
  afterAll(async () => {
    await database?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('runs a marked statement with the kept plan, and leaves every other to PostgreSQL', async () => {
    const marked = "SELECT current_setting('plan_cache_mode') AS mode, 'marked' AS statement";
    keepOnePlan(marked);
    // Several at once: whichever connection each takes, the marked ones run under the setting.
    const modes = await Promise.all([
      ...Array.from({ length: 4 }, () => modeOf(database.db, marked)),
      ...Array.from({ length: 4 }, () =>
        modeOf(database.db, "SELECT current_setting('plan_cache_mode') AS mode"),
      ),
    ]);
    expect(modes).toEqual([...Array<string>(4).fill('force_generic_plan'), ...Array<string>(4).fill('auto')]);
  });

  it("keeps the URL's own server options on the connections of the kept plan", async () => {
    const url = new URL(withDatabase(template!.adminUrl, name));
    url.searchParams.set('options', '-c statement_timeout=12345');
    const other = await postgresDatabase(url.toString(), 2);
    try {
      const marked =
        "SELECT current_setting('statement_timeout') AS timeout, current_setting('plan_cache_mode') AS mode";
      keepOnePlan(marked);
      const result = await other.db.execute<{ timeout: string; mode: string }>(sql.raw(marked));
      expect((result as { rows: unknown[] }).rows[0]).toEqual({
        timeout: '12345ms',
        mode: 'force_generic_plan',
      });
    } finally {
      await other.close();
    }
  });

  it("runs a marked statement of a transaction on the transaction's connection", async () => {
    const marked =
      "SELECT count(*)::int AS n, current_setting('plan_cache_mode') AS mode FROM regions WHERE slug = 'kept-plan-test'";
    keepOnePlan(marked);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO regions (country, name, slug) VALUES ('FR', 'Kept plan test', 'kept-plan-test')`,
      );
      const result = await tx.execute<{ n: number; mode: string }>(sql.raw(marked));
      // It sees the transaction's own row: it ran there, with the session's setting.
      expect((result as { rows: unknown[] }).rows[0]).toEqual({ n: 1, mode: 'auto' });
    });
  });
});
