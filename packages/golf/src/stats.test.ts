import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECENT_GAMES,
  countedGames,
  parAverage,
  percentage,
  periodStats,
  puttsPerHole,
  puttsPerRound,
  roundStats,
  statsRates,
} from './stats';
import type { RoundHole } from './stats';

const hole = (par: number, score: number | null, extra: Partial<RoundHole> = {}): RoundHole => ({
  par,
  score,
  ...extra,
});

// A nine with one of everything: hole in one, eagle, birdie, par, bogey, double, triple, unplayed, pick-up.
const NINE: RoundHole[] = [
  hole(3, 1, { putts: 0 }), // hole in one: eagle or better, GIR
  hole(5, 3, { putts: 1, fairwayHit: 'center' }), // eagle, GIR (2 ≤ 3)
  hole(4, 3, { putts: 1, fairwayHit: 'left' }), // birdie, GIR
  hole(4, 4, { putts: 2, fairwayHit: 'right' }), // par, GIR (2 ≤ 2)
  hole(3, 4, { putts: 2, fairwayHit: 'center' }), // bogey, no GIR; a fairway on a par 3 is ignored
  hole(4, 6, { putts: 3 }), // double bogey, no GIR (3 > 2), fairway not recorded
  hole(5, 8), // triple bogey, no putts data
  hole(4, null, { putts: 2, fairwayHit: 'center' }), // unplayed: ignored
  hole(4, 0, { putts: 2 }), // picked up: ignored
];

describe('roundStats', () => {
  it('counts a round hole by hole', () => {
    expect(roundStats(NINE)).toEqual({
      holesPlayed: 7,
      totalScore: 29,
      totalPar: 28,
      toPar: 1,
      eagles: 2,
      birdies: 1,
      pars: 1,
      bogeys: 1,
      doubleBogeys: 2,
      totalPutts: 9,
      holesWithPuttsData: 6,
      fairwayAccuracy: { left: 1, middle: 1, right: 1, total: 3 },
      fairwayOpportunities: 5,
      greensInRegulationCount: 4,
      girOpportunities: 6,
      par3Score: { total: 5, toPar: -1, count: 2 },
      par4Score: { total: 13, toPar: 1, count: 3 },
      par5Score: { total: 11, toPar: 1, count: 2 },
    });
  });

  it.each([
    { par: 4, score: 4, putts: 2, gir: 1 },
    { par: 4, score: 5, putts: 2, gir: 0 },
    { par: 4, score: 3, putts: 1, gir: 1 },
    { par: 3, score: 3, putts: 2, gir: 1 },
    { par: 3, score: 4, putts: 2, gir: 0 },
    { par: 5, score: 5, putts: 2, gir: 1 },
    { par: 5, score: 6, putts: 3, gir: 1 },
  ])('par $par in $score with $putts putts: GIR $gir', ({ par, score, putts, gir }) => {
    expect(roundStats([hole(par, score, { putts })]).greensInRegulationCount).toBe(gir);
  });

  it('is all zeros for an empty or unplayed round', () => {
    const empty = roundStats([]);
    expect(roundStats([hole(4, 0), hole(3, null)])).toEqual(empty);
    expect(empty.holesPlayed).toBe(0);
    expect(empty.fairwayAccuracy).toEqual({ left: 0, middle: 0, right: 0, total: 0 });
  });

  const arbitraryHole = fc.record({
    par: fc.integer({ min: 3, max: 6 }),
    score: fc.option(fc.integer({ min: 0, max: 15 }), { nil: undefined }),
    putts: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    fairwayHit: fc.constantFrom(undefined, null, 'left' as const, 'center' as const, 'right' as const),
  });

  it('puts every played hole in exactly one score bucket and bounds every rate', () => {
    fc.assert(
      fc.property(fc.array(arbitraryHole, { maxLength: 18 }), (holes) => {
        const s = roundStats(holes);
        expect(s.eagles + s.birdies + s.pars + s.bogeys + s.doubleBogeys).toBe(s.holesPlayed);
        expect(s.par3Score.count + s.par4Score.count + s.par5Score.count).toBeLessThanOrEqual(s.holesPlayed);
        expect(s.fairwayAccuracy.left + s.fairwayAccuracy.middle + s.fairwayAccuracy.right).toBe(
          s.fairwayAccuracy.total,
        );
        expect(s.fairwayAccuracy.total).toBeLessThanOrEqual(s.fairwayOpportunities);
        expect(s.greensInRegulationCount).toBeLessThanOrEqual(s.girOpportunities);
        expect(s.holesWithPuttsData).toBeLessThanOrEqual(s.holesPlayed);
        expect(s.toPar).toBe(s.totalScore - s.totalPar);
      }),
    );
  });
});

