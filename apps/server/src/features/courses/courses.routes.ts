import { ClubCourses, ClubIdParams, ErrorBody } from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClubsService } from '../clubs/clubs.service';

export const coursesRoutes: FastifyPluginAsyncZod<{ clubs: ClubsService }> = async (app, { clubs }) => {
  // onRequest, not preHandler: a request without a session is refused before its body is even validated.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/golf-clubs/:id/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'The courses of a club (id or slug) with tees, holes and hole geometry',
        params: ClubIdParams,
        response: { 200: ClubCourses, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => clubs.coursesOf(request.params.id),
  );
};
