import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { HandicapService } from './handicap.service';
import type { ResultsService } from './results.service';

/** What a round leaves: its results, a golfer's played rounds, and their handicap index. */
export const resultsRoutes: FastifyPluginAsync<{
  results: ResultsService;
  handicap: HandicapService;
}> = async (app, { results, handicap }) => {
  route(app, routes.gameResults, (request) => results.results(actorOf(request), request.params.gameId));

  route(app, routes.recordNine, (request) =>
    results.recordNine(actorOf(request), request.params.gameId, request.body.holes),
  );

  route(app, routes.playedGames, (request) => results.playedGames(actorOf(request), request.params.userId));

  route(app, routes.handicapSummary, (request) => handicap.summary(actorOf(request), request.params.userId));
};
