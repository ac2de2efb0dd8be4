import { HealthResponse, topicOf } from '@fairway/contract';
import type { RealtimeEvent } from '@fairway/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, buildTestApp, createUser } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { openSocket } from '../test/socket';

/**
 * The bus's LISTEN connection can drop (a PostgreSQL restart, a failover, a killed backend). The instance must
 * reconnect and listen again by itself, say so in /api/health meanwhile, and tell its sockets to resync, since
 * events sent while it could not hear them are lost.
 */
describe('the realtime bus after its LISTEN connection is killed', () => {
  let t: TestApp;
  let golfer: TestUser;
  beforeAll(async () => {
    if (!inject('pgTemplate')) throw new Error('run with npm run test:pg');
    t = await buildTestApp({ listen: true });
    golfer = await createUser(t.app);
  });
  afterAll(() => t?.close());

  const health = async () =>
    HealthResponse.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());

  it('retries until it reconnects, reports reconnecting meanwhile, asks clients to resync, delivers later events', async () => {
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    socket.send({ type: 'auth', token: golfer.token });
    await socket.next('ready');
    socket.send({ type: 'subscribe', topic: topicOf.user(golfer.id) });
    await socket.next('subscribed');
    expect((await health()).realtime).toBe('ok');

    const found: unknown = await t.database.db.execute(
      // One connection listens on every channel (the bus's and the clubs catalogue's): its last query is a LISTEN.
      sql`SELECT pid, datname FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    const listeners = found as { rows: { pid: number; datname: string }[] };
    expect(listeners.rows).toHaveLength(1);
    const { pid, datname } = listeners.rows[0]!;
    // PostgreSQL refuses new connections to the database for a while: the first retries fail too.
    const admin = new pg.Client({ connectionString: inject('pgTemplate')!.adminUrl });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(datname)} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    // Retries after about 0.5, 1.5 and 3.5 s: the first two fail.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await health()).realtime).toBe('reconnecting');
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(datname)} ALLOW_CONNECTIONS true`);
    await admin.end();

    const states: string[] = [];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { realtime } = await health();
      if (states.at(-1) !== realtime) states.push(realtime);
      if (realtime === 'ok') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(states).toEqual(['reconnecting', 'ok']);
    expect((await health()).status).toBe('ok');
    await socket.next('resync');

    const event: RealtimeEvent = { name: 'notification.created', data: { notificationId: 'after-the-drop' } };
    await t.app.hub.publish(topicOf.user(golfer.id), event);
    const received = await socket.next('events');
    expect(received.events).toEqual([event]);
    socket.close();
  });
});
