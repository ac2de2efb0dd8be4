import type { AccountSession } from '@fairway/contract';
import { AppError } from '../../http/errors';
import type { Actor } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import type { SessionsRepository } from './sessions.repository';

/** The account's signed-in devices, listed without their tokens and ended by id. */
export function createSessionsService(deps: { auth: Auth; repository: SessionsRepository }) {
  const { auth, repository } = deps;
  return {
    /** The actor's live sessions, the request's own marked `current`; no token is ever part of the answer. */
    async list(actor: Actor): Promise<AccountSession[]> {
      const rows = await repository.listActive(actor.userId, new Date());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === actor.sessionId,
        userAgent: row.userAgent || null,
        ipAddress: row.ipAddress || null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /**
     * Ends one of the actor's sessions (this one too, which is signing out). Another user's session, or an id
     * that is no session, is 404 `session_not_found`, the same answer for both. The delete goes through Better
     * Auth's own revoke-session, with the caller's credentials, so its checks and its delete hooks (the session
     * cache on every instance, the realtime sockets of that session) run as for any other sign-out.
     */
    async revoke(actor: Actor, sessionId: string, credentials: Headers): Promise<{ status: true }> {
      const token = await repository.tokenOf(actor.userId, sessionId);
      if (!token) throw new AppError('session_not_found', 404, 'No such session on this account');
      await auth.api.revokeSession({ body: { token }, headers: credentials });
      return { status: true };
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
