import { randomUUID } from 'node:crypto';
import { RealtimeEvent, Topic } from '@fairway/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';

/** The one NOTIFY channel (lower case: PGlite folds channel names). */
export const BUS_CHANNEL = 'fairway_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; stay well below. */
export const MAX_PAYLOAD_BYTES = 7_500;

const Envelope = z.object({ origin: z.string(), topic: Topic, event: RealtimeEvent });

export type BusHandler = (topic: Topic, event: RealtimeEvent) => void;

export interface Bus {
  /** Instance id, so logs and tests can tell servers apart. */
  readonly origin: string;
  /** Publishes to every server instance on the database, this one included. */
  publish(topic: Topic, event: RealtimeEvent): Promise<void>;
  /** Receives everything published by any instance; returns a function that stops receiving. */
  onEvent(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/**
 * A publish/subscribe bus on PostgreSQL LISTEN/NOTIFY (PGlite supports it too), so two server instances on one
 * database behave as one. Payloads carry ids and versions only; a client refetches what changed.
 */
export async function createBus(database: Database, log: FastifyBaseLogger): Promise<Bus> {
  const origin = randomUUID();
  const handlers = new Set<BusHandler>();
  const stop = await database.listen(BUS_CHANNEL, (payload) => {
    let envelope: z.infer<typeof Envelope>;
    try {
      envelope = Envelope.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed bus payload');
      return;
    }
    for (const handler of handlers) handler(envelope.topic, envelope.event);
  });
  return {
    origin,
    async publish(topic, event) {
      const payload = JSON.stringify({ origin, topic, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(
          `Bus payload of ${Buffer.byteLength(payload)} bytes for ${event.name}: send ids, not records`,
        );
      }
      await database.notify(BUS_CHANNEL, payload);
    },
    onEvent(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await stop();
    },
  };
}
