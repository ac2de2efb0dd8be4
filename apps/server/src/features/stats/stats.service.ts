import type { Statistics, StatsRound } from '@fairway/contract';
import { countedGamesOf, periodStatsOfGames, roundStats, statsRates } from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { summaryRow } from './stats.repository';
import type { StatsRepository } from './stats.repository';

export type StatsService = ReturnType<typeof createStatsService>;

/** How many rounds one pass of the start-up backfill sums. */
const BACKFILL_BATCH = 200;

/**
 * A golfer's statistics (games-and-profiles.md §3, §7). Who sees what: the golfer sees every finished round;
 * another signed-in golfer sees the statistics of the golfer's finished rounds that are not private (the same
 * rounds whose results they may open).
 */
export function createStatsService(deps: { repository: StatsRepository }) {
  const { repository } = deps;

  /**
   * Brings the summaries of these rounds in line with them: a finished round has one per registered golfer
   * (`roundStats` of their card), any other none. Called wherever a finished round's records may change
   * (finishing, reopening, a golfer leaving, a score corrected).
   */
  async function syncRounds(gameIds: readonly string[]): Promise<void> {
    const cards = await repository.finishedCardsOf(gameIds);
    await repository.replaceSummaries(
      gameIds,
      cards.map((card) => summaryRow(card, roundStats(card.holes))),
    );
  }

  return {
    /**
     * Statistics of `userId` over every finished round, or the last 20 with `timeframe: 'recent'`, computed with
     * `@fairway/golf` from the rounds' summaries (each the `roundStats` of the recorded holes); 404 `profile_not_found` for a user without a profile.
     */
    async of(actor: Actor, userId: string, timeframe?: 'recent'): Promise<Statistics> {
      const source = await repository.sourceOf(userId, actor.userId === userId);
      if (!source) throw new AppError('profile_not_found', 404, 'No golfer with this id');
      const { rounds } = source;
      const summaries = rounds.map((round) => round.stats);
      const period = periodStatsOfGames(summaries, { timeframe });
      const games = countedGamesOf(summaries, { timeframe });
      // countedGamesOf keeps rounds in order and skips none here (every row has a hole played): the last ones match.
      const counted = rounds.slice(rounds.length - games.length);
      return {
        userId,
        timeframe: timeframe ?? 'all',
        ...period,
        handicap: source.handicap,
        rates: statsRates(period, games),
        rounds: counted.map((round, index): StatsRound => {
          const stats = games[index] ?? round.stats;
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

    syncRounds,

    /** Sums the finished rounds that have no summaries yet (rounds from before them); returns how many. */
    async backfill(): Promise<number> {
      let done = 0;
      for (;;) {
        const gameIds = await repository.finishedGamesWithoutSummaries(BACKFILL_BATCH);
        if (gameIds.length === 0) return done;
        await syncRounds(gameIds);
        done += gameIds.length;
      }
    },
  };
}
