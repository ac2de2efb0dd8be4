import { describe, expect, it } from 'vitest';
import { defaultTee } from './tees';

const tees = (...colors: (string | null)[]) => colors.map((teeColor, i) => ({ teeId: `t${i}`, teeColor }));

describe('defaultTee', () => {
  it.each([
    { colors: ['white', 'blue', 'black', 'red'], expected: 't2' },
    { colors: ['red', 'Blue', 'white'], expected: 't1' },
    { colors: ['red', 'gold', ' WHITE '], expected: 't2' },
    { colors: ['red', 'gold'], expected: 't0' },
    { colors: [null, 'purple'], expected: 't0' },
    { colors: ['BLACK', 'black'], expected: 't0' },
  ])('chooses $expected among $colors', ({ colors, expected }) => {
    expect(defaultTee(tees(...colors))?.teeId).toBe(expected);
  });

  it('has nothing to choose without tees', () => {
    expect(defaultTee([])).toBeUndefined();
  });
});
