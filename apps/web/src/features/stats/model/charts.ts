import type { Statistics } from '@fairway/contract';

/** A bar of the score distribution, from eagle or better to double bogey or worse. */
export interface DistributionBar {
  key: 'eagles' | 'birdies' | 'pars' | 'bogeys' | 'doubleBogeys';
  tone: 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';
  value: number;
  /** Share of the holes played, in whole percent. */
  percent: number;
}

/** The score distribution's bars, with each one's share of the holes played. */
export function distributionBars(stats: Statistics): DistributionBar[] {
  const bars = [
    { key: 'eagles', tone: 'eagle', value: stats.eagles },
    { key: 'birdies', tone: 'birdie', value: stats.birdies },
    { key: 'pars', tone: 'par', value: stats.pars },
    { key: 'bogeys', tone: 'bogey', value: stats.bogeys },
    { key: 'doubleBogeys', tone: 'double', value: stats.doubleBogeys },
  ] as const;
  const holes = bars.reduce((sum, bar) => sum + bar.value, 0);
  return bars.map((bar) => ({ ...bar, percent: holes ? Math.round((bar.value / holes) * 100) : 0 }));
}

/** Fairway results as shares of the tee shots recorded: left, hit, right (whole percent). */
export function fairwayShares(
  stats: Statistics,
): { key: 'left' | 'center' | 'right'; value: number; percent: number }[] {
  const { left, middle, right, total } = stats.fairwayAccuracy;
  const share = (value: number) => (total ? Math.round((value / total) * 100) : 0);
  return [
    { key: 'left', value: left, percent: share(left) },
    { key: 'center', value: middle, percent: share(middle) },
    { key: 'right', value: right, percent: share(right) },
  ];
}

/** Mean strokes against par on par 3, 4 and 5 holes (two decimals); null where none was played. */
export function parBars(
  stats: Statistics,
): { par: 3 | 4 | 5; average: number | null; overPar: number | null }[] {
  const averages = [
    [3, stats.rates.par3Average],
    [4, stats.rates.par4Average],
    [5, stats.rates.par5Average],
  ] as const;
  return averages.map(([par, average]) => ({
    par,
    average,
    overPar: average === null ? null : Math.round((average - par) * 100) / 100,
  }));
}

/** One point per counted round, oldest first: score, to par, putts and GIR share, for the charts over time. */
export function roundPoints(stats: Statistics) {
  return stats.rounds.map((round, index) => ({
    index: index + 1,
    date: round.date,
    score: round.totalScore,
    toPar: round.toPar,
    holes: round.holesPlayed,
    putts: round.putts,
    gir: round.girOpportunities
      ? Math.round((round.greensInRegulationCount / round.girOpportunities) * 100)
      : null,
  }));
}
