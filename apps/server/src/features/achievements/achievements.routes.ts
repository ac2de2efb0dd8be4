import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { AchievementsService } from './achievements.service';

/** `GET /api/achievements/:userId`: a golfer's trophies, earned or in progress. */
export const achievementsRoutes: FastifyPluginAsync<{ achievements: AchievementsService }> = async (
  app,
  { achievements },
) => {
  route(app, routes.achievements, (request) => achievements.of(actorOf(request), request.params.userId));
};
