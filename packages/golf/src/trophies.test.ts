import { describe, expect, it } from 'vitest';
import { completeEighteenTotal, longestBirdieRun, scoreTrophies } from './trophies';
import type { TrophyHole, TrophyRound } from './trophies';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];

/** A round on the par-72 card with each hole's score given relative to par (undefined: not played). */
function round(day: string, toPar: (number | undefined)[]): TrophyRound<string> {
  const holes: TrophyHole[] = [];
  toPar.forEach((over, index) => {
    if (over !== undefined)
      holes.push({ holeNumber: index + 1, par: PARS[index]!, score: PARS[index]! + over });
  });
  return { playedAt: day, holes };
}

const bogeys = (n: number) => Array<number>(n).fill(1);
const byId = (rounds: TrophyRound<string>[]) =>
  Object.fromEntries(scoreTrophies(rounds).map((trophy) => [trophy.id, trophy]));

describe('longestBirdieRun', () => {
  it.each([
    { name: 'no birdies', holes: [1, 0, 1], run: 0 },
    { name: 'one birdie', holes: [1, -1, 0], run: 1 },
    { name: 'three in a row', holes: [-1, -1, -1, 0], run: 3 },
    { name: 'an eagle counts as better than a birdie', holes: [-1, -2, -1], run: 3 },
    { name: 'a par breaks the run', holes: [-1, -1, 0, -1, -1], run: 2 },
    { name: 'an unplayed hole breaks the run', holes: [-1, -1, undefined, -1], run: 2 },
  ])('$name: $run', ({ holes, run }) => {
    expect(longestBirdieRun(round('d', holes).holes)).toBe(run);
  });
});

describe('completeEighteenTotal', () => {
  it.each([
    { name: 'all 18 holes at par', toPar: Array<number>(18).fill(0), total: 72 },
    { name: 'nine holes', toPar: Array<number>(9).fill(0), total: null },
    { name: '17 of 18 holes', toPar: [...Array<number>(17).fill(0), undefined], total: null },
  ])('$name: $total', ({ toPar, total }) => {
    expect(completeEighteenTotal(round('d', toPar))).toBe(total);
  });
});

describe('scoreTrophies', () => {
  it('earns nothing without rounds, and shows every trophy at progress 0', () => {
    const trophies = scoreTrophies([]);
    expect(trophies).toHaveLength(7);
    for (const trophy of trophies) {
      expect(trophy.earnedAt).toBeNull();
      expect(trophy.progress).toBe(0);
    }
  });

  it.each([
    { name: 'a birdie', toPar: [-1], earned: ['first-birdie'] },
    { name: 'an eagle (not a birdie)', toPar: [0, 0, 0, -2], earned: ['first-eagle'] },
    {
      name: 'a hole in one on a par 3 (also an eagle)',
      toPar: [0, 0, -2],
      earned: ['first-eagle', 'hole-in-one'],
    },
    { name: 'an albatross on a par 5', toPar: [0, 0, 0, -3], earned: [] },
    { name: 'three birdies in a row', toPar: [-1, -1, -1], earned: ['first-birdie', 'birdie-streak-3'] },
    { name: '18 bogeys: 90, under 100 only', toPar: bogeys(18), earned: ['break-100'] },
    {
      name: '89: under 100 and 90',
      toPar: [...bogeys(17), 0],
      earned: ['break-100', 'break-90'],
    },
    {
      name: '79: under all three',
      toPar: [...Array<number>(11).fill(0), ...bogeys(7)],
      earned: ['break-100', 'break-90', 'break-80'],
    },
    { name: 'nine holes of pars break nothing', toPar: Array<number>(9).fill(0), earned: [] },
  ])('$name earns $earned', ({ toPar, earned }) => {
    const trophies = byId([round('2026-05-01', toPar)]);
    const earnedIds = Object.values(trophies)
      .filter((trophy) => trophy.earnedAt !== null)
      .map((trophy) => trophy.id);
    expect(earnedIds.sort()).toEqual([...earned].sort());
    for (const id of earned) expect(trophies[id]!.earnedAt).toBe('2026-05-01');
  });

  it('dates a trophy with the first round that earned it', () => {
    const trophies = byId([
      round('2026-04-01', [1, 1]),
      round('2026-05-01', [-1]),
      round('2026-06-01', [-1]),
    ]);
    expect(trophies['first-birdie']).toEqual({
      id: 'first-birdie',
      progress: 1,
      total: 1,
      earnedAt: '2026-05-01',
    });
  });

  it('shows the best birdie run so far as the streak’s progress', () => {
    const trophies = byId([round('2026-04-01', [-1, -1, 0]), round('2026-05-01', [-1])]);
    expect(trophies['birdie-streak-3']).toMatchObject({ progress: 2, total: 3, earnedAt: null });
  });
});
