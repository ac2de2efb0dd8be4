import { describe, expect, it } from 'vitest';
import {
  FORMATS,
  QUICK_FORMATS,
  TEAM_FORMATS,
  formatLabelKey,
  isGameFormat,
  nextQuickFormat,
} from './formats';

describe('formats', () => {
  it('lists the seven formats once each', () => {
    expect(FORMATS).toEqual([
      'strokeplay',
      'stableford',
      'matchplay',
      'skins',
      'bestball',
      'scramble',
      'alternate',
    ]);
    expect(TEAM_FORMATS.every((format) => FORMATS.includes(format))).toBe(true);
  });

  it.each([
    { value: 'strokeplay', expected: true },
    { value: 'alternate', expected: true },
    { value: 'StrokePlay', expected: false },
    { value: 'texas', expected: false },
    { value: 42, expected: false },
    { value: null, expected: false },
  ])('isGameFormat($value) is $expected', ({ value, expected }) => {
    expect(isGameFormat(value)).toBe(expected);
  });

  it.each([
    { format: 'stableford', expected: 'stableford' },
    { format: 'skins', expected: 'skins' },
    { format: 'texas_scramble', expected: 'free_play' },
    { format: '', expected: 'free_play' },
    { format: null, expected: 'free_play' },
    { format: undefined, expected: 'free_play' },
  ])('labels $format as $expected', ({ format, expected }) => {
    expect(formatLabelKey(format)).toBe(expected);
  });

  it.each([
    { format: 'strokeplay', expected: 'stableford' },
    { format: 'stableford', expected: 'matchplay' },
    { format: 'matchplay', expected: 'strokeplay' },
    { format: 'skins', expected: 'strokeplay' },
  ] as const)('the quick toggle goes from $format to $expected', ({ format, expected }) => {
    expect(nextQuickFormat(format)).toBe(expected);
  });

  it('quick formats are the first three', () => {
    expect(QUICK_FORMATS).toEqual(FORMATS.slice(0, 3));
  });
});
