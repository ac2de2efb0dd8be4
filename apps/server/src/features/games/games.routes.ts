import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { GamesService } from './games.service';
import type { GuestsService } from './guests.service';
import type { HandicapService } from './handicap.service';

export const gamesRoutes: FastifyPluginAsync<{
  games: GamesService;
  guests: GuestsService;
  handicap: HandicapService;
}> = async (app, { games, guests, handicap }) => {
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

  route(app, routes.gameResults, (request) => games.results(actorOf(request), request.params.gameId));

  route(app, routes.gameHistory, (request) => games.history(actorOf(request), request.params.gameId));

  route(app, routes.setPlayerStatus, (request) =>
    games.setPlayerStatus(actorOf(request), request.params.gameId, request.body.status),
  );

  route(app, routes.declineGame, async (request, reply) => {
    await games.decline(actorOf(request), request.params.gameId);
    return reply.status(204).send(null);
  });

  route(app, routes.putScore, (request) => {
    const { playerId, holeNumber, scoreData } = request.body;
    const { enteredAt, ...values } = scoreData;
    return games.writeScore(actorOf(request), request.params.gameId, {
      playerId,
      holeNumber,
      values: normalise(values),
      ...(enteredAt ? { enteredAt } : {}),
      fieldPrefix: 'body.scoreData',
    });
  });

  route(app, routes.postScore, (request) => {
    const { playerId, holeNumber, enteredAt, ...values } = request.body;
    return games.writeScore(actorOf(request), request.params.gameId, {
      playerId,
      holeNumber,
      values: normalise(values),
      ...(enteredAt ? { enteredAt } : {}),
    });
  });

  route(app, routes.setGamePreferences, (request) =>
    games.setPreferences(actorOf(request), request.params.gameId, request.body),
  );

  route(app, routes.playedGames, (request) => games.playedGames(actorOf(request), request.params.userId));

  route(app, routes.handicapSummary, (request) => handicap.summary(actorOf(request), request.params.userId));

  route(app, routes.guests, (request) => guests.list(actorOf(request)));

  route(app, routes.createGuest, async (request, reply) =>
    reply.status(201).send(await guests.create(actorOf(request), request.body)),
  );
};

/** Unset score fields are stored as null. */
function normalise(values: {
  score?: number | null | undefined;
  putts?: number | null | undefined;
  waterPenalties?: number | null | undefined;
  obPenalties?: number | null | undefined;
  dropPenalties?: number | null | undefined;
  fairwayHit?: 'left' | 'center' | 'right' | null | undefined;
}) {
  return {
    score: values.score ?? null,
    putts: values.putts ?? null,
    waterPenalties: values.waterPenalties ?? null,
    obPenalties: values.obPenalties ?? null,
    dropPenalties: values.dropPenalties ?? null,
    fairwayHit: values.fairwayHit ?? null,
  };
}
