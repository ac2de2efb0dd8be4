import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { freePort, startServerProcess, waitForHealth } from '../test/process';
import { openSocket } from '../test/socket';

/**
 * Two server processes on one PostgreSQL behave as one: a session made on one is valid on the other, and an
 * event published on one reaches a socket connected to the other (through LISTEN/NOTIFY).
 */
describe('two server instances on one PostgreSQL', () => {
  const template = inject('pgTemplate');
  const name = `fw_t_${randomBytes(6).toString('hex')}`;
  const servers: ReturnType<typeof startServerProcess>[] = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    if (!template) return;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('share sessions and realtime events', async () => {
    if (!template) throw new Error('run with npm run test:pg');
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
    await admin.end();
    const env = {
      DATABASE_URL: withDatabase(template.adminUrl, name),
      HOST: '127.0.0.1',
      AUTH_SECRET: 'pg-test-secret-'.repeat(4),
    };
    const ports = [await freePort(), await freePort()];
    for (const port of ports) servers.push(startServerProcess({ ...env, PORT: String(port) }));
    const [one, two] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    await Promise.all([waitForHealth(one), waitForHealth(two)]);

    const signUp = async (server: string, email: string) => {
      const password = 'Fairway#Birdie42';
      const post = (path: string, body: unknown) =>
        fetch(`${server}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/auth/sign-up/email', { email, password })).status).toBe(200);
      // The verification link from the development mailbox, as a new golfer's inbox would have it.
      const mails = (await (
        await fetch(`${server}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
      ).json()) as { text: string }[];
      const link = new URL(mails[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
      await fetch(`${server}${link.pathname}${link.search}`, { redirect: 'manual' });
      const response = await post('/api/auth/sign-in/email', { email, password });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { user: { id: string } };
      return { id: body.user.id, token: response.headers.get('set-auth-token') ?? '' };
    };
    const watcher = await signUp(one, 'watcher@example.test');
    const golfer = await signUp(one, 'golfer@example.test');
    // Presence goes to those who share a chat with the golfer: both get a profile and a chat together.
    const withToken = (user: { token: string }, method: string, path: string, body: unknown) =>
      fetch(`${one}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify(body),
      });
    for (const [user, username] of [
      [watcher, 'watcher'],
      [golfer, 'golfer'],
    ] as const) {
      const profile = { username, firstName: 'Pat', lastName: 'Par', handicap: 12 };
      expect((await withToken(user, 'POST', `/api/profile/${username}`, profile)).status).toBe(201);
    }
    expect((await withToken(golfer, 'POST', '/api/chats', { userIds: [watcher.id] })).status).toBe(200);

    // The watcher's session, made on server one, is accepted by server two.
    const watching = await openSocket(`${two}/api/realtime`);
    watching.send({ type: 'auth', token: watcher.token });
    expect(await watching.next('ready')).toEqual({ type: 'ready', userId: watcher.id });
    watching.send({ type: 'subscribe', topic: `user:${watcher.id}` });
    await watching.next('subscribed');

    // The golfer comes online on server one; server two's socket hears it.
    const golferSocket = await openSocket(`${one}/api/realtime`);
    golferSocket.send({ type: 'auth', token: golfer.token });
    await golferSocket.next('ready');
    const heard = await watching.next(
      'events',
      (message) =>
        message.events.some((event) => event.name === 'presence.changed' && event.data.userId === golfer.id),
      10_000,
    );
    expect(heard.topic).toBe(`user:${watcher.id}`);
    golferSocket.close();
    watching.close();
  });
});
