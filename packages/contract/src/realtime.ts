import { z } from 'zod';
import { GameStatus } from './games';

/**
 * The realtime protocol on the one WebSocket at `/api/realtime`.
 *
 * A client connects, sends `auth` with its bearer token, then `subscribe`s to topics. The server checks each
 * subscription with the same rules as the REST API. Events carry ids and versions, not whole records: a
 * client refetches what changed (this keeps bus payloads far below PostgreSQL's 8,000-byte NOTIFY limit).
 */

/** Topics a client may subscribe to: `user:{id}`, `chat:{id}`, `game:{id}` and `presence`. */
export const Topic = z
  .string()
  .max(80)
  .regex(/^(presence|(user|chat|game):[A-Za-z0-9_-]{1,64})$/, 'unknown_topic');
export type Topic = z.infer<typeof Topic>;

export { parseTopic, topicOf, type TopicKind } from './runtime/topics';

/**
 * Every event the server publishes, named as a past fact. Adding an event means adding it here; the
 * server's publisher and the web client's handlers are both typed by this map.
 */
export const RealtimeEvent = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('presence.changed'),
    data: z.object({ userId: z.string(), online: z.boolean(), lastSeen: z.string() }),
  }),
  z.object({
    name: z.literal('notification.created'),
    data: z.object({ notificationId: z.string() }),
  }),
  z.object({
    name: z.literal('game.updated'),
    data: z.object({ gameId: z.string(), version: z.number().int() }),
  }),
  // On `user:{id}`: the user was added to a round by someone else (created with them, or added by a setup
  // change). `status` is the round's at that moment: a pending round is an invitation, an active one a round
  // to resume.
  z.object({
    name: z.literal('game.player.added'),
    data: z.object({ gameId: z.string(), status: GameStatus }),
  }),
  // On `user:{id}`: the user is no longer in a round, by someone else's doing: the owner took them out in a setup
  // change, or deleted the round. Their screens of it refetch (and answer 403 or 404).
  z.object({
    name: z.literal('game.player.removed'),
    data: z.object({ gameId: z.string() }),
  }),
  // On `user:{id}`: a round the user plays in finished, or was reopened, by another player's finishing (or
  // taking it up again). Never for the first score that makes a round active: score saves publish nothing more.
  z.object({
    name: z.literal('game.status.changed'),
    data: z.object({ gameId: z.string(), status: GameStatus }),
  }),
  z.object({
    name: z.literal('score.saved'),
    data: z.object({
      gameId: z.string(),
      playerId: z.string(),
      holeNumber: z.number().int(),
      version: z.number().int(),
    }),
  }),
  z.object({
    name: z.literal('chat.message.created'),
    data: z.object({ chatId: z.string(), messageId: z.string() }),
  }),
  // On `chat:{id}`: a message was deleted by its sender (it vanishes for everyone).
  z.object({
    name: z.literal('chat.message.deleted'),
    data: z.object({ chatId: z.string(), messageId: z.string() }),
  }),
  // On `chat:{id}`: a message's reactions changed.
  z.object({
    name: z.literal('chat.reaction.changed'),
    data: z.object({ chatId: z.string(), messageId: z.string(), version: z.number().int() }),
  }),
  // On `chat:{id}` and each member's `user:{id}`: the chat's name, picture or members changed.
  z.object({
    name: z.literal('chat.updated'),
    data: z.object({ chatId: z.string(), version: z.number().int() }),
  }),
  // On `user:{id}`: the user was put in a chat (a new one, or a direct chat they had left).
  z.object({
    name: z.literal('chat.added'),
    data: z.object({ chatId: z.string() }),
  }),
  // On `user:{id}`: the user is no longer in a chat (left it on another device, or was removed).
  z.object({
    name: z.literal('chat.removed'),
    data: z.object({ chatId: z.string() }),
  }),
  // On `user:{id}`: the user read a chat (on any device): every device clears its unread dot.
  z.object({
    name: z.literal('chat.read'),
    data: z.object({ chatId: z.string(), lastReadAt: z.string() }),
  }),
  z.object({
    name: z.literal('test.ping'),
    data: z.object({ nonce: z.string() }),
  }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
export type RealtimeEventName = RealtimeEvent['name'];
/** The data carried by one named event. */
export type RealtimeEventData<N extends RealtimeEventName> = Extract<RealtimeEvent, { name: N }>['data'];

/** What a client sends. */
export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('subscribe'), topic: Topic }),
  z.object({ type: z.literal('unsubscribe'), topic: Topic }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** Why the server refused a message or a subscription. */
export const RealtimeErrorCode = z.enum([
  'bad_message',
  'unauthorized',
  'forbidden',
  'unknown_topic',
  'too_many_subscriptions',
]);
export type RealtimeErrorCode = z.infer<typeof RealtimeErrorCode>;

/** What the server sends. */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('subscribed'), topic: Topic }),
  z.object({ type: z.literal('unsubscribed'), topic: Topic }),
  // Events of one topic, coalesced: at most `maxEventsPerSecondPerTopic` messages per second per topic, and
  // within a batch only the latest of events that differ only by `version` is kept.
  z.object({ type: z.literal('events'), topic: Topic, events: z.array(RealtimeEvent).min(1) }),
  z.object({ type: z.literal('error'), code: RealtimeErrorCode, topic: Topic.optional() }),
  z.object({ type: z.literal('pong') }),
  // Events may have been lost (this server could not hear the others for a while): refetch what is shown.
  z.object({ type: z.literal('resync') }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

export { REALTIME } from './realtime-constants';
