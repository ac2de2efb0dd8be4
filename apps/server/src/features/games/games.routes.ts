import {
  CreateGameResponse,
  CreateGuestBody,
  ErrorBody,
  GameDetail,
  GamePreferences,
  GameResults,
  GameSetup,
  Guest,
  HoleScoreHistoryEntry,
  PendingGames,
  PlayedGames,
  PlayerStatus,
  PlayerStatusBody,
  PostScoreBody,
  PutScoreBody,
  ScoreWriteResponse,
  GameStatus,
  HandicapSummary,
} from '@fairway/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/actor';
import type { HandicapService } from '../results/handicap.service';
import type { ResultsService } from '../results/results.service';
import type { ScoresService } from '../scores/scores.service';
import type { GamesService } from './games.service';
import type { GuestsService } from './guests.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const GameParams = z.object({ gameId: z.string().max(64) });
const tags = ['games'];

export const gamesRoutes: FastifyPluginAsyncZod<{
  games: GamesService;
  scores: ScoresService;
  results: ResultsService;
  guests: GuestsService;
  handicap: HandicapService;
}> = async (app, { games, scores, results, guests, handicap }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/game/pending',
    {
      schema: {
        tags,
        summary: 'The signed-in golfer’s unfinished rounds',
        response: { 200: PendingGames, ...errors },
      },
    },
    (request) => games.pending(actorOf(request)),
  );

  app.post(
    '/game',
    {
      schema: {
        tags,
        summary: 'Create a round (status pending)',
        body: GameSetup,
        response: { 201: CreateGameResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await games.create(actorOf(request), request.body)),
  );

  app.get(
    '/game/:gameId',
    {
      schema: {
        tags,
        summary: 'A round, for its players',
        params: GameParams,
        response: { 200: GameDetail, ...errors },
      },
    },
    (request) => games.detail(actorOf(request), request.params.gameId),
  );

  app.put(
    '/game/:gameId',
    {
      schema: {
        tags,
        summary: 'Change a round’s setup (owner)',
        params: GameParams,
        body: GameSetup,
        response: { 200: GameDetail, ...errors },
      },
    },
    (request) => games.update(actorOf(request), request.params.gameId, request.body),
  );

  app.delete(
    '/game/:gameId',
    {
      schema: {
        tags,
        summary: 'Delete a round (owner)',
        params: GameParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await games.remove(actorOf(request), request.params.gameId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/game/:gameId/results',
    {
      schema: {
        tags,
        summary: 'A round’s result (players; others when finished and not private)',
        params: GameParams,
        querystring: z.object({ userId: z.string().max(64).optional() }),
        response: { 200: GameResults, ...errors },
      },
    },
    (request) => results.results(actorOf(request), request.params.gameId),
  );

  app.get(
    '/game/:gameId/history',
    {
      schema: {
        tags,
        summary: 'Replaced and superseded scores',
        params: GameParams,
        response: { 200: z.array(HoleScoreHistoryEntry), ...errors },
      },
    },
    (request) => scores.history(actorOf(request), request.params.gameId),
  );

  app.put(
    '/game/:gameId/player/status',
    {
      schema: {
        tags,
        summary: 'Set the signed-in golfer’s status in a round',
        params: GameParams,
        body: PlayerStatusBody,
        response: { 200: z.object({ status: PlayerStatus, gameStatus: GameStatus }), ...errors },
      },
    },
    (request) => games.setPlayerStatus(actorOf(request), request.params.gameId, request.body.status),
  );

  app.delete(
    '/game/:gameId/player',
    {
      schema: {
        tags,
        summary: 'Decline a pending round: the signed-in golfer leaves its players (not the owner)',
        params: GameParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await games.decline(actorOf(request), request.params.gameId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/game/:gameId/score',
    {
      schema: {
        tags,
        summary: 'Save one hole score',
        params: GameParams,
        body: PutScoreBody,
        response: { 200: ScoreWriteResponse, ...errors },
      },
    },
    (request) => {
      const { playerId, holeNumber, scoreData } = request.body;
      const { enteredAt, ...values } = scoreData;
      return scores.writeScore(actorOf(request), request.params.gameId, {
        playerId,
        holeNumber,
        values: normalise(values),
        ...(enteredAt ? { enteredAt } : {}),
        fieldPrefix: 'body.scoreData',
      });
    },
  );

  app.post(
    '/game/:gameId/scores',
    {
      schema: {
        tags,
        summary: 'Save one hole score (the offline queue’s flush)',
        params: GameParams,
        body: PostScoreBody,
        response: { 200: ScoreWriteResponse, ...errors },
      },
    },
    (request) => {
      const { playerId, holeNumber, enteredAt, ...values } = request.body;
      return scores.writeScore(actorOf(request), request.params.gameId, {
        playerId,
        holeNumber,
        values: normalise(values),
        ...(enteredAt ? { enteredAt } : {}),
      });
    },
  );

  app.put(
    '/games/:gameId/preferences',
    {
      schema: {
        tags,
        summary: 'Change what the live screen shows (owner)',
        params: GameParams,
        body: GamePreferences,
        response: { 200: GamePreferences, ...errors },
      },
    },
    (request) => games.setPreferences(actorOf(request), request.params.gameId, request.body),
  );

  app.get(
    '/profile/:userId/games',
    {
      schema: {
        tags,
        summary: 'A golfer’s played rounds',
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: PlayedGames, ...errors },
      },
    },
    (request) => results.playedGames(actorOf(request), request.params.userId),
  );

  app.get(
    '/handicap/:userId',
    {
      schema: {
        tags: ['handicap'],
        summary: 'A golfer’s handicap index, where it comes from, and their scoring record',
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: HandicapSummary, ...errors },
      },
    },
    (request) => handicap.summary(actorOf(request), request.params.userId),
  );

  app.get(
    '/guests',
    {
      schema: {
        tags: ['guests'],
        summary: 'The signed-in golfer’s guests',
        response: { 200: z.array(Guest), ...errors },
      },
    },
    (request) => guests.list(actorOf(request)),
  );

  app.post(
    '/guests',
    {
      schema: {
        tags: ['guests'],
        summary: 'Create a guest',
        body: CreateGuestBody,
        response: { 201: Guest, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await guests.create(actorOf(request), request.body)),
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
