import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from './lock';
import { openPglite } from './pglite';
import { readTemplate } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Where drizzle-kit writes the migrations; both drivers run the same files. */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** The database as the rest of the server sees it: queries, NOTIFY/LISTEN for the realtime bus, health. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Runs raw SQL for a library that brings its own (the pg-boss job queue): with `values` one parameterized
   * statement, without them a script of several statements (answering the last one's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Sends `payload` on `channel` (lower-case names only: PGlite folds them). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onPayload` for every notification on `channel`; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** `reconnecting` while the LISTEN connection is down and being re-established (PostgreSQL only). */
  listenerState(): ListenerState;
  /**
   * Calls `handler` each time LISTEN is re-established after a drop: notifications sent meanwhile were lost.
   * Returns a function that stops calling it.
   */
  onListenerRestored(handler: () => void): () => void;
  close(): Promise<void>;
}

export type ListenerState = 'ok' | 'reconnecting';

/** Waits before the n-th attempt (from 0) to re-establish LISTEN: 0.5 s doubling to 10 s, with ±20 % jitter. */
export function listenerRetryDelay(attempt: number, random = Math.random): number {
  return Math.round(Math.min(10_000, 500 * 2 ** attempt) * (0.8 + 0.4 * random()));
}

/**
 * Opens the configured database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL) and applies migrations. A new
 * PGlite data dir starts from the migrated template in `templateDir` when one fits (see pglite-template.ts).
 */
export async function openDatabase(
  config: Pick<Config, 'database'>,
  options: { templateDir?: string } = {},
): Promise<Database> {
  if (config.database.kind === 'postgres') {
    return postgresDatabase(config.database.url, config.database.poolSize);
  }
  const lock = lockDataDir(path.dirname(config.database.dir));
  try {
    // a new data dir starts from the migrated template `npm run build` made, when it fits these migrations
    const isNew = !existsSync(path.join(config.database.dir, 'PG_VERSION'));
    const template = isNew ? readTemplate(MIGRATIONS_DIR, options.templateDir) : undefined;
    const client = await openPglite({
      dataDir: config.database.dir,
      ...(template ? { loadDataDir: template } : {}),
    });
    const database = pgliteDatabase(client, () => lock.release());
    await migrate(database);
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Applies pending migrations. On PostgreSQL an advisory lock keeps two starting servers from racing. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  await (database as PostgresDatabase).withClient(async (client) => {
    await client.query('SELECT pg_advisory_lock(7411)');
    try {
      await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock(7411)');
    }
  });
}

/** Wraps an open PGlite instance (a data dir, or an in-memory copy in tests). */
export function pgliteDatabase(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await client.query('SELECT 1');
      return true;
    },
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    listenerState() {
      // In-process: there is no connection to lose.
      return 'ok';
    },
    onListenerRestored() {
      return () => undefined;
    },
    async close() {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

interface PostgresDatabase extends Database {
  withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

/**
 * A pooled connection to PostgreSQL, plus one dedicated connection for LISTEN. When that connection drops
 * (a PostgreSQL restart, a failover, a terminated backend) it is re-established with backoff until it succeeds,
 * LISTEN is issued again on every channel, and `onListenerRestored` handlers learn that notifications were lost.
 */
export async function postgresDatabase(
  url: string,
  poolSize = 20,
  options: { retryDelay?: (attempt: number) => number } = {},
): Promise<Database> {
  const retryDelay = options.retryDelay ?? ((attempt: number) => listenerRetryDelay(attempt));
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const restoredHandlers = new Set<() => void>();
  let listener: pg.Client | null = null;
  /** The first connection, while it is being made: later `listen` calls wait for it instead of opening another. */
  let connecting: Promise<pg.Client> | null = null;
  let state: ListenerState = 'ok';
  let retryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    let wasReady = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      // Only a connection that was in service is re-established here; a failed attempt is retried by its caller.
      if (!closed && wasReady) {
        state = 'reconnecting';
        if (!retryTimer) scheduleReconnect(0);
      }
    };
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      throw new Error('database closed');
    }
    wasReady = true;
    listener = client;
    return client;
  }

  function scheduleReconnect(attempt: number): void {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (closed) return;
      connectListener().then(
        (client) => {
          // Lost again already: that loss scheduled the next attempt.
          if (listener !== client) return;
          state = 'ok';
          for (const handler of restoredHandlers) handler();
        },
        () => {
          if (!closed) scheduleReconnect(attempt + 1);
        },
      );
    }, retryDelay(attempt));
    retryTimer.unref();
  }

  const database: PostgresDatabase = {
    kind: 'postgres',
    db,
    async ping() {
      await pool.query('SELECT 1');
      return true;
    },
    async executeSql(text, values) {
      return pool.query(text, values);
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      if (state === 'reconnecting') {
        // The reconnection issues LISTEN on every channel, this one included.
      } else if (listener) {
        if (isNew) await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } else {
        connecting ??= connectListener().finally(() => (connecting = null));
        const client = await connecting;
        if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    listenerState() {
      return state;
    },
    onListenerRestored(handler) {
      restoredHandlers.add(handler);
      return () => restoredHandlers.delete(handler);
    },
    async withClient(work) {
      const client = await pool.connect();
      try {
        return await work(client);
      } finally {
        client.release();
      }
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      restoredHandlers.clear();
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
  await migrate(database);
  return database;
}
