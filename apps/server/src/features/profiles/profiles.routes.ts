import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { ProfilesService } from './profiles.service';

export const profilesRoutes: FastifyPluginAsync<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
  route(app, routes.ownProfile, (request) => profiles.getOwn(actorOf(request)));

  route(app, routes.usernameTaken, (request) => profiles.isUsernameTaken(request.params.username));

  route(app, routes.createProfile, async (request, reply) => {
    const created = await profiles.create(actorOf(request), request.params.username, request.body);
    return reply.status(201).send(created);
  });

  route(app, routes.setAvatar, (request) =>
    profiles.setAvatar(actorOf(request), request.params.uid, request.body.image),
  );

  route(app, routes.publicProfile, (request) => profiles.getPublic(request.params.id));
};
