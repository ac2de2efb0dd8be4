import type { Statistics } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { distributionBars, fairwayShares, parBars, roundPoints } from './charts';

const stats = {
  eagles: 1,
  birdies: 3,
  pars: 10,
  bogeys: 4,
  doubleBogeys: 2,
  fairwayAccuracy: { left: 2, middle: 5, right: 1, total: 8 },
  rates: { par3Average: 3.5, par4Average: null, par5Average: 4.75 },
  rounds: [
    {
      gameId: 'g1',
      date: '2026-05-01T10:00:00.000Z',
      holesPlayed: 18,
      totalScore: 90,
      toPar: 18,
      putts: 34,
      greensInRegulationCount: 3,
      girOpportunities: 18,
      fairwaysHit: 5,
      fairwayShots: 8,
    },
  ],
} as unknown as Statistics;

describe('statistics charts', () => {
  it('shares the score distribution over the holes played', () => {
    expect(distributionBars(stats).map((bar) => [bar.key, bar.value, bar.percent])).toEqual([
      ['eagles', 1, 5],
      ['birdies', 3, 15],
      ['pars', 10, 50],
      ['bogeys', 4, 20],
      ['doubleBogeys', 2, 10],
    ]);
  });

  it('shares fairway results over the recorded tee shots', () => {
    expect(fairwayShares(stats).map((bar) => bar.percent)).toEqual([25, 63, 13]);
  });

  it('sets each par average against its par, null when not played', () => {
    expect(parBars(stats)).toEqual([
      { par: 3, average: 3.5, overPar: 0.5 },
      { par: 4, average: null, overPar: null },
      { par: 5, average: 4.75, overPar: -0.25 },
    ]);
  });

  it('gives one point per round with its GIR share', () => {
    expect(roundPoints(stats)).toEqual([
      { index: 1, date: '2026-05-01T10:00:00.000Z', score: 90, toPar: 18, holes: 18, putts: 34, gir: 17 },
    ]);
  });
});
