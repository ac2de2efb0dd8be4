import { REALTIME, topicOf } from '@fairway/contract';
import type { RealtimeEvent } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, buildTestApp, callApi, createGolfer, createUser, signIn } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { openSocket } from '../test/socket';
import type { TestSocket } from '../test/socket';
import { MAX_PAYLOAD_BYTES } from './bus';

describe('realtime socket /api/realtime', () => {
  let t: TestApp;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  const sockets: TestSocket[] = [];

  async function connect(options: { origin?: string; autoPong?: boolean } = {}) {
    const socket = await openSocket(`${url}/api/realtime`, options);
    sockets.push(socket);
    return socket;
  }
  async function signedIn(user: TestUser) {
    const socket = await connect();
    socket.send({ type: 'auth', token: user.token });
    await socket.next('ready');
    return socket;
  }

  beforeAll(async () => {
    t = await buildTestApp({ listen: true, realtime: { authTimeoutMs: 300, heartbeatMs: 200 } });
    url = baseUrl(t.app);
    t.app.hub.authorize('game', async (userId, id) => id === `owned-by-${userId}`);
    alice = await createUser(t.app);
    bob = await createUser(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('closes a socket that does not authenticate in time', async () => {
    const socket = await connect();
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.authTimeout);
  });

  it('refuses a made-up token and closes', async () => {
    const socket = await connect();
    socket.send({ type: 'auth', token: 'not-a-session' });
    await socket.next('error', (message) => message.code === 'unauthorized');
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthorized);
  });

  it('refuses subscriptions before authentication', async () => {
    const socket = await connect();
    socket.send({ type: 'subscribe', topic: topicOf.presence() });
    const error = await socket.next('error');
    expect(error).toMatchObject({ code: 'unauthorized', topic: 'presence' });
  });

  it('answers ready with the user id of a real session', async () => {
    const socket = await connect();
    socket.send({ type: 'auth', token: alice.token });
    expect(await socket.next('ready')).toEqual({ type: 'ready', userId: alice.id });
  });

  it('lets a user follow their own user topic but not another user’s', async () => {
    const socket = await signedIn(alice);
    socket.send({ type: 'subscribe', topic: topicOf.user(alice.id) });
    await socket.next('subscribed', (message) => message.topic === `user:${alice.id}`);
    socket.send({ type: 'subscribe', topic: topicOf.user(bob.id) });
    expect(await socket.next('error')).toEqual({ type: 'error', code: 'forbidden', topic: `user:${bob.id}` });
  });

  it('asks the topic’s authorizer, and refuses kinds nobody authorizes (fail closed)', async () => {
    const socket = await signedIn(alice);
    socket.send({ type: 'subscribe', topic: `game:owned-by-${alice.id}` });
    await socket.next('subscribed');
    socket.send({ type: 'subscribe', topic: `game:owned-by-${bob.id}` });
    await socket.next('error', (message) => message.code === 'forbidden');
    socket.send({ type: 'subscribe', topic: 'chat:any' });
    await socket.next('error', (message) => message.code === 'forbidden' && message.topic === 'chat:any');
  });

  it('answers bad_message to garbage and unknown_topic to a topic outside the protocol', async () => {
    const socket = await signedIn(alice);
    socket.socket.send('{not json');
    await socket.next('error', (message) => message.code === 'bad_message');
    socket.send({ type: 'subscribe', topic: 'admin:everything' });
    await socket.next('error', (message) => message.code === 'unknown_topic');
    socket.send({ type: 'ping' });
    await socket.next('pong');
  });

  it('delivers a published event to subscribers of the topic only', async () => {
    const subscriber = await signedIn(alice);
    const other = await signedIn(bob);
    subscriber.send({ type: 'subscribe', topic: topicOf.user(alice.id) });
    await subscriber.next('subscribed');
    other.send({ type: 'subscribe', topic: topicOf.user(bob.id) });
    await other.next('subscribed');
    const event: RealtimeEvent = { name: 'notification.created', data: { notificationId: 'n1' } };
    await t.app.hub.publish(topicOf.user(alice.id), event);
    const received = await subscriber.next('events');
    expect(received).toEqual({ type: 'events', topic: `user:${alice.id}`, events: [event] });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(other.messages.filter((message) => message.type === 'events')).toEqual([]);
  });

  it('coalesces a stream to at most 10 messages a second per topic, losing no distinct event', async () => {
    const socket = await signedIn(alice);
    const topic = `game:owned-by-${alice.id}` as const;
    socket.send({ type: 'subscribe', topic });
    await socket.next('subscribed');
    // 150 saves over about 1.5 s: without coalescing that would be 150 messages.
    const published: RealtimeEvent[] = [];
    for (let i = 0; i < 150; i++) {
      const event: RealtimeEvent = {
        name: 'score.saved',
        data: { gameId: 'g', playerId: `p${i % 4}`, holeNumber: 1 + Math.floor(i / 8), version: i },
      };
      published.push(event);
      await t.app.hub.publish(topic, event);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const expected = new Map<string, number>();
    for (const event of published) {
      if (event.name === 'score.saved')
        expected.set(`${event.data.playerId}/${event.data.holeNumber}`, event.data.version);
    }
    const latest = new Map<string, number>();
    while ([...expected].some(([key, version]) => latest.get(key) !== version)) {
      const message = await socket.next('events', undefined, 5000);
      for (const event of message.events) {
        if (event.name === 'score.saved') {
          const key = `${event.data.playerId}/${event.data.holeNumber}`;
          latest.set(key, Math.max(latest.get(key) ?? -1, event.data.version));
        }
      }
    }
    // Every (player, hole) arrives at its latest version: only superseded versions were dropped.
    expect(latest).toEqual(expected);
    const arrivals = socket.receivedAt.filter((_, i) => socket.messages[i]?.type === 'events');
    // In any one-second window, at most 10 messages (one more allowed for delivery jitter).
    for (const [i, at] of arrivals.entries()) {
      const inWindow = arrivals.slice(i).filter((other) => other - at < 1000).length;
      expect(inWindow).toBeLessThanOrEqual(REALTIME.maxEventsPerSecondPerTopic + 1);
    }
    expect(arrivals.length).toBeLessThan(30);
  });

  it('refuses to publish a payload that NOTIFY could not carry', async () => {
    const huge: RealtimeEvent = { name: 'test.ping', data: { nonce: 'x'.repeat(MAX_PAYLOAD_BYTES) } };
    await expect(t.app.hub.publish('presence', huge)).rejects.toThrow(/send ids, not records/);
  });

  it('refuses a handshake from a foreign Origin and accepts its own', async () => {
    await expect(connect({ origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await connect({ origin: url });
    own.send({ type: 'auth', token: alice.token });
    await own.next('ready');
  });

  it('drops a socket that stops answering heartbeats', async () => {
    const silent = await connect({ autoPong: false });
    silent.send({ type: 'auth', token: alice.token });
    await silent.next('ready');
    const { code } = await silent.closed;
    expect(code).toBe(1006);
  });

  it('closes a user’s sockets when asked (sign-out)', async () => {
    const socket = await signedIn(bob);
    t.app.hub.disconnectUser(bob.id);
    expect((await socket.closed).code).toBe(REALTIME.closeCodes.unauthorized);
  });
});

describe('ending a session', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    url = `${baseUrl(t.app)}/api/realtime`;
  });
  afterAll(() => t.close());

  async function signedInSocket(token: string) {
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token });
    await socket.next('ready');
    return socket;
  }
  async function isStillOpen(socket: TestSocket) {
    socket.send({ type: 'ping' });
    await socket.next('pong');
    return socket.socket.readyState === socket.socket.OPEN;
  }
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

  it.each([
    ['sign-out', async (_laptop: string, phone: string) => post('/api/auth/sign-out', phone, {})],
    [
      'ending it from another device',
      async (laptop: string) => {
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/auth/list-sessions',
          headers: { authorization: `Bearer ${laptop}` },
        });
        const other = list.json<{ id: string; current: boolean }[]>().find((session) => !session.current);
        return post('/api/auth/revoke-session', laptop, { id: other?.id });
      },
    ],
  ])('%s closes that session’s socket, and only that one', async (_name, end) => {
    const golfer = await createUser(t.app);
    const phoneToken = (await signIn(t.app, golfer.email, golfer.password)).token as string;
    const laptop = await signedInSocket(golfer.token);
    const phone = await signedInSocket(phoneToken);
    expect((await end(golfer.token, phoneToken)).statusCode).toBe(200);
    const closed = await phone.closed;
    expect(closed).toEqual({ code: REALTIME.closeCodes.unauthorized, reason: 'session ended' });
    expect(await isStillOpen(laptop)).toBe(true);
    laptop.close();
  });

  it('a password change ending the other sessions closes every old socket; the new token opens a new one', async () => {
    const golfer = await createUser(t.app);
    const phoneToken = (await signIn(t.app, golfer.email, golfer.password)).token as string;
    const laptop = await signedInSocket(golfer.token);
    const phone = await signedInSocket(phoneToken);
    const changed = await post('/api/auth/change-password', golfer.token, {
      currentPassword: golfer.password,
      newPassword: 'Changed#Fairway9',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await phone.closed).code).toBe(REALTIME.closeCodes.unauthorized);
    // Better Auth ends every session, the asking device's too, and hands that device a new token.
    expect((await laptop.closed).code).toBe(REALTIME.closeCodes.unauthorized);
    const renewed = changed.headers['set-auth-token'] as string;
    const again = await signedInSocket(renewed);
    expect(await isStillOpen(again)).toBe(true);
    again.close();
  });
});

