import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { ScoresService } from './scores.service';

/** A round's hole scores: the live write, the offline replay, and the history of changes. */
export const scoresRoutes: FastifyPluginAsync<{ scores: ScoresService }> = async (app, { scores }) => {
  route(app, routes.gameHistory, (request) => scores.history(actorOf(request), request.params.gameId));

  route(app, routes.putScore, (request) => {
    const { playerId, holeNumber, scoreData } = request.body;
    const { enteredAt, ...values } = scoreData;
    return scores.writeScore(actorOf(request), request.params.gameId, {
      playerId,
      holeNumber,
      values,
      ...(enteredAt ? { enteredAt } : {}),
      fieldPrefix: 'body.scoreData',
    });
  });

  route(app, routes.postScore, (request) => {
    const { playerId, holeNumber, enteredAt, ...values } = request.body;
    return scores.writeScore(actorOf(request), request.params.gameId, {
      playerId,
      holeNumber,
      values,
      ...(enteredAt ? { enteredAt } : {}),
    });
  });
};
