import { routes } from '@fairway/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, type Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import type { ProfilesService } from './profiles.service';

/**
 * The caller of a public route when they are signed in, else null: a missing, expired or foreign session reads
 * as a signed-out visitor rather than a 401, since the route is open to everyone.
 */
async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  if (!request.headers.authorization && !request.headers.cookie) return null;
  try {
    await app.authenticate(request);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
  return request.actor;
}

export const profilesRoutes: FastifyPluginAsync<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
  route(app, routes.ownProfile, (request) => profiles.getOwn(actorOf(request)));

  route(app, routes.updateProfile, (request) => profiles.update(actorOf(request), request.body));

  route(app, routes.profileDetails, async (request) =>
    profiles.details(await viewerOf(app, request), request.params.username),
  );

  route(app, routes.setAvatar, (request) =>
    profiles.setAvatar(actorOf(request), request.params.uid, request.body.image),
  );

  route(app, routes.userCard, (request) => profiles.card(request.params.userId));

  route(app, routes.publicProfile, (request) => profiles.getPublic(actorOf(request), request.params.id));
};
