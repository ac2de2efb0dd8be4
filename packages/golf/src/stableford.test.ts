import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stablefordPoints } from './stableford';

describe('stablefordPoints', () => {
  it.each([
    { strokes: 1, par: 4, received: 0, expected: 5 },
    { strokes: 2, par: 4, received: 0, expected: 4 },
    { strokes: 3, par: 4, received: 0, expected: 3 },
    { strokes: 4, par: 4, received: 0, expected: 2 },
    { strokes: 5, par: 4, received: 0, expected: 1 },
    { strokes: 6, par: 4, received: 0, expected: 0 },
    { strokes: 10, par: 4, received: 0, expected: 0 },
    { strokes: 5, par: 4, received: 1, expected: 2 }, // net par
    { strokes: 6, par: 4, received: 2, expected: 2 },
    { strokes: 4, par: 5, received: 1, expected: 4 }, // net eagle
    { strokes: 4, par: 4, received: -1, expected: 1 }, // plus handicap gives a stroke back
    { strokes: 2, par: 3, received: 0, expected: 3 },
  ])('$strokes on par $par receiving $received → $expected', ({ strokes, par, received, expected }) => {
    expect(stablefordPoints({ strokes, par, strokesReceived: received })).toBe(expected);
  });

  it.each([0, null, undefined])('scores nothing for an unplayed hole (%s)', (strokes) => {
    expect(stablefordPoints({ strokes, par: 4, strokesReceived: 3 })).toBe(0);
  });

  const hole = fc.record({
    strokes: fc.integer({ min: 1, max: 15 }),
    par: fc.integer({ min: 3, max: 5 }),
    strokesReceived: fc.integer({ min: -2, max: 4 }),
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(hole, (h) => {
        expect(stablefordPoints(h)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never rewards an extra stroke', () => {
    fc.assert(
      fc.property(hole, (h) => {
        expect(stablefordPoints({ ...h, strokes: h.strokes + 1 })).toBeLessThanOrEqual(stablefordPoints(h));
      }),
    );
  });

  it('gives 2 points for a net par', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 0, max: 4 }), (par, received) => {
        expect(stablefordPoints({ strokes: par + received, par, strokesReceived: received })).toBe(2);
      }),
    );
  });
});
