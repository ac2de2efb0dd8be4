import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it.each([
    { value: 2.5, decimals: 0, expected: 3 },
    { value: -2.5, decimals: 0, expected: -2 },
    { value: 3.5, decimals: 0, expected: 4 },
    { value: -3.5, decimals: 0, expected: -3 },
    { value: 2.4999, decimals: 0, expected: 2 },
    { value: -2.5001, decimals: 0, expected: -3 },
    { value: 1.005, decimals: 2, expected: 1.01 },
    { value: 1.255, decimals: 2, expected: 1.26 },
    { value: 8.345, decimals: 2, expected: 8.35 },
    { value: 1.45, decimals: 1, expected: 1.5 },
    { value: -1.45, decimals: 1, expected: -1.4 },
    { value: 0.15, decimals: 1, expected: 0.2 },
    { value: (10.1 + 10.2) / 2, decimals: 1, expected: 10.2 },
    { value: 14.907964601769912, decimals: 1, expected: 14.9 },
    { value: 1234.5, decimals: -1, expected: 1230 },
    { value: 1235, decimals: -1, expected: 1240 },
    { value: 54, decimals: 1, expected: 54 },
    { value: 1.23e-7, decimals: 8, expected: 1.2e-7 },
    { value: 1e21, decimals: 2, expected: 1e21 },
  ])('rounds $value to $decimals decimals as $expected', ({ value, decimals, expected }) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('defaults to whole numbers', () => {
    expect(roundHalfUp(14.5)).toBe(15);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.4, 0), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0.04, 1), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0, 2), 0)).toBe(true);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundHalfUp(Number.NaN, 1)).toBeNaN();
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 1)).toBe(Number.POSITIVE_INFINITY);
    expect(roundHalfUp(Number.NEGATIVE_INFINITY, 0)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('refuses a fractional number of decimals', () => {
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
  });

  const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
  const decimals = fc.integer({ min: 0, max: 4 });

  it('is idempotent', () => {
    fc.assert(
      fc.property(value, decimals, (x, d) => {
        const once = roundHalfUp(x, d);
        expect(roundHalfUp(once, d)).toBe(once);
      }),
    );
  });

  it('moves a value by at most half a unit of the last decimal', () => {
    fc.assert(
      fc.property(value, decimals, (x, d) => {
        expect(Math.abs(roundHalfUp(x, d) - x)).toBeLessThanOrEqual(0.5 * 10 ** -d + 1e-9);
      }),
    );
  });

  it('is monotone', () => {
    fc.assert(
      fc.property(value, value, decimals, (x, y, d) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(roundHalfUp(low, d)).toBeLessThanOrEqual(roundHalfUp(high, d));
      }),
    );
  });

  it('rounds every exact half towards +infinity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 0, max: 3 }), (k, d) => {
        // (k + 0.5) × 10^-d, written in decimal so that no binary error is introduced
        const half = Number(`${(2 * k + 1) * 5}e-${d + 1}`);
        expect(roundHalfUp(half, d)).toBe(Number(`${k + 1}e-${d}`));
      }),
    );
  });
});
