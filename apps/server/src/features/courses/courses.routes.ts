import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { ClubsService } from '../clubs';
import type { CoursesService } from './courses.service';

export const coursesRoutes: FastifyPluginAsync<{ clubs: ClubsService; courses: CoursesService }> = async (
  app,
  { clubs, courses },
) => {
  route(app, routes.clubCourses, (request) => clubs.coursesOf(request.params.id));
  route(app, routes.courseMap, (request) => courses.map(request.params.id));
};
