import { roundHalfUp } from './rounding';
import { FAIRWAY_HITS, hasFairway } from './score-entry';
import type { HoleScoreEntry } from './score-entry';

/** One hole of a player's round for statistics: its par and the player's entry. */
export interface RoundHole extends HoleScoreEntry {
  readonly par: number;
}

/** Where tee shots finished on holes with a fairway and a recorded result ('center' counts as middle). */
export interface FairwayAccuracy {
  readonly left: number;
  readonly middle: number;
  readonly right: number;
  /** left + middle + right. */
  readonly total: number;
}

/** Scores on the holes of one par. */
export interface ParScore {
  /** Strokes on those holes. */
  readonly total: number;
  /** Strokes minus par on those holes. */
  readonly toPar: number;
  /** Holes counted. */
  readonly count: number;
}

/** Statistics of one player's round; only holes with a nonzero score count. */
export interface RoundStats {
  readonly holesPlayed: number;
  readonly totalScore: number;
  /** Par of the holes played. */
  readonly totalPar: number;
  /** totalScore − totalPar. */
  readonly toPar: number;
  /** Eagle or better (albatross, condor and a hole in one on a par 3 included). */
  readonly eagles: number;
  readonly birdies: number;
  readonly pars: number;
  readonly bogeys: number;
  /** Double bogey or worse. */
  readonly doubleBogeys: number;
  /** Putts over the holes with putts recorded. */
  readonly totalPutts: number;
  /** Holes with a putts value (0 putts, a chip-in, counts as data). */
  readonly holesWithPuttsData: number;
  readonly fairwayAccuracy: FairwayAccuracy;
  /** Holes played with a fairway (par 4 and longer), recorded or not. */
  readonly fairwayOpportunities: number;
  /** Holes where the green was reached in regulation: strokes − putts ≤ par − 2. */
  readonly greensInRegulationCount: number;
  /** Holes where GIR can be judged: played with putts recorded. */
  readonly girOpportunities: number;
  readonly par3Score: ParScore;
  readonly par4Score: ParScore;
  readonly par5Score: ParScore;
}

function emptyParScore(): ParScore {
  return { total: 0, toPar: 0, count: 0 };
}

function addParScore(parScore: ParScore, score: number, par: number): ParScore {
  return { total: parScore.total + score, toPar: parScore.toPar + score - par, count: parScore.count + 1 };
}

const EMPTY_ROUND_STATS: RoundStats = {
  holesPlayed: 0,
  totalScore: 0,
  totalPar: 0,
  toPar: 0,
  eagles: 0,
  birdies: 0,
  pars: 0,
  bogeys: 0,
  doubleBogeys: 0,
  totalPutts: 0,
  holesWithPuttsData: 0,
  fairwayAccuracy: { left: 0, middle: 0, right: 0, total: 0 },
  fairwayOpportunities: 0,
  greensInRegulationCount: 0,
  girOpportunities: 0,
  par3Score: emptyParScore(),
  par4Score: emptyParScore(),
  par5Score: emptyParScore(),
};

function isPlayed(hole: RoundHole): hole is RoundHole & { score: number } {
  return typeof hole.score === 'number' && hole.score > 0;
}

/**
 * Statistics of one player's round: score distribution (eagle or better … double bogey or worse), putts,
 * fairway accuracy on par 4 and longer holes, greens in regulation (strokes − putts ≤ par − 2, judged only
 * where putts are recorded), total score and par-3/4/5 scoring. Holes without a nonzero score are ignored.
 */
export function roundStats(holes: readonly RoundHole[]): RoundStats {
  return holes.filter(isPlayed).reduce((stats: RoundStats, hole): RoundStats => {
    const { score, par } = hole;
    const toPar = score - par;
    const hasPutts = typeof hole.putts === 'number';
    const putts = hole.putts ?? 0;
    const fairway = hasFairway(par) ? hole.fairwayHit : null;
    const accuracy = stats.fairwayAccuracy;
    return {
      holesPlayed: stats.holesPlayed + 1,
      totalScore: stats.totalScore + score,
      totalPar: stats.totalPar + par,
      toPar: stats.toPar + toPar,
      eagles: stats.eagles + (toPar <= -2 ? 1 : 0),
      birdies: stats.birdies + (toPar === -1 ? 1 : 0),
      pars: stats.pars + (toPar === 0 ? 1 : 0),
      bogeys: stats.bogeys + (toPar === 1 ? 1 : 0),
      doubleBogeys: stats.doubleBogeys + (toPar >= 2 ? 1 : 0),
      totalPutts: stats.totalPutts + (hasPutts ? putts : 0),
      holesWithPuttsData: stats.holesWithPuttsData + (hasPutts ? 1 : 0),
      fairwayAccuracy: {
        left: accuracy.left + (fairway === 'left' ? 1 : 0),
        middle: accuracy.middle + (fairway === 'center' ? 1 : 0),
        right: accuracy.right + (fairway === 'right' ? 1 : 0),
        total: accuracy.total + (fairway && FAIRWAY_HITS.includes(fairway) ? 1 : 0),
      },
      fairwayOpportunities: stats.fairwayOpportunities + (hasFairway(par) ? 1 : 0),
      greensInRegulationCount: stats.greensInRegulationCount + (hasPutts && score - putts <= par - 2 ? 1 : 0),
      girOpportunities: stats.girOpportunities + (hasPutts ? 1 : 0),
      par3Score: par === 3 ? addParScore(stats.par3Score, score, par) : stats.par3Score,
      par4Score: par === 4 ? addParScore(stats.par4Score, score, par) : stats.par4Score,
      par5Score: par === 5 ? addParScore(stats.par5Score, score, par) : stats.par5Score,
    };
  }, EMPTY_ROUND_STATS);
}

