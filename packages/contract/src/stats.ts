import { z } from 'zod';
import { UserId } from './ids';

/**
 * A golfer's statistics (games-and-profiles.md §3 "Statistics", §7 `GET /stats/{userId}`), computed on the server
 * from the recorded scores of finished rounds with `@fairway/golf`.
 */

/** `GET /stats/{userId}` path parameter: whose statistics. */
export const StatsParams = z.object({ userId: UserId });
export type StatsParams = z.infer<typeof StatsParams>;

/** `GET /stats/{userId}` query: `timeframe=recent` keeps the last 20 rounds; absent means every round. */
export const StatsQuery = z.object({ timeframe: z.enum(['recent']).optional() });
export type StatsQuery = z.infer<typeof StatsQuery>;

/** Scores on the holes of one par: strokes, strokes minus par, holes counted. */
export const ParScoreStats = z
  .object({ total: z.number().int(), toPar: z.number().int(), count: z.number().int() })
  .meta({ id: 'ParScoreStats' });
export type ParScoreStats = z.infer<typeof ParScoreStats>;

/** Where tee shots finished on holes with a fairway: left, middle (hit), right, and their sum. */
export const FairwayAccuracyStats = z
  .object({
    left: z.number().int(),
    middle: z.number().int(),
    right: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'FairwayAccuracyStats' });

/** One counted round of the period, oldest first: what the charts over time draw. */
export const StatsRound = z
  .object({
    gameId: z.string(),
    /** When the round was played (ISO 8601). */
    date: z.string(),
    holesPlayed: z.number().int(),
    totalScore: z.number().int(),
    /** Strokes minus the par of the holes played. */
    toPar: z.number().int(),
    /** Putts on the holes with putts recorded; null when none was recorded. */
    putts: z.number().int().nullable(),
    greensInRegulationCount: z.number().int(),
    girOpportunities: z.number().int(),
    fairwaysHit: z.number().int(),
    fairwayShots: z.number().int(),
  })
  .meta({ id: 'StatsRound' });
export type StatsRound = z.infer<typeof StatsRound>;

/**
 * `GET /stats/{userId}` answer: every field of §3 (sums over the period), the golfer's handicap, the rates read
 * at a glance (percent with one decimal, averages with two; null when there is nothing to divide by) and the
 * counted rounds, oldest first.
 */
export const Statistics = z
  .object({
    userId: z.string(),
    timeframe: z.enum(['all', 'recent']),
    totalGames: z.number().int(),
    /** Mean total score per round, one decimal; null without rounds. */
    avgScore: z.number().nullable(),
    /** The golfer's handicap index as the profile holds it; null when none is known. */
    handicap: z.number().nullable(),
    eagles: z.number().int(),
    birdies: z.number().int(),
    pars: z.number().int(),
    bogeys: z.number().int(),
    doubleBogeys: z.number().int(),
    totalPutts: z.number().int(),
    holesWithPuttsData: z.number().int(),
    fairwayAccuracy: FairwayAccuracyStats,
    fairwaysHitCenter: z.number().int(),
    fairwayOpportunities: z.number().int(),
    greensInRegulationCount: z.number().int(),
    girOpportunities: z.number().int(),
    par3Score: ParScoreStats,
    par4Score: ParScoreStats,
    par5Score: ParScoreStats,
    rates: z.object({
      girPercent: z.number().nullable(),
      fairwayHitPercent: z.number().nullable(),
      puttsPerHole: z.number().nullable(),
      puttsPerRound: z.number().nullable(),
      par3Average: z.number().nullable(),
      par4Average: z.number().nullable(),
      par5Average: z.number().nullable(),
    }),
    rounds: z.array(StatsRound),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof Statistics>;
