import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, openDatabase, pgliteDatabase } from './client';
import { openPglite } from './pglite';
import { readTemplate, templateFile, writeTemplate } from './pglite-template';

const scratch = mkdtempSync(path.join(tmpdir(), 'fairway-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rows of a raw query on PGlite (Drizzle types them by the driver in general). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('the migrated PGlite template', () => {
  it('is named after the migrations: one more migration, or one changed, needs another template', () => {
    const copy = path.join(scratch, 'migrations');
    cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    const original = templateFile(copy, scratch);
    expect(original).toBe(templateFile(MIGRATIONS_DIR, scratch));
    writeFileSync(path.join(copy, '9999_next.sql'), 'select 1;');
    const added = templateFile(copy, scratch);
    expect(added).not.toBe(original);
    writeFileSync(path.join(copy, '9999_next.sql'), 'select 2;');
    expect(templateFile(copy, scratch)).not.toBe(added);
    // a template for other migrations is not used
    mkdirSync(path.join(scratch, 'templates'));
    writeTemplate(copy, new Uint8Array([1, 2, 3]), path.join(scratch, 'templates'));
    expect(readTemplate(MIGRATIONS_DIR, path.join(scratch, 'templates'))).toBeUndefined();
  });

  it('starts a new data dir migrated, and the data dir then lives on without it', async () => {
    const templates = path.join(scratch, 'fitting');
    const memory = await openPglite();
    await migrate(pgliteDatabase(memory));
    // a mark only this template has, to tell a database loaded from it from one created and migrated anew
    await memory.exec(`create table template_mark (id int); insert into template_mark values (7)`);
    writeTemplate(
      MIGRATIONS_DIR,
      new Uint8Array(await (await memory.dumpDataDir('none')).arrayBuffer()),
      templates,
    );
    await memory.close();

    const dir = path.join(scratch, 'data', 'db');
    const config = { database: { kind: 'pglite' as const, dir } };
    const first = await openDatabase(config, { templateDir: templates });
    const applied = await first.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(rowsOf(applied)).toEqual([{ count: journal.entries.length }]);
    expect(rowsOf(await first.db.execute(sql`select id from template_mark`))).toEqual([{ id: 7 }]);
    await first.db.execute(sql`insert into template_mark values (8)`);
    await first.close();

    // the template is gone: the existing data dir opens as it is
    rmSync(templates, { recursive: true, force: true });
    const second = await openDatabase(config, { templateDir: templates });
    const kept = await second.db.execute(sql`select id from template_mark order by id`);
    expect(rowsOf(kept)).toEqual([{ id: 7 }, { id: 8 }]);
    await second.close();
  }, 60_000);
});
