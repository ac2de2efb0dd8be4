import { ErrorBody, Statistics, StatsParams, StatsQuery } from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/actor';
import type { StatsService } from './stats.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/stats/:userId',
    {
      schema: {
        tags: ['stats'],
        summary: 'A golfer’s statistics over their finished rounds (timeframe=recent: the last 20)',
        params: StatsParams,
        querystring: StatsQuery,
        response: { 200: Statistics, ...errors },
      },
    },
    (request) => stats.of(actorOf(request), request.params.userId, request.query.timeframe),
  );
};
