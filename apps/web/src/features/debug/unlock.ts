/**
 * Debug unlock (platform.md §9): tapping the version label nine times toggles the debug flag. Taps count
 * while they come in quick succession; a pause starts the count again. Pure.
 */

/** The version the label shows: "Beta 1.2". */
export const APP_VERSION = '1.2';
/** Taps that toggle the debug flag. */
export const DEBUG_UNLOCK_TAPS = 9;
/** A longer pause between two taps starts counting again. */
export const TAP_PAUSE_MS = 2_000;
/** From this many taps on, the screen says how many are left. */
export const TAPS_BEFORE_HINT = 5;

export interface TapCount {
  count: number;
  lastTapAt: number | null;
}

export const NO_TAPS: TapCount = { count: 0, lastTapAt: null };

export interface TapResult {
  taps: TapCount;
  /** The ninth tap: toggle the debug flag (the count starts again). */
  toggle: boolean;
  /** Taps still needed, to say when the count is high enough to be deliberate; null otherwise. */
  remaining: number | null;
}

/** Counts one tap at `now`. */
export function tapVersion(taps: TapCount, now: number): TapResult {
  const isStreak = taps.lastTapAt !== null && now - taps.lastTapAt <= TAP_PAUSE_MS;
  const count = (isStreak ? taps.count : 0) + 1;
  if (count >= DEBUG_UNLOCK_TAPS) return { taps: NO_TAPS, toggle: true, remaining: null };
  return {
    taps: { count, lastTapAt: now },
    toggle: false,
    remaining: count >= TAPS_BEFORE_HINT ? DEBUG_UNLOCK_TAPS - count : null,
  };
}