describe('presence', () => {
  it('announces a user online at their first socket and offline after their last, to those who may see it', async () => {
    const t = await buildTestApp({ listen: true });
    const url = `${baseUrl(t.app)}/api/realtime`;
    const [watcher, golfer] = [await createGolfer(t.app), await createGolfer(t.app)];
    // Sharing a chat makes presence visible (see features/chat for friends and strangers).
    await callApi(t.app, golfer, 'POST', '/api/chats', { userIds: [watcher.id] });
    const watching = await openSocket(url);
    watching.send({ type: 'auth', token: watcher.token });
    await watching.next('ready');
    watching.send({ type: 'subscribe', topic: topicOf.user(watcher.id) });
    await watching.next('subscribed');

    const phone = await openSocket(url);
    phone.send({ type: 'auth', token: golfer.token });
    const online = await watching.next('events', (m) =>
      m.events.some((e) => e.name === 'presence.changed' && e.data.userId === golfer.id),
    );
    expect(online.events.find((e) => e.name === 'presence.changed')?.data).toMatchObject({
      userId: golfer.id,
      online: true,
    });

    const laptop = await openSocket(url);
    laptop.send({ type: 'auth', token: golfer.token });
    await laptop.next('ready');
    phone.close();
    laptop.close();
    const offline = await watching.next('events', (m) =>
      m.events.some((e) => e.name === 'presence.changed' && e.data.userId === golfer.id && !e.data.online),
    );
    expect(offline.topic).toBe(topicOf.user(watcher.id));
    // One offline event after the last socket, none after the first of two closed.
    const changes = watching.messages
      .flatMap((m) => (m.type === 'events' ? m.events : []))
      .filter((e) => e.name === 'presence.changed' && e.data.userId === golfer.id);
    expect(changes.map((e) => (e.name === 'presence.changed' ? e.data.online : null))).toEqual([true, false]);
    watching.close();
    await t.close();
  }, 60_000);
});
