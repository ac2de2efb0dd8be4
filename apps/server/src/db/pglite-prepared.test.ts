import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from './client';
import { openPglite } from './pglite';
import { keepOnePlan } from './kept-plans';
import { namedStatement } from './pglite-prepared';

const notes = pgTable('notes', {
  id: integer().primaryKey(),
  body: text().notNull(),
  at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

let client: PGlite;
let database: Database;

beforeAll(async () => {
  client = await openPglite();
  await client.exec(`
    CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL);
    INSERT INTO notes VALUES (1, 'one', '2026-05-01T10:00:00Z'), (2, 'two', '2026-05-02T10:00:00Z');
  `);
  database = pgliteDatabase(client);
});
afterAll(() => database.close());

/** How often PostgreSQL ran the named statement with a plan it kept (generic) or made for the run (custom). */
async function plans(name: string): Promise<{ generic: number; custom: number } | undefined> {
  const { rows } = await client.query<{ generic: number; custom: number }>(
    'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1',
    [name],
  );
  return rows[0];
}

describe('named statements on PGlite', () => {
  it('a statement Drizzle prepares with a name is parsed once and answers as the unnamed query does', async () => {
    const byId = database.db
      .select({ id: notes.id, body: notes.body, at: notes.at })
      .from(notes)
      .where(eq(notes.id, sql.placeholder('id')))
      .prepare('notes_by_id');
    expect(await plans('notes_by_id')).toBeUndefined();

    expect(await byId.execute({ id: 2 })).toEqual([
      { id: 2, body: 'two', at: new Date('2026-05-02T10:00:00Z') },
    ]);
    for (let run = 0; run < 7; run++) await byId.execute({ id: 1 });
    // one statement, run 8 times: planned for 5 runs, then its kept plan reused
    const used = await plans('notes_by_id');
    expect(used).toBeDefined();
    expect(used!.generic + used!.custom).toBe(8);
    expect(used!.generic).toBeGreaterThan(0);

    const unnamed = await database.db
      .select({ id: notes.id, body: notes.body, at: notes.at })
      .from(notes)
      .where(eq(notes.id, 1));
    expect(await byId.execute({ id: 1 })).toEqual(unnamed);
    expect(await byId.execute({ id: 3 })).toEqual([]);
  });

  it('a statement without a name stays unnamed', async () => {
    const before = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    await database.db.select().from(notes).where(eq(notes.id, 1));
    const after = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('an error answers as PostgreSQL gave it and leaves the session usable', async () => {
    const statement = namedStatement(
      client,
      'notes_insert',
      'INSERT INTO notes (id, body, at) VALUES ($1, $2, $3)',
    );
    await statement.query('', [3, 'three', new Date('2026-05-03T10:00:00Z')]);
    await expect(statement.query('', [3, 'again', new Date()])).rejects.toMatchObject({ code: '23505' });
    await expect(statement.query('', ['x', 'bad', new Date()])).rejects.toMatchObject({ code: '22P02' });
    await statement.query('', [4, 'four', new Date('2026-05-04T10:00:00Z')]);
    const { rows } = await client.query<{ id: number }>('SELECT id FROM notes ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });

  it('a statement marked to keep one plan runs with it from its first run; the session keeps its own setting', async () => {
    const setting = async () =>
      (await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]!.plan_cache_mode;
    const text = 'SELECT id, body FROM notes WHERE body LIKE $1 ORDER BY id';
    keepOnePlan(text);
    const statement = namedStatement(client, 'notes_like', text);
    expect((await statement.query<{ id: number }>('', ['t%'])).rows.map((row) => row.id)).toEqual([2, 3]);
    for (const pattern of ['o%', '%e', 'f%']) await statement.query('', [pattern]);
    expect(await plans('notes_like')).toEqual({ generic: 4, custom: 0 });
    expect(await setting()).toBe('auto');
    // a run that fails leaves the setting as it was too
    const failing = 'SELECT 1 / $1::int AS n';
    keepOnePlan(failing);
    await expect(namedStatement(client, 'one_over', failing).query('', [0])).rejects.toMatchObject({
      code: '22012',
    });
    expect(await setting()).toBe('auto');
    expect((await namedStatement(client, 'one_over', failing).query('', [1])).rows).toEqual([{ n: 1 }]);
    // an unmarked statement is left to PostgreSQL's choice: five plans made for their run first
    const unmarked = namedStatement(client, 'notes_like_unmarked', `${text} LIMIT 10`);
    for (const pattern of ['t%', 'o%', '%e']) await unmarked.query('', [pattern]);
    expect(await plans('notes_like_unmarked')).toEqual({ generic: 0, custom: 3 });
  });

  it('a statement that fails to parse is parsed again on its next run', async () => {
    const statement = namedStatement(client, 'later_table', 'SELECT count(*)::int AS n FROM later');
    await expect(statement.query('')).rejects.toMatchObject({ code: '42P01' });
    await client.exec('CREATE TABLE later (id integer)');
    expect((await statement.query<{ n: number }>('')).rows).toEqual([{ n: 0 }]);
  });

  it('one name keeps one text', async () => {
    await namedStatement(client, 'notes_count', 'SELECT count(*) FROM notes').query('');
    await expect(namedStatement(client, 'notes_count', 'SELECT 1').query('')).rejects.toThrow(/another text/);
  });

  it('never runs inside another caller’s open transaction', async () => {
    const count = namedStatement(client, 'notes_total', 'SELECT count(*)::int AS n FROM notes');
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES (99, 'uncommitted', now())");
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertedYet;
    // run while the transaction is open: it waits for the rollback, so it never sees the uncommitted row
    const during = count.query<{ n: number }>('');
    await transaction;
    const { rows } = await during;
    const committed = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
    expect(rows[0]!.n).toBe(committed.rows[0]!.n);
    expect(await client.query('SELECT 1 FROM notes WHERE id = 99')).toMatchObject({ rows: [] });
  });

  it('notifications a named statement sends reach the listeners', async () => {
    const heard: string[] = [];
    const stop = await database.listen('prepared_test', (payload) => heard.push(payload));
    const notify = namedStatement(client, 'notify_test', "SELECT pg_notify('prepared_test', $1)");
    await notify.query('', ['hello']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['hello']);
    await stop();
  });
});
