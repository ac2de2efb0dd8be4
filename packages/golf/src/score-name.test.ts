import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAMED_SCORE_KEYS, SCORE_NAME_KEYS, scoreName } from './score-name';

describe('scoreName', () => {
  it.each([
    { strokes: 1, par: 3, key: 'hole_in_one', toPar: -2 },
    { strokes: 1, par: 4, key: 'hole_in_one', toPar: -3 },
    { strokes: 1, par: 5, key: 'hole_in_one', toPar: -4 },
    { strokes: 2, par: 6, key: 'condor', toPar: -4 },
    { strokes: 2, par: 5, key: 'double_eagle', toPar: -3 },
    { strokes: 3, par: 6, key: 'double_eagle', toPar: -3 },
    { strokes: 2, par: 4, key: 'eagle', toPar: -2 },
    { strokes: 3, par: 5, key: 'eagle', toPar: -2 },
    { strokes: 2, par: 3, key: 'birdie', toPar: -1 },
    { strokes: 4, par: 5, key: 'birdie', toPar: -1 },
    { strokes: 3, par: 3, key: 'par', toPar: 0 },
    { strokes: 4, par: 4, key: 'par', toPar: 0 },
    { strokes: 5, par: 4, key: 'bogey', toPar: 1 },
    { strokes: 6, par: 4, key: 'double_bogey', toPar: 2 },
    { strokes: 8, par: 5, key: 'triple_bogey', toPar: 3 },
    { strokes: 7, par: 3, key: 'quadruple_bogey', toPar: 4 },
  ])('$strokes on a par $par is $key', ({ strokes, par, key, toPar }) => {
    expect(scoreName(strokes, par)).toEqual({ key, toPar });
  });

  it.each([
    { strokes: 9, par: 4, expected: { key: 'over_par', toPar: 5, count: 5 } },
    { strokes: 15, par: 3, expected: { key: 'over_par', toPar: 12, count: 12 } },
    { strokes: 2, par: 7, expected: { key: 'under_par', toPar: -5, count: 5 } },
  ])('$strokes on a par $par is $expected.key by $expected.count', ({ strokes, par, expected }) => {
    expect(scoreName(strokes, par)).toEqual(expected);
  });

  it.each([
    [0, 4],
    [-1, 4],
    [4.5, 4],
    [Number.NaN, 4],
    [4, 0],
    [4, 3.5],
  ])('refuses strokes %s on par %s', (strokes, par) => {
    expect(() => scoreName(strokes, par)).toThrow(RangeError);
  });

  it('only returns keys listed for translation, and always strokes minus par', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 3, max: 6 }), (strokes, par) => {
        const name = scoreName(strokes, par);
        expect(SCORE_NAME_KEYS).toContain(name.key);
        expect(name.toPar).toBe(strokes - par);
        if ('count' in name) expect(name.count).toBe(Math.abs(strokes - par));
      }),
    );
  });

  it('lists every named key once', () => {
    expect(new Set(NAMED_SCORE_KEYS).size).toBe(NAMED_SCORE_KEYS.length);
    expect(SCORE_NAME_KEYS).toHaveLength(NAMED_SCORE_KEYS.length + 2);
  });
});
