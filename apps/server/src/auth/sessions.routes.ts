import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/route';
import { actorOf } from './actor';
import type { SessionsService } from './sessions.service';

/**
 * The account's sessions, answered by Fairway in front of Better Auth's paths of the same name: the list carries
 * no tokens (Better Auth's would hand every session's token to whoever holds one), needs no "fresh" session
 * (a 30-day session may read its own account), and a session is ended by its id.
 */
export const sessionsRoutes: FastifyPluginAsync<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  route(app, routes.accountSessions, (request) => sessions.list(actorOf(request)));

  route(app, routes.revokeSession, (request) =>
    sessions.revoke(actorOf(request), request.body.id, credentialsOf(request.headers)),
  );
};

/** The caller's own credentials, for Better Auth to check again before it deletes. */
function credentialsOf(headers: { authorization?: string; cookie?: string }): Headers {
  const credentials = new Headers();
  if (headers.authorization) credentials.set('authorization', headers.authorization);
  if (headers.cookie) credentials.set('cookie', headers.cookie);
  return credentials;
}
