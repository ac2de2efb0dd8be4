import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { freePort, startServerProcess, waitForHealth } from '../test/process';

/**
 * Each instance caches verified bearer tokens; a session ended on one instance must stop working on the others
 * as soon as the bus (LISTEN/NOTIFY) delivers the revocation, not when their cache entry runs out.
 */
describe('a session ended on one instance', () => {
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

  it('is refused by the other instance within the bus delivery', async () => {
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

    const email = 'leaving@example.test';
    const password = 'Fairway#Birdie42';
    const post = (server: string, path: string, body: unknown, token?: string) =>
      fetch(`${server}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    expect((await post(one, '/api/auth/sign-up/email', { email, password })).status).toBe(200);
    const mails = (await (await fetch(`${one}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    const link = new URL(mails[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    await fetch(`${one}${link.pathname}${link.search}`, { redirect: 'manual' });
    const signedIn = await post(one, '/api/auth/sign-in/email', { email, password });
    const token = signedIn.headers.get('set-auth-token') ?? '';
    expect(token).not.toBe('');

    // Signed in, no golf profile yet: 404 means the session was accepted, 401 that it was not.
    const profileOn = async (server: string) =>
      (await fetch(`${server}/api/profile`, { headers: { authorization: `Bearer ${token}` } })).status;
    for (let i = 0; i < 3; i += 1) expect(await profileOn(two)).toBe(404);

    expect((await post(one, '/api/auth/sign-out', {}, token)).status).toBe(200);
    expect(await profileOn(one)).toBe(401);
    const deadline = Date.now() + 1000;
    let status = await profileOn(two);
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await profileOn(two);
    }
    expect(status).toBe(401);
  });
});
