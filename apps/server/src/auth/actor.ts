import type { FastifyRequest } from 'fastify';

import { AppError } from '../http/errors';
import type { Auth } from './auth';

/** Who is making a request. It always comes from the session, never from a body or query field. */
export interface Actor {
  userId: string;
  role: 'user' | 'admin';
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

/** Builds the preHandler that resolves the bearer token (or session cookie) to the acting user. */
export function authenticate(auth: Auth) {
  return async (request: FastifyRequest): Promise<void> => {
    const headers = new Headers();
    if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const session = await auth.api.getSession({ headers });
    if (!session) throw new AppError('unauthorized', 401, 'Sign in first');
    const role = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'user';
    request.actor = { userId: session.user.id, role };
  };
}

/** The actor of a route protected by `app.authenticate`; throws if the route forgot the preHandler. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', 401, 'Sign in first');
  return request.actor;
}
