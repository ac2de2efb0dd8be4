import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsync<{ stats: StatsService }> = async (app, { stats }) => {
  route(app, routes.statistics, (request) =>
    stats.of(actorOf(request), request.params.userId, request.query.timeframe),
  );
};
