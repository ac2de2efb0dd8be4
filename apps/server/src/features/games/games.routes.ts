import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { GamesService } from './games.service';
import type { GuestsService } from './guests.service';

/** Rounds: setup, players, status, preferences; and the golfer's guests. */
export const gamesRoutes: FastifyPluginAsync<{ games: GamesService; guests: GuestsService }> = async (
  app,
  { games, guests },
) => {
  route(app, routes.pendingGames, (request) => games.pending(actorOf(request)));

  route(app, routes.createGame, async (request, reply) =>
    reply.status(201).send(await games.create(actorOf(request), request.body)),
  );

  route(app, routes.gameDetail, (request) => games.detail(actorOf(request), request.params.gameId));

  route(app, routes.updateGame, (request) =>
    games.update(actorOf(request), request.params.gameId, request.body),
  );

  route(app, routes.deleteGame, async (request, reply) => {
    await games.remove(actorOf(request), request.params.gameId);
    return reply.status(204).send(null);
  });

  route(app, routes.setPlayerStatus, (request) =>
    games.setPlayerStatus(actorOf(request), request.params.gameId, request.body.status),
  );

  route(app, routes.joinGame, async (request, reply) => {
    await games.join(actorOf(request), request.params.gameId);
    return reply.status(204).send(null);
  });

  route(app, routes.declineGame, async (request, reply) => {
    await games.decline(actorOf(request), request.params.gameId);
    return reply.status(204).send(null);
  });

  route(app, routes.setGamePreferences, (request) =>
    games.setPreferences(actorOf(request), request.params.gameId, request.body),
  );

  route(app, routes.guests, (request) => guests.list(actorOf(request)));

  route(app, routes.createGuest, async (request, reply) =>
    reply.status(201).send(await guests.create(actorOf(request), request.body)),
  );
};
