import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { toSnakeCase } from 'drizzle-orm/casing';
import pg from 'pg';
import type { Db } from '../../db/client';
import { gameScores } from '../../db/schema';
import type { ScoreSavedAnnouncement } from './score-event';
import type { ScoreRow, ScoreValues } from '../games';

export interface ScoreWrite {
  gameId: string;
  playerId: string;
  holeNumber: number;
  teeId: string | null;
  values: ScoreValues;
  enteredBy: string;
  enteredAt: Date;
  /**
   * How to announce an applied save (`scoreSavedAnnouncement`): the statement sends the `score.saved` event built
   * there, its new version filled in, so the event leaves with the save's own commit. None: no event.
   */
  announce?: ScoreSavedAnnouncement;
  /**
   * The round's version the save was checked against (the kept round card's): the statement saves nothing and
   * `upsertScore` throws {@link StaleRoundError} when the round's version is another. None: not checked.
   */
  gameVersion?: number;
}

/** The round changed since the save was checked (its version is not the one given): check again. */
export class StaleRoundError extends Error {
  constructor() {
    super('the round changed since the save was checked');
    this.name = 'StaleRoundError';
  }
}

// The table's columns with the names the database knows them by (the schema's keys in snake case).
const COLUMNS = Object.entries(getTableColumns(gameScores)).map(
  ([key, column]) => [key, toSnakeCase(key), column] as const,
);

/** The stored values (`c`) and the entry's (`e`) differ. */
const differ = sql.raw(
  '(c.score, c.putts, c.water_penalties, c.ob_penalties, c.drop_penalties, c.fairway_hit) is distinct from ' +
    '(e.score, e.putts, e.water_penalties, e.ob_penalties, e.drop_penalties, e.fairway_hit)',
);

/** A score's values as the history stores them (the keys of `ScoreValues`). */
const valuesJson = (alias: 'c' | 'e') =>
  sql.raw(
    `jsonb_build_object('score', ${alias}.score, 'putts', ${alias}.putts, 'waterPenalties', ${alias}.water_penalties, ` +
      `'obPenalties', ${alias}.ob_penalties, 'dropPenalties', ${alias}.drop_penalties, 'fairwayHit', ${alias}.fairway_hit)`,
  );

/** A write of every field, to name the statement's values. */
const EXAMPLE_WRITE: ScoreWrite = {
  gameId: '',
  playerId: '',
  holeNumber: 1,
  teeId: null,
  values: {} as ScoreValues,
  enteredBy: '',
  enteredAt: new Date(0),
  gameVersion: 0,
};

/** The values the statement is run with, by placeholder name. */
export function scoreUpsertValues(input: ScoreWrite) {
  const { values } = input;
  return {
    gameId: input.gameId,
    playerId: input.playerId,
    holeNumber: input.holeNumber,
    teeId: input.teeId,
    score: values.score ?? null,
    putts: values.putts ?? null,
    waterPenalties: values.waterPenalties ?? null,
    obPenalties: values.obPenalties ?? null,
    dropPenalties: values.dropPenalties ?? null,
    fairwayHit: values.fairwayHit ?? null,
    enteredBy: input.enteredBy,
    enteredAt: input.enteredAt.toISOString(),
    eventChannel: input.announce?.channel ?? null,
    eventHead: input.announce?.head ?? null,
    eventTail: input.announce?.tail ?? null,
    gameVersion: input.gameVersion ?? null,
  };
}
type UpsertValues = ReturnType<typeof scoreUpsertValues>;

/**
 * The statement of one save, with its values (or placeholders) `v`: the row it leaves (`applied` when it changed),
 * or no row when a first save raced another.
 */
