import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedHoleScore, netDoubleBogey, strokeIndexRanks, strokesReceived } from './stroke-allocation';

describe('strokesReceived', () => {
  it.each([
    { ph: 0, si: 1, holes: 18, expected: 0 },
    { ph: 1, si: 1, holes: 18, expected: 1 },
    { ph: 1, si: 2, holes: 18, expected: 0 },
    { ph: 14, si: 14, holes: 18, expected: 1 },
    { ph: 14, si: 15, holes: 18, expected: 0 },
    { ph: 18, si: 18, holes: 18, expected: 1 },
    { ph: 20, si: 1, holes: 18, expected: 2 },
    { ph: 20, si: 2, holes: 18, expected: 2 },
    { ph: 20, si: 3, holes: 18, expected: 1 },
    { ph: 20, si: 18, holes: 18, expected: 1 },
    { ph: 36, si: 18, holes: 18, expected: 2 },
    { ph: 37, si: 1, holes: 18, expected: 3 },
    { ph: 37, si: 2, holes: 18, expected: 2 },
    { ph: 54, si: 18, holes: 18, expected: 3 },
    // plus handicaps give strokes back from stroke index 18 upwards
    { ph: -2, si: 18, holes: 18, expected: -1 },
    { ph: -2, si: 17, holes: 18, expected: -1 },
    { ph: -2, si: 16, holes: 18, expected: 0 },
    { ph: -2, si: 1, holes: 18, expected: 0 },
    { ph: -18, si: 1, holes: 18, expected: -1 },
    { ph: -20, si: 17, holes: 18, expected: -2 },
    { ph: -20, si: 16, holes: 18, expected: -1 },
    // 9 holes: the stroke index is the hole's rank among the nine
    { ph: 5, si: 5, holes: 9, expected: 1 },
    { ph: 5, si: 6, holes: 9, expected: 0 },
    { ph: 10, si: 1, holes: 9, expected: 2 },
    { ph: 10, si: 2, holes: 9, expected: 1 },
    { ph: 18, si: 9, holes: 9, expected: 2 },
    { ph: -1, si: 9, holes: 9, expected: -1 },
    { ph: -1, si: 8, holes: 9, expected: 0 },
  ])(
    'playing handicap $ph on stroke index $si of $holes holes → $expected',
    ({ ph, si, holes, expected }) => {
      expect(strokesReceived(ph, si, holes)).toBe(expected);
    },
  );

  it('defaults to an 18-hole round', () => {
    expect(strokesReceived(20, 2)).toBe(2);
  });

  it('never returns -0', () => {
    expect(Object.is(strokesReceived(-2, 1), 0)).toBe(true);
  });

  it.each([
    { ph: 2.5, si: 1, holes: 18 },
    { ph: 10, si: 0, holes: 18 },
    { ph: 10, si: 19, holes: 18 },
    { ph: 10, si: 1.5, holes: 18 },
    { ph: 10, si: 17, holes: 9 },
    { ph: 10, si: 1, holes: 0 },
  ])('refuses playing handicap $ph on stroke index $si of $holes holes', ({ ph, si, holes }) => {
    expect(() => strokesReceived(ph, si, holes)).toThrow(RangeError);
  });

  it('points 9-hole callers to strokeIndexRanks', () => {
    expect(() => strokesReceived(10, 17, 9)).toThrow(/strokeIndexRanks/);
  });

  const round = fc.integer({ min: 1, max: 18 });
  const handicap = fc.integer({ min: -60, max: 80 });

  it('hands out exactly the playing handicap over the round', () => {
    fc.assert(
      fc.property(handicap, round, (ph, holes) => {
        let total = 0;
        for (let si = 1; si <= holes; si += 1) total += strokesReceived(ph, si, holes);
        expect(total).toBe(ph);
      }),
    );
  });

  it('gives harder holes at least as many strokes, never more than one apart', () => {
    fc.assert(
      fc.property(handicap, round, (ph, holes) => {
        const strokes = Array.from({ length: holes }, (_, i) => strokesReceived(ph, i + 1, holes));
        strokes.slice(1).forEach((value, i) => expect(value).toBeLessThanOrEqual(strokes[i] ?? 0));
        expect(Math.max(...strokes) - Math.min(...strokes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('strokeIndexRanks', () => {
  it.each([
    { indexes: [1, 3, 5, 7, 9, 11, 13, 15, 17], expected: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { indexes: [2, 4, 6, 8, 10, 12, 14, 16, 18], expected: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { indexes: [10, 2, 18, 6, 14, 4, 16, 8, 12], expected: [5, 1, 9, 3, 7, 2, 8, 4, 6] },
    { indexes: [7, 1, 15, 3, 11, 9, 13, 5, 17], expected: [4, 1, 8, 2, 6, 5, 7, 3, 9] },
    { indexes: [3, 3, 1], expected: [2, 3, 1] },
    { indexes: [], expected: [] },
  ])('$indexes rank as $expected', ({ indexes, expected }) => {
    expect(strokeIndexRanks(indexes)).toEqual(expected);
  });

  it('leaves an 18-hole card unchanged', () => {
    const card = [7, 15, 1, 11, 3, 17, 9, 13, 5, 8, 16, 2, 12, 4, 18, 10, 14, 6];
    expect(strokeIndexRanks(card)).toEqual(card);
  });

  it('always returns a permutation of 1..n', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 18 }), { maxLength: 18 }), (indexes) => {
        const ranks = strokeIndexRanks(indexes);
        expect([...ranks].sort((a, b) => a - b)).toEqual(indexes.map((_, i) => i + 1));
      }),
    );
  });

  it('gives a back nine of even indexes 9 strokes on a 9-hole playing handicap of 9', () => {
    const ranks = strokeIndexRanks([2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(ranks.map((rank) => strokesReceived(9, rank, 9))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ranks.map((rank) => strokesReceived(3, rank, 9))).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
  });
});

describe('netDoubleBogey and adjustedHoleScore', () => {
  it.each([
    { par: 4, received: 0, expected: 6 },
    { par: 4, received: 1, expected: 7 },
    { par: 3, received: 2, expected: 7 },
    { par: 5, received: -1, expected: 6 }, // plus handicap
  ])('net double bogey on par $par with $received received is $expected', ({ par, received, expected }) => {
    expect(netDoubleBogey(par, received)).toBe(expected);
  });

  it.each([
    { strokes: 9, par: 4, received: 1, expected: 7 },
    { strokes: 7, par: 4, received: 1, expected: 7 },
    { strokes: 5, par: 4, received: 1, expected: 5 },
    { strokes: 7, par: 5, received: -1, expected: 6 },
  ])(
    '$strokes on par $par with $received received counts $expected',
    ({ strokes, par, received, expected }) => {
      expect(adjustedHoleScore(strokes, par, received)).toBe(expected);
    },
  );
});
