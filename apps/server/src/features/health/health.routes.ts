import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  route(
    app,
    routes.health,
    async (_request, reply) => {
      const result = await health.check();
      return reply.status(result.status === 'ok' ? 200 : 503).send(result);
    },
    { config: { rateLimit: false } },
  );
};
