import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/** The pg-boss queue of pushes waiting to be sent. */
export const PUSH_QUEUE = 'push-deliver';

export interface PushQueue<T extends object> {
  /** Stores a job that runs `delaySeconds` from now; it survives a restart (it is a row in the database). */
  send(data: T, delaySeconds: number): Promise<void>;
  /** Starts working the queue in this process (at most one call). */
  work(handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The push jobs, on pg-boss in the app's own database (schema `pgboss`): PGlite embedded or PostgreSQL, through
 * {@link Database.executeSql}, so a job waits in a table, survives a restart, and on PostgreSQL is taken by exactly
 * one of several instances (pg-boss fetches with `SKIP LOCKED`). pg-boss starts (and creates its schema) on the
 * first use, so a process that never pushes never pays for it.
 */
export function createPushQueue<T extends object>(
  database: Database,
  log: { warn(object: unknown, message: string): void },
  options: { pollingIntervalSeconds?: number } = {},
): PushQueue<T> {
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const started = () =>
    (starting ??= (async () => {
      const instance = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema: 'pgboss',
        // Cron schedules are not used; maintenance (expiring, archiving) runs where a worker runs.
        schedule: false,
        supervise: false,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      });
      instance.on('error', (error) => log.warn({ err: error }, 'push queue error'));
      await instance.start();
      await instance.createQueue(PUSH_QUEUE).catch(() => undefined); // exists already after the first start
      boss = instance;
      return instance;
    })());

  return {
    async send(data, delaySeconds) {
      const instance = await started();
      await instance.send(PUSH_QUEUE, data, {
        startAfter: delaySeconds,
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 60,
      });
    },
    async work(handler) {
      const instance = await started();
      await instance.work<T>(PUSH_QUEUE, { batchSize: 10 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (starting) await starting.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}
