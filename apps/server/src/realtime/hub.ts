import { ClientMessage, parseTopic, REALTIME, topicOf } from '@fairway/contract';
import type { RealtimeEvent, RealtimeEventName, ServerMessage, Topic, TopicKind } from '@fairway/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus, BusEnvelope } from './bus';

/** Resolves a bearer token to its user and session, or null when the session is not valid. */
export type SessionVerifier = (token: string) => Promise<{ userId: string; sessionId: string } | null>;
/** Decides whether a user may follow a topic; given the topic's id (`null` for `presence`). */
export type TopicAuthorizer = (userId: string, id: string | null) => Promise<boolean>;

interface Client {
  socket: WebSocket;
  userId: string | null;
  /** The session the socket authenticated with: the socket closes when that session ends. */
  sessionId: string | null;
  topics: Set<Topic>;
  alive: boolean;
  authTimer: NodeJS.Timeout | null;
}

interface Outbox {
  pending: Map<string, RealtimeEvent>;
  lastFlushAt: number;
  timer: NodeJS.Timeout | null;
}

export interface Hub {
  /** Takes over a freshly upgraded socket: authentication, subscriptions, heartbeat. */
  accept(socket: WebSocket): void;
  /** Sets who may subscribe to a kind of topic. Kinds without an authorizer are refused (fail closed). */
  authorize(kind: Exclude<TopicKind, 'user'>, authorizer: TopicAuthorizer): void;
  /** Publishes an event to a topic on every server instance. */
  publish(topic: Topic, event: RealtimeEvent): Promise<void>;
  /** The bus envelope of an event a SQL statement sends itself (see `Bus.envelope`). */
  envelope(topic: Topic, name: RealtimeEventName): BusEnvelope;
  /**
   * Takes users' sockets off a topic on every instance, at once: the access their subscription rested on is gone
   * (taken out of a round, left it; with no `userIds`, every follower: the round is deleted). Each socket is told
   * with a `forbidden` error naming the topic, as a refused subscription is. Called after the change commits and
   * before anything else is published on the topic, so no later event reaches them.
   */
  leave(topic: Topic, userIds?: readonly string[]): Promise<void>;
  /** Closes every socket of a user (after sign-out or a revoked session). */
  disconnectUser(userId: string): void;
  stats(): { sockets: number; authenticated: number; topics: number };
  close(): Promise<void>;
}

/** Events that differ only by `version` describe the same thing: the later one supersedes the earlier. */
function coalesceKey(event: RealtimeEvent): string {
  const { version: _version, ...rest } = event.data as Record<string, unknown>;
  return `${event.name}|${JSON.stringify(rest)}`;
}

const OPEN = 1;

/** A text frame's content, whichever buffer form `ws` delivered it in. */
function textOf(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw as ArrayBuffer).toString('utf8');
}

/**
 * The realtime hub of one server instance. Sockets authenticate with their first message, subscribe to topics
 * checked by the same rules as the REST API, and receive events from the bus, coalesced per topic to at most
 * {@link REALTIME.maxEventsPerSecondPerTopic} messages a second without losing any event that is not superseded.
 */
