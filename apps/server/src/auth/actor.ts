import type { FastifyRequest } from 'fastify';

import { AppError } from '../http/errors';
import type { Auth } from './auth';
import type { SessionCache, VerifiedSession } from './session-cache';

/** Who is making a request. It always comes from the session, never from a body or query field. */
export interface Actor {
  userId: string;
  role: 'user' | 'admin';
  /** The session the request was made with (the account's sessions list marks it as this device). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: sets `request.actor` or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Builds the preHandler that resolves the bearer token (or session cookie) to the acting user. A bearer token
 * alone (no cookie) goes through the session cache: only a token that passed Better Auth's full check (signature
 * and a live session in the database) is remembered, under the hash of its exact text, so a tampered token is
 * never a hit.
 */
export function authenticate(auth: Auth, cache: SessionCache) {
  return async (request: FastifyRequest): Promise<void> => {
    const { authorization, cookie } = request.headers;
    const token = cookie ? null : bearerToken(authorization);
    const session = token
      ? await cache.resolve(token, () =>
          verifySession(auth, new Headers({ authorization: `Bearer ${token}` }), token),
        )
      : await verifySession(auth, requestHeaders(authorization, cookie), null);
    if (!session) throw new AppError('unauthorized', 401, 'Sign in first');
    request.actor = { userId: session.userId, role: session.role, sessionId: session.sessionId };
  };
}

function requestHeaders(authorization: string | undefined, cookie: string | undefined): Headers {
  const headers = new Headers();
  if (authorization) headers.set('authorization', authorization);
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The token of an `Authorization: Bearer …` header (the scheme in any case, as Better Auth reads it). */
function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  return authorization.slice(7).trim() || null;
}

/**
 * Better Auth's full session check. With a bearer token, the session found must be the token's own (its part
 * before the signature), so nothing but that token's session is ever remembered under it.
 */
async function verifySession(
  auth: Auth,
  headers: Headers,
  token: string | null,
): Promise<VerifiedSession | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  if (token !== null && !sessionTokenMatches(token, found.session.token)) return null;
  return {
    userId: found.user.id,
    role: (found.user as { role?: string }).role === 'admin' ? 'admin' : 'user',
    sessionId: found.session.id,
    expiresAt: new Date(found.session.expiresAt).getTime(),
  };
}

function sessionTokenMatches(bearer: string, sessionToken: string): boolean {
  let decoded = bearer;
  try {
    if (bearer.includes('%')) decoded = decodeURIComponent(bearer);
  } catch {
    return false;
  }
  return decoded.split('.')[0] === sessionToken;
}

/** The actor of a route protected by `app.authenticate`; throws if the route forgot the preHandler. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', 401, 'Sign in first');
  return request.actor;
}
