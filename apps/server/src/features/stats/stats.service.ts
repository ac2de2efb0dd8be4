import type { Statistics, StatsRound } from '@fairway/contract';
import { countedGames, periodStats, roundStats, statsRates } from '@fairway/golf';
import type { RoundHole } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { StatsHoleRow, StatsRepository } from './stats.repository';

export type StatsService = ReturnType<typeof createStatsService>;

interface Round {
  gameId: string;
  playedAt: Date;
  holes: RoundHole[];
}

/** Groups holes (in round order) into rounds, oldest first. */
function roundsOf(rows: readonly StatsHoleRow[]): Round[] {
  const rounds: Round[] = [];
  for (const row of rows) {
    let round = rounds.at(-1);
    if (round?.gameId !== row.gameId) {
      round = { gameId: row.gameId, playedAt: row.playedAt, holes: [] };
      rounds.push(round);
    }
    round.holes.push({ par: row.par, score: row.score, putts: row.putts, fairwayHit: row.fairwayHit });
  }
  return rounds;
}

/**
 * A golfer's statistics (games-and-profiles.md §3, §7). Who sees what: the golfer sees every finished round;
 * another signed-in golfer sees the statistics of the golfer's finished rounds that are not private (the same
 * rounds whose results they may open).
 */
export function createStatsService(deps: { repository: StatsRepository }) {
  const { repository } = deps;
  return {
    /**
     * Statistics of `userId` over every finished round, or the last 20 with `timeframe: 'recent'`, computed with
     * `@fairway/golf` from the recorded holes; 404 `profile_not_found` for a user without a profile.
     */
    async of(actor: Actor, userId: string, timeframe?: 'recent'): Promise<Statistics> {
      const source = await repository.sourceOf(userId, actor.userId === userId);
      if (!source) throw new AppError('profile_not_found', 404, 'No golfer with this id');
      const rounds = roundsOf(source.holes);
      const holes = rounds.map((round) => round.holes);
      const period = periodStats(holes, { timeframe });
      const games = countedGames(holes, { timeframe });
      // countedGames keeps rounds in order and skips none here (every row is a played hole): the last ones match.
      const counted = rounds.slice(rounds.length - games.length);
      return {
        userId,
        timeframe: timeframe ?? 'all',
        ...period,
        handicap: source.handicap,
        rates: statsRates(period, games),
        rounds: counted.map((round, index): StatsRound => {
          const stats = games[index] ?? roundStats(round.holes);
          return {
            gameId: round.gameId,
            date: round.playedAt.toISOString(),
            holesPlayed: stats.holesPlayed,
            totalScore: stats.totalScore,
            toPar: stats.toPar,
            putts: stats.holesWithPuttsData > 0 ? stats.totalPutts : null,
            greensInRegulationCount: stats.greensInRegulationCount,
            girOpportunities: stats.girOpportunities,
            fairwaysHit: stats.fairwayAccuracy.middle,
            fairwayShots: stats.fairwayAccuracy.total,
          };
        }),
      };
    },
  };
}