/** How many of the most recent games the 'recent' statistics timeframe covers. */
export const RECENT_GAMES = 20;

/** The statistics timeframe: 'recent' is the last 20 games, absent means all games. */
export type StatsTimeframe = 'recent';

/** Options of `periodStats`. */
export interface PeriodStatsOptions {
  readonly timeframe?: StatsTimeframe;
}

/** Statistics over many rounds, as the statistics page shows them. */
export interface PeriodStats {
  /** Rounds with at least one hole played. */
  readonly totalGames: number;
  /** Mean total score per game, rounded half up to one decimal; null without games. */
  readonly avgScore: number | null;
  readonly eagles: number;
  readonly birdies: number;
  readonly pars: number;
  readonly bogeys: number;
  readonly doubleBogeys: number;
  readonly totalPutts: number;
  readonly holesWithPuttsData: number;
  readonly fairwayAccuracy: FairwayAccuracy;
  /** Tee shots in the middle of the fairway (fairwayAccuracy.middle). */
  readonly fairwaysHitCenter: number;
  /** Holes played with a fairway (par 4 and longer). */
  readonly fairwayOpportunities: number;
  readonly greensInRegulationCount: number;
  readonly girOpportunities: number;
  readonly par3Score: ParScore;
  readonly par4Score: ParScore;
  readonly par5Score: ParScore;
}

function sumParScores(a: ParScore, b: ParScore): ParScore {
  return { total: a.total + b.total, toPar: a.toPar + b.toPar, count: a.count + b.count };
}

/**
 * Statistics over a player's rounds, each given as its holes and ordered oldest first (most recent LAST).
 * Rounds without any hole played are not games and are skipped; 'recent' keeps the last 20 games. Sums
 * every `roundStats` figure and averages the total score per game (9- and 18-hole games alike: filter
 * first to compare like with like).
 */
export function periodStats(
  rounds: readonly (readonly RoundHole[])[],
  options: PeriodStatsOptions = {},
): PeriodStats {
  return periodStatsOfGames(rounds.map(roundStats), options);
}

/**
 * `periodStats` from each round's `roundStats` (oldest first) rather than from its holes: the same sums, for a
 * caller that keeps one summary per round instead of reading every hole again.
 */
export function periodStatsOfGames(
  rounds: readonly RoundStats[],
  { timeframe }: PeriodStatsOptions = {},
): PeriodStats {
  const counted = countedGamesOf(rounds, { timeframe });
  const total = counted.reduce(
    (sum, stats): RoundStats => ({
      ...sum,
      totalScore: sum.totalScore + stats.totalScore,
      eagles: sum.eagles + stats.eagles,
      birdies: sum.birdies + stats.birdies,
      pars: sum.pars + stats.pars,
      bogeys: sum.bogeys + stats.bogeys,
      doubleBogeys: sum.doubleBogeys + stats.doubleBogeys,
      totalPutts: sum.totalPutts + stats.totalPutts,
      holesWithPuttsData: sum.holesWithPuttsData + stats.holesWithPuttsData,
      fairwayAccuracy: {
        left: sum.fairwayAccuracy.left + stats.fairwayAccuracy.left,
        middle: sum.fairwayAccuracy.middle + stats.fairwayAccuracy.middle,
        right: sum.fairwayAccuracy.right + stats.fairwayAccuracy.right,
        total: sum.fairwayAccuracy.total + stats.fairwayAccuracy.total,
      },
      fairwayOpportunities: sum.fairwayOpportunities + stats.fairwayOpportunities,
      greensInRegulationCount: sum.greensInRegulationCount + stats.greensInRegulationCount,
      girOpportunities: sum.girOpportunities + stats.girOpportunities,
      par3Score: sumParScores(sum.par3Score, stats.par3Score),
      par4Score: sumParScores(sum.par4Score, stats.par4Score),
      par5Score: sumParScores(sum.par5Score, stats.par5Score),
    }),
    EMPTY_ROUND_STATS,
  );
  return {
    totalGames: counted.length,
    avgScore: counted.length > 0 ? roundHalfUp(total.totalScore / counted.length, 1) : null,
    eagles: total.eagles,
    birdies: total.birdies,
    pars: total.pars,
    bogeys: total.bogeys,
    doubleBogeys: total.doubleBogeys,
    totalPutts: total.totalPutts,
    holesWithPuttsData: total.holesWithPuttsData,
    fairwayAccuracy: total.fairwayAccuracy,
    fairwaysHitCenter: total.fairwayAccuracy.middle,
    fairwayOpportunities: total.fairwayOpportunities,
    greensInRegulationCount: total.greensInRegulationCount,
    girOpportunities: total.girOpportunities,
    par3Score: total.par3Score,
    par4Score: total.par4Score,
    par5Score: total.par5Score,
  };
}

