/** Inputs of `stablefordPoints`. */
export interface StablefordHole {
  /** Strokes taken; 0, null or undefined means the hole was not played or the player picked up. */
  readonly strokes: number | null | undefined;
  /** Par of the hole. */
  readonly par: number;
  /** Handicap strokes received on the hole (negative for a plus handicap); 0 for gross points. */
  readonly strokesReceived: number;
}

/**
 * Stableford points on one hole: 2 for a net par, one more per stroke under and one fewer per stroke over,
 * i.e. max(0, 2 + par + received − strokes). Never negative; 0 when the hole has no score.
 */
export function stablefordPoints({ strokes, par, strokesReceived }: StablefordHole): number {
  if (strokes === null || strokes === undefined || !(strokes > 0)) return 0;
  return Math.max(0, 2 + par + strokesReceived - strokes);
}
