import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RealtimeEvent } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RealtimeClient, reconnectDelay, realtimeUrl } from './realtime';
import type { RealtimeStatus, WebSocketLike } from './realtime';

/**
 * The realtime client against a real Fairway server process (started from the command line, as a browser
 * would meet it): it authenticates, subscribes, receives events, and after the server restarts it
 * reconnects and subscribes again, telling the subscriber each time the server has taken the subscription.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let port = 0;
let server: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairway-web-rt-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signUp(email: string): Promise<{ id: string; token: string }> {
  const base = `http://127.0.0.1:${port}`;
  const password = 'Fairway#Birdie42';
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up/email', { email, password });
  // The server's development mailbox holds the verification link, as a new user's inbox would.
  const mails = (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no verification mail');
  const verify = new URL(link);
  await fetch(`${base}${verify.pathname}${verify.search}`, { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  const body = (await signIn.json()) as { user: { id: string } };
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signIn.status}`);
  return { id: body.user.id, token };
}

function until<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(tick, 25);
    };
    tick();
  });
}

const createSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike;

describe('RealtimeClient', () => {
  beforeAll(async () => {
    port = await freePort();
    await startServer();
  }, 90_000);
  afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('receives events, and after the server restarts reconnects and resubscribes, confirmed each time', async () => {
    const watcher = await signUp('watcher@example.test');
    const golfer = await signUp('golfer@example.test');
    // Presence reaches friends (and chat partners) on their own topic: the two become friends first.
    await befriend(watcher, 'rt.watcher', golfer, 'rt.golfer');
    const url = realtimeUrl({ protocol: 'http:', host: `127.0.0.1:${port}` });
    const client = new RealtimeClient({ url, getToken: () => watcher.token, createSocket, minDelayMs: 100 });
    const statuses: RealtimeStatus[] = [];
    const events: RealtimeEvent[] = [];
    let confirmed = 0;
    client.onStatus((status) => statuses.push(status));
    client.subscribe(
      `user:${watcher.id}`,
      (event) => events.push(event),
      () => (confirmed += 1),
    );
    client.start();
    await until(() => (confirmed === 1 ? true : undefined));
    expect(client.getStatus()).toBe('ready');

    const golferOnline = () => {
      const peer = new RealtimeClient({ url, getToken: () => golfer.token, createSocket });
      peer.start();
      return peer;
    };
    const heardGolfer = () =>
      events.filter(
        (event) => event.name === 'presence.changed' && event.data.userId === golfer.id && event.data.online,
      ).length;

    const first = golferOnline();
    await until(() => (heardGolfer() === 1 ? true : undefined));
    first.stop();

    await stopServer();
    await until(() => (client.getStatus() === 'offline' ? true : undefined));
    await startServer();
    await until(() => (confirmed === 2 ? true : undefined));

    const second = golferOnline();
    await until(() => (heardGolfer() === 2 ? true : undefined));
    second.stop();
    client.stop();
    expect(statuses).toEqual(expect.arrayContaining(['connecting', 'ready', 'offline']));
    expect(client.getStatus()).toBe('idle');
  }, 120_000);

  it('stops reconnecting when the session is refused, until asked again', async () => {
    const url = realtimeUrl({ protocol: 'http:', host: `127.0.0.1:${port}` });
    let token = 'not-a-session';
    const client = new RealtimeClient({ url, getToken: () => token, createSocket, minDelayMs: 50 });
    client.start();
    await until(() => (client.getStatus() === 'unauthorized' ? true : undefined));
    const user = await signUp('late@example.test');
    token = user.token;
    client.reconnectNow();
    await until(() => (client.getStatus() === 'ready' ? true : undefined));
    client.stop();
  }, 60_000);
});

/** Gives both golfers a profile and makes them friends, through the API as the app would. */
async function befriend(
  a: { id: string; token: string },
  aName: string,
  b: { id: string; token: string },
  bName: string,
): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const call = async (who: { token: string }, method: string, path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  for (const [who, username] of [
    [a, aName],
    [b, bName],
  ] as const)
    await call(who, 'POST', `/api/profile/${username}`, {
      username,
      firstName: 'Real',
      lastName: 'Time',
      handicap: 10,
      countryCode: 'FR',
    });
  await call(a, 'POST', '/api/friendships', { receiverId: b.id });
  await call(b, 'PUT', '/api/friendships', { senderId: a.id });
}

