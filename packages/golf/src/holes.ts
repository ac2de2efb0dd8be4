/** The game's `holes` setting for a front-nine round (holes 1–9). */
export const HOLES_FRONT_NINE = 0;
/** The game's `holes` setting for a back-nine round (holes 10–18). */
export const HOLES_BACK_NINE = 9;
/** The game's `holes` setting for a full round (holes 1–18). */
export const HOLES_FULL_ROUND = 18;

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The hole numbers a game plays from its `holes` setting: 0 → 1–9 (front nine), 9 → 10–18 (back nine),
 * any other value (normally 18, also a missing one) → 1–18. Always ascending.
 */
export function holesInPlay(holesSetting: number | null | undefined): number[] {
  if (holesSetting === HOLES_FRONT_NINE) return range(1, 9);
  if (holesSetting === HOLES_BACK_NINE) return range(10, 18);
  return range(1, 18);
}

/** How many holes a game plays from its `holes` setting: 9 for a front or back nine, else 18. */
export function holeCount(holesSetting: number | null | undefined): number {
  return holesInPlay(holesSetting).length;
}

/**
 * Keeps hole navigation in bounds: `hole` rounded to a whole number and clamped between the first and last
 * of `holes` (the holes in play, e.g. `holesInPlay(game.holes)`), so "next" on the 18th stays on the 18th
 * and "previous" on the 10th of a back nine stays on the 10th. A non-finite `hole` gives the first hole.
 * Throws a RangeError when `holes` is empty.
 */
export function clampHole(hole: number, holes: readonly number[]): number {
  if (holes.length === 0) throw new RangeError('clampHole: no holes in play');
  const first = Math.min(...holes);
  const last = Math.max(...holes);
  if (!Number.isFinite(hole)) return first;
  return Math.min(last, Math.max(first, Math.round(hole)));
}
