/** The rounds' routes (served by apps/server/src/features/games/games.routes.ts). */
export const gamesPaths = {
  pendingGames: 'GET /game/pending',
  createGame: 'POST /game',
  gameDetail: 'GET /game/:gameId',
  updateGame: 'PUT /game/:gameId',
  deleteGame: 'DELETE /game/:gameId',
  gameResults: 'GET /game/:gameId/results',
  gameHistory: 'GET /game/:gameId/history',
  setPlayerStatus: 'PUT /game/:gameId/player/status',
  declineGame: 'DELETE /game/:gameId/player',
  putScore: 'PUT /game/:gameId/score',
  postScore: 'POST /game/:gameId/scores',
  setGamePreferences: 'PUT /games/:gameId/preferences',
  playedGames: 'GET /profile/:userId/games',
  handicapSummary: 'GET /handicap/:userId',
  guests: 'GET /guests',
  createGuest: 'POST /guests',
} as const;
