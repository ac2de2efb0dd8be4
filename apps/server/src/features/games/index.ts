/** What other features may use of rounds: who may read or change a round, and a round's rows as the contract shapes them. */
export { createGameAccess, isGameId } from './game-access';
export type { GameAccess } from './game-access';
export {
  fallbackTeeId,
  golferIdsOf,
  holesByTee,
  holesOfTee,
  layoutOf,
  leaderboardOf,
  playerCourseHandicap,
  playerUserId,
  scoresByHole,
  toPlayer,
  toScore,
} from './game-view';
export type {
  CourseBundle,
  GamePlayerRow,
  GameRow,
  GamesRepository,
  ScoreRow,
  ScoreValues,
} from './games.repository';