const scoreUpsertSql = (v: Record<keyof UpsertValues, unknown>) => sql`
    with entry as (
      select ${v.gameId}::uuid as game_id, ${v.playerId}::uuid as player_id,
        ${v.holeNumber}::smallint as hole_number, ${v.teeId}::uuid as tee_id,
        ${v.score}::smallint as score, ${v.putts}::smallint as putts,
        ${v.waterPenalties}::smallint as water_penalties,
        ${v.obPenalties}::smallint as ob_penalties,
        ${v.dropPenalties}::smallint as drop_penalties, ${v.fairwayHit}::text as fairway_hit,
        ${v.enteredBy}::text as entered_by, ${v.enteredAt}::timestamptz as entered_at
      -- the round is still as the save was checked against (no version given: not checked)
      where ${v.gameVersion}::integer is null
        or exists (select from games g where g.id = ${v.gameId}::uuid and g.version = ${v.gameVersion}::integer)
    ),
    current as (
      select s.* from game_scores s, entry e
      where s.game_id = e.game_id and s.player_id = e.player_id and s.hole_number = e.hole_number
      for update of s
    ),
    inserted as (
      insert into game_scores (game_id, player_id, hole_number, tee_id, score, putts, water_penalties,
        ob_penalties, drop_penalties, fairway_hit, entered_by, entered_at)
      select game_id, player_id, hole_number, tee_id, score, putts, water_penalties, ob_penalties, drop_penalties,
        fairway_hit, entered_by, entered_at
      from entry
      where not exists (select from current)
      on conflict do nothing
      returning *
    ),
    updated as (
      update game_scores s
      set tee_id = e.tee_id, score = e.score, putts = e.putts, water_penalties = e.water_penalties,
        ob_penalties = e.ob_penalties, drop_penalties = e.drop_penalties, fairway_hit = e.fairway_hit,
        entered_by = e.entered_by, entered_at = e.entered_at, version = s.version + 1, updated_at = now()
      from current c, entry e
      where s.game_id = c.game_id and s.player_id = c.player_id and s.hole_number = c.hole_number
        and c.entered_at < e.entered_at and ${differ}
      returning s.*
    ),
    history as (
      insert into game_score_history (game_id, player_id, hole_number, values, entered_by, entered_at, outcome)
      select c.game_id, c.player_id, c.hole_number,
        case when c.entered_at < e.entered_at then ${valuesJson('c')} else ${valuesJson('e')} end,
        case when c.entered_at < e.entered_at then c.entered_by else e.entered_by end,
        least(c.entered_at, e.entered_at),
        case when c.entered_at < e.entered_at then 'replaced' else 'superseded' end
      from current c, entry e
      where ${differ}
    ),
    changed as (select * from inserted union all select * from updated),
    announced as (
      select pg_notify(${v.eventChannel}::text, ${v.eventHead}::text || version || ${v.eventTail}::text)
      from changed
      where ${v.eventChannel}::text is not null
    )
    -- the count makes the announcement run (a plain CTE runs only as far as the query reads it); one row always,
    -- with checked false when the round's version was another
    select saved.*, (select count(*) from announced) as announced, exists (select from entry) as checked
    from (select) one left join (
      select true as applied, * from changed
      union all select false, * from current where not exists (select from updated)
    ) saved on true
  `;

/** The statement with placeholders, as text, for a benchmark's bare route that runs it on the driver itself. */
export const SCORE_UPSERT = {
  name: 'games_score_upsert',
  query: new PgDialect({ casing: 'snake_case' }).sqlToQuery(
    scoreUpsertSql(
      Object.fromEntries(
        Object.keys(scoreUpsertValues(EXAMPLE_WRITE)).map((name) => [name, sql.placeholder(name)]),
      ) as Record<keyof UpsertValues, unknown>,
    ),
  ),
};

/**
 * Saves one hole's score, the later entry winning, in a single statement (one round trip, its own transaction):
 *
 * - no stored entry: the score is inserted;
 * - the entry is newer than the stored one and its values differ: the stored values go to the history as
 *   `replaced` and the entry takes their place, its version one higher;
 * - the entry is not newer than the stored one (a late offline write) and its values differ: the entry goes to the
 *   history as `superseded` and the stored score stays;
 * - the same values: nothing is written.
 *
 * The stored row is locked first (`current`), so a concurrent save of the same hole waits and is then compared with
 * the newest values. A first save racing another first save inserts nothing (`on conflict do nothing`) and reads
 * nothing; it is run again, and then finds the row the other one stored.
 */
export function createScoreUpsert(db: Db) {
  const run = runnerOf(db);
  return async function upsertScore(input: ScoreWrite): Promise<{ applied: boolean; row: ScoreRow }> {
    for (let attempt = 1; ; attempt++) {
      const [row] = (await run(input)).rows;
      if (row && row.checked === false) throw new StaleRoundError();
      if (row && row.applied !== null && row.applied !== undefined)
        return { applied: row.applied === true, row: toScoreRow(row) };
      if (attempt === 3) throw new Error('score upsert: the stored row kept changing');
    }
  };
}

type Runner = (input: ScoreWrite) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * How the statement runs on the database's driver: its text built once; on PostgreSQL a named statement (parsed
 * and planned once per connection), on PGlite (which keeps no named statements) a parameterized query. Both
 * answer raw values keyed by column name. A database without its driver at hand (a transaction) runs it through
 * Drizzle.
 */
function runnerOf(db: Db): Runner {
  const client = (db as unknown as { $client?: unknown }).$client;
  const paramsOf = (input: ScoreWrite) =>
    fillPlaceholders(SCORE_UPSERT.query.params, scoreUpsertValues(input));
  if (client instanceof pg.Pool) {
    const { name, query } = SCORE_UPSERT;
    return (input) => client.query({ name, text: query.sql, values: paramsOf(input) });
  }
  if (client && typeof client === 'object' && 'waitReady' in client) {
    const pglite = client as PGlite;
    return (input) => pglite.query<Record<string, unknown>>(SCORE_UPSERT.query.sql, paramsOf(input));
  }
  return async (input) => {
    const result: unknown = await db.execute(scoreUpsertSql(scoreUpsertValues(input)));
    return result as { rows: Record<string, unknown>[] };
  };
}

/** A row of `game_scores` as the driver returns it (column names, raw values) to what Drizzle's select gives. */
function toScoreRow(raw: Record<string, unknown>): ScoreRow {
  const row: Record<string, unknown> = {};
  for (const [key, name, column] of COLUMNS) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ScoreRow;
}
