import { describe, expect, it } from 'vitest';
import { nearestSnap } from './sheet';

describe('where the sheet settles', () => {
  it('goes one step with a flick', () => {
    expect(nearestSnap(0.22, -10, -1, 800)).toBe(1);
    expect(nearestSnap(1, 10, 1, 800)).toBe(0.22);
  });

  it('otherwise goes to the nearest height', () => {
    expect(nearestSnap(0.22, -100, 0, 800)).toBe(0.22);
    expect(nearestSnap(0.22, -400, 0, 800)).toBe(1);
    expect(nearestSnap(1, 300, 0, 800)).toBe(1);
    expect(nearestSnap(1, 500, 0, 800)).toBe(0.22);
  });
});
