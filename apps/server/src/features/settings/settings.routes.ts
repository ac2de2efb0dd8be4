import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { SessionsService } from './sessions.service';
import type { SettingsService } from './settings.service';

/**
 * The settings screens' calls: the account's sessions (Fairway's, in front of Better Auth's paths of the same
 * name: the list carries no tokens, needs no "fresh" session, and a session is ended by its id), notification
 * toggles, sign-in methods, the export and the deletion of the account.
 */
export const settingsRoutes: FastifyPluginAsync<{
  sessions: SessionsService;
  settings: SettingsService;
}> = async (app, { sessions, settings }) => {
  route(app, routes.accountSessions, (request) => sessions.list(actorOf(request)));
  route(app, routes.revokeSession, (request) =>
    sessions.revoke(actorOf(request), request.body.id, credentialsOf(request.headers)),
  );

  route(app, routes.notificationSettings, (request) => settings.notifications(actorOf(request)));
  route(app, routes.updateNotificationSettings, (request) =>
    settings.saveNotifications(actorOf(request), request.body),
  );
  route(app, routes.signInMethods, (request) => settings.signInMethods(actorOf(request)));
  route(app, routes.unlinkProvider, (request) =>
    settings.unlink(actorOf(request), request.params.providerId),
  );
  route(app, routes.exportAccount, async (request, reply) => {
    const data = await settings.exportData(actorOf(request));
    void reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="fairway-export-${data.exportedAt.slice(0, 10)}.json"`,
      );
    return data;
  });
  route(app, routes.deleteAccount, (request) =>
    settings.deleteAccount(actorOf(request), request.body.confirmation),
  );
};

/** The caller's own credentials, for Better Auth to check again before it deletes. */
function credentialsOf(headers: { authorization?: string; cookie?: string }): Headers {
  const credentials = new Headers();
  if (headers.authorization) credentials.set('authorization', headers.authorization);
  if (headers.cookie) credentials.set('cookie', headers.cookie);
  return credentials;
}