describe('periodStats', () => {
  const pars = (score: number): RoundHole[] => [
    hole(3, score - 1, { putts: 2 }),
    hole(4, score, { putts: 2, fairwayHit: 'center' }),
  ];

  it('sums the rounds and averages the score per game', () => {
    const stats = periodStats([NINE, pars(4), [hole(4, 0)]]);
    expect(stats).toMatchObject({
      totalGames: 2,
      avgScore: 18, // (29 + 7) / 2
      eagles: 2,
      pars: 3,
      totalPutts: 13,
      holesWithPuttsData: 8,
      fairwayAccuracy: { left: 1, middle: 2, right: 1, total: 4 },
      fairwaysHitCenter: 2,
      fairwayOpportunities: 6,
      greensInRegulationCount: 6,
      girOpportunities: 8,
      par3Score: { total: 8, toPar: -1, count: 3 },
    });
  });

  it('rounds the average score half up to one decimal', () => {
    expect(periodStats([pars(4), pars(4), pars(5)]).avgScore).toBe(7.7); // 23 / 3 = 7.67
    expect(periodStats([pars(4), pars(5)]).avgScore).toBe(8); // 8.0
  });

  it('has no average without games', () => {
    expect(periodStats([])).toMatchObject({ totalGames: 0, avgScore: null, eagles: 0 });
    expect(periodStats([[hole(4, 0)]]).avgScore).toBeNull();
  });

  it(`keeps the last ${RECENT_GAMES} games for the recent timeframe (most recent last)`, () => {
    const rounds = [
      ...Array.from({ length: 5 }, () => pars(9)),
      ...Array.from({ length: 20 }, () => pars(4)),
    ];
    expect(periodStats(rounds).totalGames).toBe(25);
    expect(periodStats(rounds, { timeframe: 'recent' })).toMatchObject({ totalGames: 20, avgScore: 7 });
  });

  it('skips unplayed rounds before counting the recent ones', () => {
    const rounds = [pars(9), ...Array.from({ length: 19 }, () => pars(4)), [hole(4, null)]];
    expect(periodStats(rounds, { timeframe: 'recent' })).toMatchObject({ totalGames: 20, avgScore: 7.5 });
  });
});

describe('statistics rates', () => {
  const full = (score: number, putts: number): RoundHole[] =>
    Array.from({ length: 18 }, (_, i) => hole(i % 3 === 0 ? 3 : 4, score, { putts }));

  it('counts the same games as periodStats, last 20 for recent', () => {
    const rounds = Array.from({ length: 25 }, (_, i) => [hole(4, 3 + (i % 3))]);
    const withEmpty = [[hole(4, null)], ...rounds];
    expect(countedGames(withEmpty)).toHaveLength(25);
    const recent = countedGames(withEmpty, { timeframe: 'recent' });
    expect(recent).toHaveLength(RECENT_GAMES);
    expect(recent.reduce((sum, game) => sum + game.totalScore, 0)).toBe(
      (periodStats(withEmpty, { timeframe: 'recent' }).avgScore ?? 0) * RECENT_GAMES,
    );
  });

  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [0, 5, 0],
    [3, 0, null],
  ])('%i of %i is %s percent', (count, of, expected) => {
    expect(percentage(count, of)).toBe(expected);
  });

  it('averages par scores per hole and putts per hole', () => {
    expect(parAverage({ total: 10, toPar: 1, count: 3 })).toBe(3.33);
    expect(parAverage({ total: 0, toPar: 0, count: 0 })).toBeNull();
    expect(puttsPerHole({ totalPutts: 31, holesWithPuttsData: 18 })).toBe(1.72);
    expect(puttsPerHole({ totalPutts: 0, holesWithPuttsData: 0 })).toBeNull();
  });

  it('averages putts per round over games with putts on every hole played', () => {
    const games = [full(4, 2), full(5, 1), [hole(4, 4, { putts: 2 }), hole(4, 5)]].map(roundStats);
    expect(puttsPerRound(games)).toBe(27);
    expect(puttsPerRound([roundStats([hole(4, 5)])])).toBeNull();
  });

  it('derives the rates of a period', () => {
    const rounds = [full(4, 2), full(5, 2)];
    const rates = statsRates(periodStats(rounds), countedGames(rounds));
    expect(rates).toEqual({
      girPercent: 33.3,
      fairwayHitPercent: null,
      puttsPerHole: 2,
      puttsPerRound: 36,
      par3Average: 4.5,
      par4Average: 4.5,
      par5Average: null,
    });
  });
});
