import { describe, expect, it } from 'vitest';
import { CREATION_TIPS, remainingLoaderMs, tipAt } from './tips';

describe('the tips while the profile is created', () => {
  it.each([
    [0, 0],
    [2_999, 0],
    [3_000, 1],
    [6_500, 2],
    [14_999, 4],
    [15_000, 0],
    [-5, 0],
  ])('at %i ms shows tip %i', (elapsed, index) => {
    expect(tipAt(elapsed)).toBe(CREATION_TIPS[index]);
  });

  it.each([
    [0, 3_000],
    [1_200, 1_800],
    [3_000, 0],
    [9_000, 0],
  ])('after %i ms keeps the loader %i ms more', (elapsed, remaining) => {
    expect(remainingLoaderMs(elapsed)).toBe(remaining);
  });
});
