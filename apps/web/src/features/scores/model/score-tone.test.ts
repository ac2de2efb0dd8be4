import { describe, expect, it } from 'vitest';
import { nameOfScore, scoreTone } from './score-tone';

describe('score tones', () => {
  it.each([
    [1, 3, 'eagle'],
    [2, 4, 'eagle'],
    [3, 4, 'birdie'],
    [4, 4, 'par'],
    [5, 4, 'bogey'],
    [6, 4, 'double'],
    [11, 4, 'double'],
  ])('%i on a par %i is %s', (strokes, par, tone) => {
    expect(scoreTone(strokes, par)).toBe(tone);
  });

  it('has no tone and no name without a score', () => {
    expect(scoreTone(0, 4)).toBeNull();
    expect(scoreTone(null, 4)).toBeNull();
    expect(nameOfScore(0, 4)).toBeNull();
    expect(nameOfScore(3, 4)?.key).toBe('birdie');
  });
});
