import { randomUUID } from 'node:crypto';
import { RealtimeEvent, Topic } from '@fairway/contract';
import type { RealtimeEventName } from '@fairway/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, ListenerState } from '../db/client';

/** The one NOTIFY channel (lower case: PGlite folds channel names). */
export const BUS_CHANNEL = 'fairway_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; stay well below. */
export const MAX_PAYLOAD_BYTES = 7_500;

/**
 * Sessions that ended (by id) and users whose sessions changed (by id): every instance drops what it cached of
 * them. Ids only, so a payload stays far below the NOTIFY limit.
 */
export const SessionRevocation = z.object({
  sessionIds: z.array(z.string()).max(100).optional(),
  userIds: z.array(z.string()).max(100).optional(),
});
export type SessionRevocation = z.infer<typeof SessionRevocation>;

/**
 * Followers a topic loses: these users (every follower when `userIds` is absent) no longer have the access the
 * subscription rested on (taken out of a round, left it, the round deleted).
 */
export const TopicLeave = z.object({
  topic: Topic,
  userIds: z.array(z.string()).max(100).optional(),
});
export type TopicLeave = z.infer<typeof TopicLeave>;

const Envelope = z.union([
  z.object({ origin: z.string(), topic: Topic, event: RealtimeEvent }),
  z.object({ origin: z.string(), revoked: SessionRevocation }),
  z.object({ origin: z.string(), left: TopicLeave }),
]);

export interface BusEnvelope {
  channel: string;
  head: string;
  tail: string;
}

export type BusHandler = (topic: Topic, event: RealtimeEvent) => void;
export type RevocationHandler = (revocation: SessionRevocation) => void;
export type LeaveHandler = (leave: TopicLeave) => void;

export interface Bus {
  /** Instance id, so logs and tests can tell servers apart. */
  readonly origin: string;
  /** Publishes to every server instance on the database, this one included. */
  publish(topic: Topic, event: RealtimeEvent): Promise<void>;
  /**
   * For a statement that sends an event itself with `pg_notify(channel, head || data || tail)`, so that the event
   * leaves with the statement's own commit and only if it commits: the channel, and the envelope's text before and
   * after the event's data (a JSON object the statement builds).
   */
  envelope(topic: Topic, name: RealtimeEventName): BusEnvelope;
  /** Receives everything published by any instance; returns a function that stops receiving. */
  onEvent(handler: BusHandler): () => void;
  /** Tells every server instance, this one included, that sessions ended or changed. */
  publishRevocation(revocation: SessionRevocation): Promise<void>;
  /** Receives every instance's revocations; returns a function that stops receiving. */
  onRevocation(handler: RevocationHandler): () => void;
  /**
   * Tells every server instance, this one included, that users lost a topic. On the one channel, so it reaches each
   * instance before any event published after it.
   */
  publishLeave(leave: TopicLeave): Promise<void>;
  /** Receives every instance's topic leaves; returns a function that stops receiving. */
  onLeave(handler: LeaveHandler): () => void;
  /** `reconnecting` while this instance cannot hear the other instances (its LISTEN connection is down). */
  state(): ListenerState;
  /**
   * Called when this instance hears the bus again after a drop: events and revocations sent meanwhile were lost,
   * so whatever was derived from them must be refreshed. Returns a function that stops calling it.
   */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

/**
 * A publish/subscribe bus on PostgreSQL LISTEN/NOTIFY (PGlite supports it too), so two server instances on one
 * database behave as one. Payloads carry ids and versions only; a client refetches what changed.
 */
export async function createBus(database: Database, log: FastifyBaseLogger): Promise<Bus> {
  const origin = randomUUID();
  const handlers = new Set<BusHandler>();
  const revocationHandlers = new Set<RevocationHandler>();
  const leaveHandlers = new Set<LeaveHandler>();
  const resyncHandlers = new Set<() => void>();
  const stopRestored = database.onListenerRestored(() => {
    log.warn('the realtime bus is back after a drop: events sent meanwhile were lost, clients resync');
    for (const handler of resyncHandlers) handler();
  });
  const stop = await database.listen(BUS_CHANNEL, (payload) => {
    let envelope: z.infer<typeof Envelope>;
    try {
      envelope = Envelope.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed bus payload');
      return;
    }
    if ('revoked' in envelope) {
      for (const handler of revocationHandlers) handler(envelope.revoked);
      return;
    }
    if ('left' in envelope) {
      for (const handler of leaveHandlers) handler(envelope.left);
      return;
    }
    for (const handler of handlers) handler(envelope.topic, envelope.event);
  });
  async function send(payload: string, what: string): Promise<void> {
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(
        `Bus payload of ${Buffer.byteLength(payload)} bytes for ${what}: send ids, not records`,
      );
    }
    await database.notify(BUS_CHANNEL, payload);
  }
  return {
    origin,
    async publish(topic, event) {
      await send(JSON.stringify({ origin, topic, event }), event.name);
    },
    envelope(topic, name) {
      // `{"origin":…,"topic":…,"event":{"name":…}}` opened up after the name for `,"data":` and the data.
      const whole = JSON.stringify({ origin, topic, event: { name } });
      return { channel: BUS_CHANNEL, head: `${whole.slice(0, -2)},"data":`, tail: '}}' };
    },
    onEvent(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async publishRevocation(revocation) {
      await send(JSON.stringify({ origin, revoked: revocation }), 'a session revocation');
    },
    onRevocation(handler) {
      revocationHandlers.add(handler);
      return () => revocationHandlers.delete(handler);
    },
    async publishLeave(leave) {
      await send(JSON.stringify({ origin, left: leave }), 'a topic leave');
    },
    onLeave(handler) {
      leaveHandlers.add(handler);
      return () => leaveHandlers.delete(handler);
    },
    state() {
      return database.listenerState();
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async close() {
      stopRestored();
      handlers.clear();
      revocationHandlers.clear();
      leaveHandlers.clear();
      resyncHandlers.clear();
      await stop();
    },
  };
}
