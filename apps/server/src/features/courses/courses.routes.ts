import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { ClubsService } from '../clubs';

export const coursesRoutes: FastifyPluginAsync<{ clubs: ClubsService }> = async (app, { clubs }) => {
  route(app, routes.clubCourses, (request) => clubs.coursesOf(request.params.id));
};
