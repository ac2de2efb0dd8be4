import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus, SessionRevocation } from '../realtime/bus';

/** What a verified bearer token stands for. */
export interface VerifiedSession {
  userId: string;
  role: 'user' | 'admin';
  sessionId: string;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

/** How long a verified token is believed without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/**
 * Each entry lives between 75 % and 100 % of the TTL, at random: tokens first verified together (every golfer of
 * the rounds that started on the hour) then come due over a quarter of the TTL rather than all in the same second.
 */
export const SESSION_CACHE_TTL_JITTER = 0.25;
/** Tokens remembered at most; the least recently used one goes first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  session: VerifiedSession;
  /** Believed until then: the TTL, never beyond the session's own expiry. */
  until: number;
}

export interface SessionCache {
  /**
   * The session of a bearer token: from the cache while its entry is fresh, else from `verify` (the full
   * signature check and database look-up), whose answer is remembered only when it is a session and no
   * revocation arrived while it ran.
   */
  resolve(token: string, verify: () => Promise<VerifiedSession | null>): Promise<VerifiedSession | null>;
  /** Drops the revoked sessions here at once, then tells every other instance through the bus. */
  revoke(revocation: SessionRevocation): Promise<void>;
  /** Tokens currently remembered. */
  size(): number;
  close(): void;
}

/** Ids in messages of at most 100 of each kind (the bus's limit, far below NOTIFY's 8,000 bytes). */
function chunks(revocation: SessionRevocation): SessionRevocation[] {
  const sessionIds = revocation.sessionIds ?? [];
  const userIds = revocation.userIds ?? [];
  const parts: SessionRevocation[] = [];
  for (let start = 0; start < Math.max(sessionIds.length, userIds.length); start += 100) {
    parts.push({
      sessionIds: sessionIds.slice(start, start + 100),
      userIds: userIds.slice(start, start + 100),
    });
  }
  return parts;
}

/** The cache key of a token: its SHA-256, so no usable token sits in memory as a key. */
function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * An in-process cache of verified bearer tokens, so a request does not pay the signature check and two queries
 * each time. Entries live {@link SESSION_CACHE_TTL_MS} at most (less by up to {@link SESSION_CACHE_TTL_JITTER}) and
 * never past the session's expiry; a
 * revocation from any instance (sign-out, a session ended elsewhere, a password change or reset, a user
 * changed or deleted) removes them on every instance as soon as the bus delivers it.
 */
export function createSessionCache(deps: {
  bus: Bus;
  log: FastifyBaseLogger;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** A number in [0, 1): which part of the TTL's jitter an entry gets. */
  random?: () => number;
}): SessionCache {
  const { bus, log } = deps;
  const ttlMs = deps.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = deps.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes the first. */
  const entries = new Map<string, Entry>();
  /**
   * Counts revocations seen. A verification that started before a revocation may have read the session just
   * before it ended; its answer is then used for that request but not remembered.
   */
  let generation = 0;

  function evict(revocation: SessionRevocation): void {
    generation += 1;
    const sessionIds = new Set(revocation.sessionIds ?? []);
    const userIds = new Set(revocation.userIds ?? []);
    if (sessionIds.size === 0 && userIds.size === 0) return;
    for (const [key, { session }] of entries) {
      if (sessionIds.has(session.sessionId) || userIds.has(session.userId)) entries.delete(key);
    }
  }

  const stopBus = bus.onRevocation(evict);
  // Revocations may have been lost while the bus was down: believe nothing remembered from before.
  const stopResync = bus.onResync(() => {
    generation += 1;
    entries.clear();
  });

  return {
    async resolve(token, verify) {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        if (entry.until > now()) {
          entries.set(key, entry);
          return entry.session;
        }
      }
      const startedAt = generation;
      const session = await verify();
      const life = ttlMs * (1 - SESSION_CACHE_TTL_JITTER * random());
      const until = session ? Math.min(now() + life, session.expiresAt) : 0;
      if (session && ttlMs > 0 && until > now() && startedAt === generation) {
        entries.delete(key);
        entries.set(key, { session, until });
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      }
      return session;
    },
    async revoke(revocation) {
      evict(revocation);
      try {
        for (const part of chunks(revocation)) await bus.publishRevocation(part);
      } catch (error) {
        // The session is already gone from the database: other instances stop believing it within the TTL.
        log.error({ err: error }, 'could not publish a session revocation');
      }
    },
    size() {
      return entries.size;
    },
    close() {
      stopBus();
      stopResync();
      entries.clear();
    },
  };
}
