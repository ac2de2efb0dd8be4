/**
 * The realtime protocol's constants, without zod: the web client imports this file on its own
 * (`@fairway/contract/realtime-constants`) so that the schemas stay out of its first bundle. `realtime.ts`
 * re-exports it.
 */

/** Protocol constants shared by server and client. */
export const REALTIME = {
  path: '/api/realtime',
  /** A connection that has not authenticated within this time is closed. */
  authTimeoutMs: 5_000,
  /** The server pings every socket this often and drops one that missed a pong. */
  heartbeatMs: 25_000,
  /** Outgoing events are coalesced to at most this many per second per topic. */
  maxEventsPerSecondPerTopic: 10,
  maxSubscriptionsPerSocket: 200,
  /** WebSocket close codes. */
  closeCodes: { authTimeout: 4001, unauthorized: 4003, shuttingDown: 1001 },
} as const;
