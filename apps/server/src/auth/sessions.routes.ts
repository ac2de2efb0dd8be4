import { AccountSession, ErrorBody, RevokeSessionBody } from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor';
import type { SessionsService } from './sessions.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/**
 * The account's sessions, answered by Fairway in front of Better Auth's paths of the same name: the list carries
 * no tokens (Better Auth's would hand every session's token to whoever holds one), needs no "fresh" session
 * (a 30-day session may read its own account), and a session is ended by its id.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/auth/list-sessions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in devices of the account (this one marked current), without their tokens',
        response: { 200: z.array(AccountSession), ...errors },
      },
    },
    (request) => sessions.list(actorOf(request)),
  );

  app.post(
    '/auth/revoke-session',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End one session of the account by its id (404 for a session that is not the account’s)',
        body: RevokeSessionBody,
        response: { 200: z.object({ status: z.literal(true) }), ...errors },
      },
    },
    (request) => sessions.revoke(actorOf(request), request.body.id, credentialsOf(request.headers)),
  );
};

/** The caller's own credentials, for Better Auth to check again before it deletes. */
function credentialsOf(headers: { authorization?: string; cookie?: string }): Headers {
  const credentials = new Headers();
  if (headers.authorization) credentials.set('authorization', headers.authorization);
  if (headers.cookie) credentials.set('cookie', headers.cookie);
  return credentials;
}
