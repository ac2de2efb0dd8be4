import {
  ErrorBody,
  FavoriteClubBody,
  FavoriteClubParams,
  FavoriteClubs,
  FavoriteState,
} from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/actor';
import type { FavoritesService } from './favorites.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export const favoritesRoutes: FastifyPluginAsyncZod<{ favorites: FavoritesService }> = async (
  app,
  { favorites },
) => {
  // onRequest, not preHandler: a request without a session is refused before its body is even validated.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/favorites-clubs',
    {
      schema: {
        tags: ['favorites'],
        summary: 'The signed-in user’s favorite clubs, most recently added first',
        response: { 200: FavoriteClubs, ...errors },
      },
    },
    (request) => favorites.list(actorOf(request)),
  );

  app.post(
    '/favorites-clubs',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Add a club to the favorites (idempotent)',
        body: FavoriteClubBody,
        response: { 200: FavoriteState, ...errors },
      },
    },
    (request) => favorites.add(actorOf(request), request.body.clubId),
  );

  app.delete(
    '/favorites-clubs/:clubId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove a club from the favorites (idempotent)',
        params: FavoriteClubParams,
        response: { 200: FavoriteState, ...errors },
      },
    },
    (request) => favorites.remove(actorOf(request), request.params.clubId),
  );
};
