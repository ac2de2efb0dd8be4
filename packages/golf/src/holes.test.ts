import { describe, expect, it } from 'vitest';
import {
  HOLES_BACK_NINE,
  HOLES_FRONT_NINE,
  HOLES_FULL_ROUND,
  clampHole,
  holeCount,
  holesInPlay,
} from './holes';

const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('holesInPlay', () => {
  it.each([
    { setting: HOLES_FRONT_NINE, expected: span(1, 9), count: 9 },
    { setting: HOLES_BACK_NINE, expected: span(10, 18), count: 9 },
    { setting: HOLES_FULL_ROUND, expected: span(1, 18), count: 18 },
    { setting: 27, expected: span(1, 18), count: 18 },
    { setting: null, expected: span(1, 18), count: 18 },
    { setting: undefined, expected: span(1, 18), count: 18 },
  ])('setting $setting plays $count holes', ({ setting, expected, count }) => {
    expect(holesInPlay(setting)).toEqual(expected);
    expect(holeCount(setting)).toBe(count);
  });
});

describe('clampHole', () => {
  it.each([
    { hole: 0, setting: 18, expected: 1 },
    { hole: 1, setting: 18, expected: 1 },
    { hole: 18, setting: 18, expected: 18 },
    { hole: 19, setting: 18, expected: 18 },
    { hole: 10, setting: 0, expected: 9 },
    { hole: 9, setting: 9, expected: 10 },
    { hole: 19, setting: 9, expected: 18 },
    { hole: 12, setting: 9, expected: 12 },
    { hole: 5.4, setting: 18, expected: 5 },
    { hole: Number.NaN, setting: 9, expected: 10 },
    { hole: Number.POSITIVE_INFINITY, setting: 18, expected: 1 },
  ])('hole $hole with setting $setting → $expected', ({ hole, setting, expected }) => {
    expect(clampHole(hole, holesInPlay(setting))).toBe(expected);
  });

  it('refuses an empty list of holes', () => {
    expect(() => clampHole(1, [])).toThrow(RangeError);
  });
});
