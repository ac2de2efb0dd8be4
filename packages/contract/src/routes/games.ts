import { z } from 'zod';
import {
  CreateGameResponse,
  CreateGuestBody,
  GameDetail,
  GamePreferences,
  GameResults,
  GameSetup,
  GameStatus,
  Guest,
  HandicapSummary,
  HoleScoreHistoryEntry,
  PendingGames,
  PlayedGames,
  PlayerStatus,
  PlayerStatusBody,
  PostScoreBody,
  PutScoreBody,
  RecordNineBody,
  RecordNineResponse,
  ScoreWriteResponse,
} from '../games';
import { GameIdParams, UserId, UserIdParams } from '../ids';
import { defineRoutes } from './define';
import { gamesPaths } from './games.paths';
import { errorAnswers } from './errors';

const tags = ['games'];
const refusals = errorAnswers(400, 401, 403, 404, 409);

export const gamesRoutes = defineRoutes(gamesPaths, {
  pendingGames: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in golfer’s unfinished rounds',
    answers: { 200: PendingGames, ...refusals },
  },
  createGame: {
    access: 'signed-in',
    tags,
    summary: 'Create a round (status pending)',
    body: GameSetup,
    answers: { 201: CreateGameResponse, ...refusals },
  },
  gameDetail: {
    access: 'signed-in',
    tags,
    summary: 'A round, for its players',
    params: GameIdParams,
    answers: { 200: GameDetail, ...refusals },
  },
  updateGame: {
    access: 'signed-in',
    tags,
    summary: 'Change a round’s setup (owner)',
    params: GameIdParams,
    body: GameSetup,
    answers: { 200: GameDetail, ...refusals },
  },
  deleteGame: {
    access: 'signed-in',
    tags,
    summary: 'Delete a round (owner)',
    params: GameIdParams,
    answers: { 204: z.null(), ...refusals },
  },
  gameResults: {
    access: 'signed-in',
    tags,
    summary: 'A round’s result (players; others when finished and not private)',
    params: GameIdParams,
    query: z.object({ userId: UserId.optional() }),
    answers: { 200: GameResults, ...refusals },
  },
  gameHistory: {
    access: 'signed-in',
    tags,
    summary: 'Replaced and superseded scores',
    params: GameIdParams,
    answers: { 200: z.array(HoleScoreHistoryEntry), ...refusals },
  },
  setPlayerStatus: {
    access: 'signed-in',
    tags,
    summary: 'Set the signed-in golfer’s status in a round',
    params: GameIdParams,
    body: PlayerStatusBody,
    answers: { 200: z.object({ status: PlayerStatus, gameStatus: GameStatus }), ...refusals },
  },
  joinGame: {
    access: 'signed-in',
    tags,
    summary: 'Join a round one is invited to: one’s card then counts for one’s handicap',
    params: GameIdParams,
    answers: { 204: z.null(), ...refusals },
  },
  declineGame: {
    access: 'signed-in',
    tags,
    summary:
      'Decline or leave a round (not the owner), at any time: one’s card and its handicap record go with it',
    params: GameIdParams,
    answers: { 204: z.null(), ...refusals },
  },
  putScore: {
    access: 'signed-in',
    tags,
    summary: 'Save one hole score',
    params: GameIdParams,
    body: PutScoreBody,
    answers: { 200: ScoreWriteResponse, ...refusals },
  },
  postScore: {
    access: 'signed-in',
    tags,
    summary: 'Save one hole score (the offline queue’s flush)',
    params: GameIdParams,
    body: PostScoreBody,
    answers: { 200: ScoreWriteResponse, ...refusals },
  },
  setGamePreferences: {
    access: 'signed-in',
    tags,
    summary: 'Change what the live screen shows (owner)',
    params: GameIdParams,
    body: GamePreferences,
    answers: { 200: GamePreferences, ...refusals },
  },
  recordNine: {
    access: 'signed-in',
    tags,
    summary: 'Record an 18-hole round stopped after a complete nine as that nine (players)',
    params: GameIdParams,
    body: RecordNineBody,
    answers: { 200: RecordNineResponse, ...refusals },
  },
  playedGames: {
    access: 'signed-in',
    tags,
    summary: 'A golfer’s played rounds',
    params: UserIdParams,
    answers: { 200: PlayedGames, ...refusals },
  },
  handicapSummary: {
    access: 'signed-in',
    tags: ['handicap'],
    summary: 'A golfer’s handicap index, where it comes from, and their scoring record',
    params: UserIdParams,
    answers: { 200: HandicapSummary, ...refusals },
  },
  guests: {
    access: 'signed-in',
    tags: ['guests'],
    summary: 'The signed-in golfer’s guests',
    answers: { 200: z.array(Guest), ...refusals },
  },
  createGuest: {
    access: 'signed-in',
    tags: ['guests'],
    summary: 'Create a guest',
    body: CreateGuestBody,
    answers: { 201: Guest, ...refusals },
  },
});
