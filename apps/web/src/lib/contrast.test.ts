import { describe, expect, it } from 'vitest';
import { contrastRatio, gradientStops, minContrastOverGradient, parseHex } from './contrast';

describe('WCAG contrast', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#ffffff', '#767676', 4.54],
    ['#ffffff', '#ca8a04', 2.94],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('reads short and long hex colours and refuses anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#14532d')).toEqual([20, 83, 45]);
    expect(() => parseHex('red')).toThrow(/not a hex colour/);
  });

  it('samples a gradient from end to end and finds its weakest point', () => {
    expect(gradientStops('#000000', '#ffffff', 2)).toEqual(['#000000', '#808080', '#ffffff']);
    expect(minContrastOverGradient('#ffffff', '#b91c1c', '#ca8a04')).toBeCloseTo(2.94, 2);
  });
});