/**
 * The games `periodStats` counts, as their `roundStats`, oldest first: rounds without any hole played are
 * skipped and 'recent' keeps the last 20. The statistics page draws its per-round charts from these.
 */
export function countedGames(
  rounds: readonly (readonly RoundHole[])[],
  options: PeriodStatsOptions = {},
): RoundStats[] {
  return countedGamesOf(rounds.map(roundStats), options);
}

/** `countedGames` from each round's `roundStats` (oldest first). */
export function countedGamesOf(
  rounds: readonly RoundStats[],
  { timeframe }: PeriodStatsOptions = {},
): RoundStats[] {
  const games = rounds.filter((stats) => stats.holesPlayed > 0);
  return timeframe === 'recent' ? games.slice(-RECENT_GAMES) : games;
}

/** `count` out of `of` as a percentage with one decimal (rounded half up); null when `of` is 0. */
export function percentage(count: number, of: number): number | null {
  return of > 0 ? roundHalfUp((count / of) * 100, 1) : null;
}

/** Mean strokes per hole of one par, two decimals (rounded half up); null when no hole of that par was played. */
export function parAverage(parScore: ParScore): number | null {
  return parScore.count > 0 ? roundHalfUp(parScore.total / parScore.count, 2) : null;
}

/** Mean putts per hole over the holes with putts recorded, two decimals; null without putts data. */
export function puttsPerHole(stats: Pick<PeriodStats, 'totalPutts' | 'holesWithPuttsData'>): number | null {
  return stats.holesWithPuttsData > 0 ? roundHalfUp(stats.totalPutts / stats.holesWithPuttsData, 2) : null;
}

/**
 * Mean putts per round over the games with putts recorded on every hole played, one decimal; null when no game
 * has complete putts. A game with putts on only some holes would pull the mean down, so it is left out.
 */
export function puttsPerRound(games: readonly RoundStats[]): number | null {
  const complete = games.filter(
    (game) => game.holesPlayed > 0 && game.holesWithPuttsData === game.holesPlayed,
  );
  if (complete.length === 0) return null;
  const putts = complete.reduce((sum, game) => sum + game.totalPutts, 0);
  return roundHalfUp(putts / complete.length, 1);
}

/** The rates the statistics page reads at a glance, derived from a period's sums. */
export interface StatsRates {
  /** Greens in regulation per hole where GIR can be judged, in percent. */
  readonly girPercent: number | null;
  /** Tee shots in the middle of the fairway per recorded fairway result, in percent. */
  readonly fairwayHitPercent: number | null;
  readonly puttsPerHole: number | null;
  readonly puttsPerRound: number | null;
  readonly par3Average: number | null;
  readonly par4Average: number | null;
  readonly par5Average: number | null;
}

/** The rates of a period (`period` from `periodStats`, `games` from `countedGames` with the same timeframe). */
export function statsRates(period: PeriodStats, games: readonly RoundStats[]): StatsRates {
  return {
    girPercent: percentage(period.greensInRegulationCount, period.girOpportunities),
    fairwayHitPercent: percentage(period.fairwayAccuracy.middle, period.fairwayAccuracy.total),
    puttsPerHole: puttsPerHole(period),
    puttsPerRound: puttsPerRound(games),
    par3Average: parAverage(period.par3Score),
    par4Average: parAverage(period.par4Score),
    par5Average: parAverage(period.par5Score),
  };
}