export function createHub(deps: {
  bus: Bus;
  verifySession: SessionVerifier;
  /** Persists presence (profiles.online, last_seen); failures are logged, never fatal. */
  onPresence?: (userId: string, online: boolean, at: Date) => Promise<void>;
  /**
   * Who may see a user's presence (those who share a chat with them, their friends): each is told on their own
   * `user:{id}` topic. Without it nobody is told.
   */
  presenceAudience?: (userId: string) => Promise<readonly string[]>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  authTimeoutMs?: number;
}): Hub {
  const { bus, verifySession, log } = deps;
  const clients = new Set<Client>();
  /** Open, authenticated sockets per user on this instance: presence changes at the first and the last. */
  const socketsPerUser = new Map<string, number>();
  const subscribers = new Map<Topic, Set<Client>>();
  const outboxes = new Map<Topic, Outbox>();
  // `presence` has no authorizer: a user's presence goes to those who may see it, on their own topics.
  const authorizers = new Map<TopicKind, TopicAuthorizer>([['user', async (userId, id) => userId === id]]);
  const minGapMs = 1000 / REALTIME.maxEventsPerSecondPerTopic;
  let closing = false;

  function send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState === OPEN) client.socket.send(JSON.stringify(message));
  }

  function flush(topic: Topic, outbox: Outbox): void {
    outbox.timer = null;
    outbox.lastFlushAt = Date.now();
    const events = [...outbox.pending.values()];
    outbox.pending.clear();
    const targets = subscribers.get(topic);
    if (!targets || events.length === 0) return;
    const message = JSON.stringify({ type: 'events', topic, events } satisfies ServerMessage);
    for (const client of targets) if (client.socket.readyState === OPEN) client.socket.send(message);
  }

  function deliver(topic: Topic, event: RealtimeEvent): void {
    if (!subscribers.has(topic)) return;
    let outbox = outboxes.get(topic);
    if (!outbox) {
      outbox = { pending: new Map(), lastFlushAt: 0, timer: null };
      outboxes.set(topic, outbox);
    }
    const key = coalesceKey(event);
    outbox.pending.delete(key);
    outbox.pending.set(key, event);
    if (outbox.timer) return;
    const wait = outbox.lastFlushAt + minGapMs - Date.now();
    if (wait <= 0) flush(topic, outbox);
    else outbox.timer = setTimeout(flush, wait, topic, outbox);
  }

  const stopBus = bus.onEvent(deliver);
  /** Counts revocations heard, so an authentication that raced one is checked again. */
  let revocationsHeard = 0;
  // A session ended anywhere (sign-out, ended from another device, password change or reset) closes its
  // sockets here too; the user's other sessions keep theirs.
  const stopRevocations = bus.onRevocation((revocation) => {
    revocationsHeard += 1;
    const ended = new Set(revocation.sessionIds ?? []);
    if (ended.size === 0) return;
    for (const client of clients) {
      if (client.sessionId && ended.has(client.sessionId)) endSession(client);
    }
  });

  const stopLeaves = bus.onLeave(({ topic, userIds }) => {
    const set = subscribers.get(topic);
    if (!set) return;
    const leaving = userIds ? new Set(userIds) : null;
    for (const client of [...set]) {
      if (leaving && !(client.userId && leaving.has(client.userId))) continue;
      unsubscribe(client, topic);
      send(client, { type: 'error', code: 'forbidden', topic });
    }
  });

  function endSession(client: Client): void {
    send(client, { type: 'error', code: 'unauthorized' });
    client.socket.close(REALTIME.closeCodes.unauthorized, 'session ended');
  }
  // Events published while this instance could not hear the bus are lost: every signed-in socket refetches.
  const stopResync = bus.onResync(() => {
    for (const client of clients) if (client.userId) send(client, { type: 'resync' });
  });

  function unsubscribe(client: Client, topic: Topic): void {
    client.topics.delete(topic);
    const set = subscribers.get(topic);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) {
      subscribers.delete(topic);
      const outbox = outboxes.get(topic);
      if (outbox?.timer) clearTimeout(outbox.timer);
      outboxes.delete(topic);
    }
  }

  function presence(userId: string, online: boolean): void {
    const at = new Date();
    deps
      .onPresence?.(userId, online, at)
      .catch((error: unknown) => log.warn({ err: error }, 'presence not saved'));
    const event: RealtimeEvent = {
      name: 'presence.changed',
      data: { userId, online, lastSeen: at.toISOString() },
    };
    const audience = deps.presenceAudience?.(userId) ?? Promise.resolve([]);
    audience
      .then((viewers) => Promise.all(viewers.map((viewer) => bus.publish(topicOf.user(viewer), event))))
      .catch((error: unknown) => log.warn({ err: error }, 'presence not published'));
  }

  function drop(client: Client): void {
    if (client.authTimer) clearTimeout(client.authTimer);
    if (client.userId) {
      const left = (socketsPerUser.get(client.userId) ?? 1) - 1;
      if (left > 0) socketsPerUser.set(client.userId, left);
      else {
        socketsPerUser.delete(client.userId);
        if (!closing) presence(client.userId, false);
      }
    }
    for (const topic of [...client.topics]) unsubscribe(client, topic);
    clients.delete(client);
  }

  async function handle(client: Client, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        send(client, { type: 'pong' });
        return;
      case 'auth': {
        const heardBefore = revocationsHeard;
        let session = await verifySession(message.token).catch(() => null);
        // A revocation heard meanwhile may be this very session's, read just before it ended: ask again.
        if (session && revocationsHeard !== heardBefore) {
          session = await verifySession(message.token).catch(() => null);
        }
        if (!session) {
          send(client, { type: 'error', code: 'unauthorized' });
          client.socket.close(REALTIME.closeCodes.unauthorized, 'unauthorized');
          return;
        }
        if (client.authTimer) clearTimeout(client.authTimer);
        client.authTimer = null;
        if (client.userId) return send(client, { type: 'ready', userId: client.userId });
        client.userId = session.userId;
        client.sessionId = session.sessionId;
        const count = (socketsPerUser.get(session.userId) ?? 0) + 1;
        socketsPerUser.set(session.userId, count);
        send(client, { type: 'ready', userId: session.userId });
        if (count === 1) presence(session.userId, true);
        return;
      }
      case 'subscribe': {
        const { topic } = message;
        if (!client.userId) return send(client, { type: 'error', code: 'unauthorized', topic });
        if (client.topics.has(topic)) return send(client, { type: 'subscribed', topic });
        if (client.topics.size >= REALTIME.maxSubscriptionsPerSocket) {
          return send(client, { type: 'error', code: 'too_many_subscriptions', topic });
        }
        const { kind, id } = parseTopic(topic);
        const authorizer = authorizers.get(kind);
        const allowed = authorizer ? await authorizer(client.userId, id).catch(() => false) : false;
        if (!allowed) return send(client, { type: 'error', code: 'forbidden', topic });
        if (client.socket.readyState !== OPEN) return;
        client.topics.add(topic);
        const set = subscribers.get(topic) ?? new Set();
        set.add(client);
        subscribers.set(topic, set);
        return send(client, { type: 'subscribed', topic });
      }
      case 'unsubscribe':
        unsubscribe(client, message.topic);
        return send(client, { type: 'unsubscribed', topic: message.topic });
    }
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, deps.heartbeatMs ?? REALTIME.heartbeatMs);
  heartbeat.unref();

  return {
    accept(socket) {
      const client: Client = {
        socket,
        userId: null,
        sessionId: null,
        topics: new Set(),
        alive: true,
        authTimer: null,
      };
      clients.add(client);
      client.authTimer = setTimeout(() => {
        socket.close(REALTIME.closeCodes.authTimeout, 'authentication timeout');
      }, deps.authTimeoutMs ?? REALTIME.authTimeoutMs);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('close', () => drop(client));
      socket.on('error', (error) => log.debug({ err: error }, 'realtime socket error'));
      socket.on('message', (raw, isBinary) => {
        client.alive = true;
        let parsed: ReturnType<typeof ClientMessage.safeParse>;
        try {
          parsed = ClientMessage.safeParse(isBinary ? null : JSON.parse(textOf(raw)));
        } catch {
          return send(client, { type: 'error', code: 'bad_message' });
        }
        if (!parsed.success) {
          const unknownTopic = parsed.error.issues.some((issue) => issue.message === 'unknown_topic');
          return send(client, { type: 'error', code: unknownTopic ? 'unknown_topic' : 'bad_message' });
        }
        handle(client, parsed.data).catch((error: unknown) => {
          log.error({ err: error }, 'realtime message failed');
        });
      });
    },
    authorize(kind, authorizer) {
      authorizers.set(kind, authorizer);
    },
    publish(topic, event) {
      return bus.publish(topic, event);
    },
    envelope(topic, name) {
      return bus.envelope(topic, name);
    },
    async leave(topic, userIds) {
      if (userIds?.length === 0) return;
      // ids travel in batches that keep the payload far below the NOTIFY limit
      if (!userIds) return bus.publishLeave({ topic });
      for (let i = 0; i < userIds.length; i += 100) {
        await bus.publishLeave({ topic, userIds: userIds.slice(i, i + 100) });
      }
    },
    disconnectUser(userId) {
      for (const client of clients) {
        if (client.userId === userId) client.socket.close(REALTIME.closeCodes.unauthorized, 'signed out');
      }
    },
    stats() {
      let authenticated = 0;
      for (const client of clients) if (client.userId) authenticated++;
      return { sockets: clients.size, authenticated, topics: subscribers.size };
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      stopBus();
      stopRevocations();
      stopLeaves();
      stopResync();
      for (const outbox of outboxes.values()) if (outbox.timer) clearTimeout(outbox.timer);
      for (const client of clients)
        client.socket.close(REALTIME.closeCodes.shuttingDown, 'server shutting down');
      clients.clear();
      subscribers.clear();
      outboxes.clear();
    },
  };
}
