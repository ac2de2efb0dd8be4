import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { FavoritesService } from './favorites.service';

export const favoritesRoutes: FastifyPluginAsync<{ favorites: FavoritesService }> = async (
  app,
  { favorites },
) => {
  route(app, routes.favoriteClubs, (request) => favorites.list(actorOf(request)));

  route(app, routes.addFavoriteClub, (request) => favorites.add(actorOf(request), request.body.clubId));

  route(app, routes.removeFavoriteClub, (request) =>
    favorites.remove(actorOf(request), request.params.clubId),
  );
};
