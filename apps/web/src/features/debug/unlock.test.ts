import { describe, expect, it } from 'vitest';
import { DEBUG_UNLOCK_TAPS, NO_TAPS, TAP_PAUSE_MS, tapVersion, type TapResult } from './unlock';

/** Taps at the given times (ms), returning every result. */
function tapAt(times: number[]): TapResult[] {
  let taps = NO_TAPS;
  return times.map((now) => {
    const result = tapVersion(taps, now);
    taps = result.taps;
    return result;
  });
}

describe('tapVersion (platform.md §9: nine taps on "Beta 1.2")', () => {
  it('toggles on the ninth quick tap, and says how many are left from the fifth', () => {
    const results = tapAt(Array.from({ length: DEBUG_UNLOCK_TAPS }, (_, i) => i * 300));
    expect(results.map((r) => r.toggle)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(results.map((r) => r.remaining)).toEqual([null, null, null, null, 4, 3, 2, 1, null]);
  });

  it('starts again after a pause', () => {
    const times = [0, 100, 200, 300, 400, 400 + TAP_PAUSE_MS + 1];
    const results = tapAt([...times, ...Array.from({ length: 7 }, (_, i) => 3_000 + i * 100)]);
    expect(results.filter((r) => r.toggle)).toHaveLength(0);
    expect(results.at(-1)?.taps.count).toBe(8);
  });

  it('counts again from zero after toggling, so nine more taps toggle back', () => {
    const results = tapAt(Array.from({ length: 18 }, (_, i) => i * 100));
    expect(results.map((r, i) => (r.toggle ? i : -1)).filter((i) => i >= 0)).toEqual([8, 17]);
  });
});
