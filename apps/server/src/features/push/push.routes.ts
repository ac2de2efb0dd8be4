import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { PushService } from './push.service';

export const pushRoutes: FastifyPluginAsync<{ push: PushService }> = async (app, { push }) => {
  route(app, routes.pushPublicKey, () => push.publicKey());
  route(app, routes.registerDevice, (request) => push.register(actorOf(request), request.body));
  route(app, routes.unregisterDevice, async (request, reply) => {
    await push.unregister(actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
