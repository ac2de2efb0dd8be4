import type { GameResults, PlayedGame, RecordNineResponse } from '@fairway/contract';
import { holeCount, holesInPlay, leaderboardScoringMode, recordableNine, rowMatch } from '@fairway/golf';
import type { GameFormat, LeaderboardRow } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import { createGameAccess } from '../games';
import { fallbackTeeId, holesByTee, layoutOf, leaderboardOf, scoresByHole, toPlayer } from '../games';
import type { CourseBundle, GameRow, GamesRepository } from '../games';

/**
 * Results: a round's result and leaderboard, and a golfer's played rounds. Players read a result at any time;
 * other golfers once the round is finished and not private.
 */
export function createResultsService(deps: { repository: GamesRepository; hub: Hub }) {
  const { repository } = deps;
  const { gameOrThrow, gameForPlayer, publishGame } = createGameAccess(deps);

  /**
   * The leaderboards of the rounds whose standing is more than strokes (stableford, match play, or net
   * strokes), by game id; each course is read once.
   */
  async function standingsOf(list: readonly GameRow[]) {
    const needed = list.filter(
      (game) =>
        game.format === 'stableford' || game.format === 'matchplay' || leaderboardScoringMode(game) === 'net',
    );
    const courses = new Map<string, Promise<CourseBundle | null>>();
    const boards = await Promise.all(
      needed.map(async (game) => {
        let course = courses.get(game.courseId);
        if (!course) {
          course = repository.loadCourse(game.courseId);
          courses.set(game.courseId, course);
        }
        const [bundle, players, scores] = await Promise.all([
          course,
          repository.playersOf(game.id),
          repository.scoresOf(game.id),
        ]);
        return [game.id, bundle ? leaderboardOf(game, players, scores, bundle) : []] as const;
      }),
    );
    return new Map<string, LeaderboardRow[]>(boards);
  }

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
          matchResult: rowMatch(row)?.result ?? null,
          matchOutcome: rowMatch(row)?.outcome ?? null,
          matchHolesUp: rowMatch(row)?.holesUp ?? null,
        })),
        winnerId: leader?.playerIds[0] ?? null,
      };
    },

    /**
     * Records an 18-hole round that stops after a complete nine as that nine (packages/golf's `recordableNine`:
     * every player has a score on each of its holes), so that no unplayed hole counts: its holes, par and
     * course handicaps become the nine's. Players only (403), before the round is finished (409); any other
     * nine, or a round whose nine is not complete or that is whole, is refused (409 nine_not_complete).
     */
    async recordNine(actor: Actor, id: string, holes: 0 | 9): Promise<RecordNineResponse> {
      const game = await gameForPlayer(actor, id);
      if (game.status === 'finished') throw new AppError('game_finished', 409, 'This round is finished');
      const [bundle, players, scores] = await Promise.all([
        repository.loadCourse(game.courseId),
        repository.playersOf(game.id),
        repository.scoresOf(game.id),
      ]);
      if (!bundle) throw new AppError('game_not_found', 404, 'The course of this game is gone');
      const byPlayer: Record<string, Record<number, number | null>> = {};
      for (const score of scores) (byPlayer[score.playerId] ??= {})[score.holeNumber] = score.score;
      const nine = recordableNine(
        game.holesSetting,
        bundle.course.holes,
        players.map((player) => player.id),
        byPlayer,
      );
      if (nine !== holes) {
        throw new AppError('nine_not_complete', 409, 'Only a nine every player has scored can be recorded');
      }
      const updated = await repository.patchGame(game.id, {
        holesSetting: holes,
        startingHole: holesInPlay(holes)[0] ?? 1,
      });
      await publishGame(updated);
      return { holes, courseLayout: layoutOf(updated, bundle.course.holes) };
    },

    /**
     * A golfer's rounds, newest first: the golfer sees all of theirs; anyone else only finished rounds that are not
     * private (a live round is its players' alone). Only the holes of the round the golfer
     * scored count as played (`holesPlayed`, strokes and par); a round's standing comes from its leaderboard:
     * points in stableford, the match in match play, net strokes to par when handicap strokes count.
     */
    async playedGames(actor: Actor, userId: string): Promise<PlayedGame[]> {
      const rows = await repository.gamesOfUser(userId, actor.userId === userId);
      const scores = await repository.scoresOfPlayers(rows.map((row) => row.playerId));
      const teeHoleRows = await repository.teeHolesOf([
        ...new Set(rows.flatMap((row) => (row.teeId ? [row.teeId] : []))),
      ]);
      const standings = await standingsOf(rows.map((row) => row.game));
      return rows
        .map(({ game, playerId, teeId, courseName, clubName }) => {
          const inRound = new Set(holesInPlay(game.holesSetting));
          const own = scores.filter(
            (score) => score.playerId === playerId && (score.score ?? 0) > 0 && inRound.has(score.holeNumber),
          );
          const score = own.reduce((sum, entry) => sum + (entry.score ?? 0), 0);
          const par = own.reduce(
            (sum, entry) =>
              sum +
              (teeHoleRows.find((hole) => hole.teeId === teeId && hole.holeNumber === entry.holeNumber)
                ?.par ?? 0),
            0,
          );
          const standing = standings.get(game.id)?.find((row) => row.playerIds.includes(playerId));
          const match = standing ? rowMatch(standing) : null;
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
            holesPlayed: own.length,
            netDiff:
              standing && leaderboardScoringMode(game) === 'net' && standing.playerIds.length === 1
                ? standing.toPar
                : null,
            points: standing?.points ?? null,
            match: match && standing && standing.thru > 0 ? match : null,
          };
        })
        .filter((game) => game.holesPlayed > 0 || game.status === 'finished');
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
