import type { GameResults, PlayedGame } from '@fairway/contract';
import { holeCount } from '@fairway/golf';
import type { GameFormat } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import { createGameAccess } from '../games/game-access';
import {
  fallbackTeeId,
  holesByTee,
  layoutOf,
  leaderboardOf,
  scoresByHole,
  toPlayer,
} from '../games/game-view';
import type { GamesRepository } from '../games/games.repository';

/**
 * Results: a round's result and leaderboard, and a golfer's played rounds. Players read a result at any time;
 * other golfers once the round is finished and not private.
 */
export function createResultsService(deps: { repository: GamesRepository; hub: Hub }) {
  const { repository } = deps;
  const { gameOrThrow } = createGameAccess(deps);

  return {
    /**
     * The result of a round: players read it at any time; other signed-in golfers only when the round is
     * finished and not private.
     */
    async results(actor: Actor, id: string): Promise<GameResults> {
      const game = await gameOrThrow(id);
      const isPlayer = await repository.isPlayer(game.id, actor.userId);
      if (!isPlayer && (game.isPrivate || game.status !== 'finished')) {
        throw new AppError('forbidden', 403, 'This round is not shared');
      }
      const [bundle, players, scores] = await Promise.all([
        repository.loadCourse(game.courseId),
        repository.playersOf(game.id),
        repository.scoresOf(game.id),
      ]);
      if (!bundle) throw new AppError('game_not_found', 404, 'The course of this game is gone');
      const layout = layoutOf(game, bundle.course.holes);
      const tees = holesByTee(bundle);
      const board = leaderboardOf(game, players, scores, bundle);
      const parOf = (teeId: string | null, hole: number) =>
        (tees[teeId ?? fallbackTeeId(bundle) ?? ''] ?? []).find((candidate) => candidate.holeNumber === hole)
          ?.par ?? 0;
      const totals = players.map((player) => {
        const own = scores.filter(
          (score) =>
            score.playerId === player.id && (score.score ?? 0) > 0 && layout.includes(score.holeNumber),
        );
        const totalScore = own.reduce((sum, score) => sum + (score.score ?? 0), 0);
        const par = own.reduce((sum, score) => sum + parOf(player.teeId, score.holeNumber), 0);
        return {
          ...toPlayer(game, player, bundle, layout),
          totalScore,
          toPar: totalScore - par,
          thru: own.length,
        };
      });
      const firstTee = fallbackTeeId(bundle);
      const totalPar = layout.reduce((sum, hole) => sum + parOf(firstTee, hole), 0);
      const leader = board.find((row) => row.position === 1 && !row.tied);
      return {
        game: {
          id: game.id,
          name: game.name,
          clubName: bundle.club.name,
          courseName: bundle.course.name,
          date: game.playedAt.toISOString(),
          status: game.status,
          format: game.format as GameFormat,
          scoringMode: game.scoringMode,
          holes: game.holesSetting as 0 | 9 | 18,
          useHandicaps: game.useHandicaps,
          courseLayout: layout,
        },
        players: totals,
        holesByTee: tees,
        totalPar,
        scores: scoresByHole(scores.filter((score) => layout.includes(score.holeNumber))),
        leaderboard: board.map((row) => ({
          id: row.id,
          playerIds: [...row.playerIds],
          position: row.position,
          tied: row.tied,
          thru: row.thru,
          gross: row.gross,
          net: row.net,
          toPar: row.toPar,
          points: row.points,
          skins: row.skins,
          matchResult: row.matches?.map((match) => match.status.result?.text).find(Boolean) ?? null,
        })),
        winnerId: leader?.playerIds[0] ?? null,
      };
    },

    /** A golfer's rounds, newest first; private rounds only for the golfer. */
    async playedGames(actor: Actor, userId: string): Promise<PlayedGame[]> {
      const rows = await repository.gamesOfUser(userId, actor.userId === userId);
      const scores = await repository.scoresOfPlayers(rows.map((row) => row.playerId));
      const teeHoleRows = await repository.teeHolesOf([
        ...new Set(rows.flatMap((row) => (row.teeId ? [row.teeId] : []))),
      ]);
      return rows
        .map(({ game, playerId, teeId, courseName, clubName }) => {
          const own = scores.filter((score) => score.playerId === playerId && (score.score ?? 0) > 0);
          const score = own.reduce((sum, entry) => sum + (entry.score ?? 0), 0);
          const par = own.reduce(
            (sum, entry) =>
              sum +
              (teeHoleRows.find((hole) => hole.teeId === teeId && hole.holeNumber === entry.holeNumber)
                ?.par ?? 0),
            0,
          );
          return {
            id: game.id,
            date: game.playedAt.toISOString(),
            clubName,
            courseName,
            holes: holeCount(game.holesSetting),
            format: game.format as GameFormat,
            score,
            scoreDiff: score - par,
            status: game.status,
            played: own.length,
          };
        })
        .filter((game) => game.played > 0 || game.status === 'finished')
        .map(({ played: _played, ...game }) => game);
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
