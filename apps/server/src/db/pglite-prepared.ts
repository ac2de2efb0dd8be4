import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { Db } from './client';
import { KEPT_PLAN_SETTING, keepsOnePlan } from './kept-plans';

/**
 * Named statements on PGlite, parsed and planned once, as node-postgres does on PostgreSQL.
 *
 * PGlite's `query` sends every statement unnamed: parse, describe, bind, describe, execute and sync, six calls into
 * the database, and PostgreSQL plans the statement again each time. For the statements the app names
 * (`.prepare('name')` in Drizzle) this keeps a named statement in the database session instead: it is parsed once,
 * and each run is one call (bind, describe, execute, sync) that PostgreSQL may answer from its plan cache (after
 * five custom plans it keeps a generic one when that is no more expensive). PGlite has one session, so a statement
 * parsed once stays for the life of the database.
 *
 * A run waits for both of PGlite's locks, as `query` does: it never runs inside another caller's open
 * transaction.
 */
export interface NamedStatement {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

type Parsed = { text: string; types: Promise<number[]> };

/** A simple query before and after a run with the kept plan: one call into the database still. */
const KEPT_PLAN = {
  before: protocol.serialize.query(`SET ${KEPT_PLAN_SETTING}`),
  after: protocol.serialize.query('RESET plan_cache_mode'),
};

/** The statements parsed on each PGlite session, by name. */
const sessions = new WeakMap<PGlite, Map<string, Parsed>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** Parses `text` as the statement `name` once per session; resolves to its parameters' type oids. */
function parsed(client: PGlite, name: string, text: string): Promise<number[]> {
  let statements = sessions.get(client);
  if (!statements) sessions.set(client, (statements = new Map<string, Parsed>()));
  const known = statements.get(name);
  if (known) {
    if (known.text !== text) throw new Error(`statement ${name} is already prepared with another text`);
    return known.types;
  }
  const types = client
    .execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    )
    .then((messages) => parse.parseDescribeStatementResults(messages));
  const entry = { text, types };
  statements.set(name, entry);
  // a statement that failed to parse is parsed again on its next run
  types.catch(() => {
    if (statements.get(name) === entry) statements.delete(name);
  });
  return types;
}

/** A client for one named statement: `query` runs `name` with the given parameters (`text` is its SQL). */
export function namedStatement(client: PGlite, name: string, text: string): NamedStatement {
  return {
    async query<T>(_text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      await client._checkReady();
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          const types = await parsed(client, name, text);
          const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const oid = types[i]!;
            const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
            // as PGlite's `query` does: a type without a serializer is sent as the value's text
            // eslint-disable-next-line @typescript-eslint/no-base-to-string
            return serialize ? serialize(param) : String(param);
          });
          const run = [
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ];
          // A statement marked by keepOnePlan (kept-plans.ts) runs with the plan PostgreSQL keeps.
          const kept = keepsOnePlan(text);
          const messages = await client.execProtocolStream(
            concat(kept ? [KEPT_PLAN.before, ...run, KEPT_PLAN.after] : run),
          );
          // with the kept plan, the run's result comes second, after the SET's
          return parse.parseResults(messages, client.parsers, options)[kept ? 1 : 0] as Results<T>;
        }),
      );
    },
  };
}

/**
 * Makes every statement Drizzle prepares with a name (`.prepare('name')`, `session.prepareQuery(…, name, …)`) a
 * named statement on PGlite. Drizzle's PGlite driver ignores the name; its prepared query runs on the `client` it
 * keeps, which is swapped here for that statement's own client.
 */
export function prepareNamedStatements(db: Db, client: PGlite): void {
  const session = db._.session as unknown as {
    prepareQuery(
      query: { sql: string },
      fields: unknown,
      name: string | undefined,
      ...rest: unknown[]
    ): object;
  };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (name) {
      if (!('client' in prepared)) throw new Error('drizzle: a PGlite prepared query without its client');
      (prepared as { client: NamedStatement }).client = namedStatement(client, name, query.sql);
    }
    return prepared;
  };
}