describe('RealtimeClient, the server played by the test', () => {
  function connectedClient() {
    const sent: unknown[] = [];
    let socket: WebSocketLike | null = null;
    let sockets = 0;
    const client = new RealtimeClient({
      url: 'ws://fake',
      getToken: () => 'token',
      createSocket: () => {
        sockets += 1;
        socket = {
          readyState: 1,
          send: (data) => sent.push(JSON.parse(data)),
          close: () => undefined,
          onopen: null,
          onmessage: null,
          onclose: null,
          onerror: null,
        };
        return socket;
      },
    });
    client.start();
    const receive = (message: unknown) => socket?.onmessage?.({ data: JSON.stringify(message) });
    socket!.onopen?.({});
    receive({ type: 'ready', userId: 'u1' });
    return { client, sent, receive, sockets: () => sockets };
  }

  it('tells a subscriber its topic is live when the server confirms it, not when it is asked', () => {
    // A screen fetches what it shows while its subscription is on its way; an event between that read and the
    // server taking the subscription is not delivered, so the screen must read again at the confirmation.
    const { client, sent, receive } = connectedClient();
    const live: string[] = [];
    client.subscribe(
      'game:g1',
      () => undefined,
      () => live.push('first'),
    );
    client.subscribe(
      'game:g1',
      () => undefined,
      () => live.push('second'),
    );
    const stopOther = client.subscribe(
      'user:u1',
      () => undefined,
      () => live.push('other'),
    );
    expect(sent.filter((message) => JSON.stringify(message).includes('game:g1'))).toEqual([
      { type: 'subscribe', topic: 'game:g1' },
    ]);
    expect(live).toEqual([]);

    receive({ type: 'subscribed', topic: 'game:g1' });
    expect(live).toEqual(['first', 'second']);

    stopOther();
    receive({ type: 'subscribed', topic: 'user:u1' });
    expect(live).toEqual(['first', 'second']);

    // A topic the golfer may not follow is refused, not confirmed: its screen is not told it is live.
    client.subscribe(
      'game:other',
      () => undefined,
      () => live.push('refused'),
    );
    receive({ type: 'error', code: 'forbidden', topic: 'game:other' });
    expect(live).toEqual(['first', 'second']);

    // A caller joining a confirmed topic reads after its events already flow: nothing to tell it.
    client.subscribe(
      'game:g1',
      () => undefined,
      () => live.push('late'),
    );
    expect(live).toEqual(['first', 'second']);
    client.stop();
  });

  it('asks screens to resync when the server says events may have been lost, without reconnecting', () => {
    const { client, sockets, receive } = connectedClient();
    let resyncs = 0;
    client.onResync(() => (resyncs += 1));
    receive({ type: 'subscribed', topic: 'presence' });
    expect(resyncs).toBe(0);
    receive({ type: 'resync' });
    expect(resyncs).toBe(1);
    expect(sockets()).toBe(1);
    expect(client.getStatus()).toBe('ready');
    client.stop();
  });
});

describe('reconnectDelay', () => {
  it.each([
    [0, 500],
    [1, 1000],
    [2, 2000],
    [5, 15_000],
    [20, 15_000],
  ])('attempt %i waits about %i ms', (attempt, expected) => {
    expect(reconnectDelay(attempt, 500, 15_000, () => 0.5)).toBe(expected);
    expect(reconnectDelay(attempt, 500, 15_000, () => 0)).toBe(Math.round(expected * 0.8));
    expect(reconnectDelay(attempt, 500, 15_000, () => 1)).toBe(Math.round(expected * 1.2));
  });
});
