import { scoreName } from '@fairway/golf';
import type { ScoreName } from '@fairway/golf';

/** The colour family of a hole score relative to par (games-and-profiles.md §4 "Score naming"). */
export type ScoreTone = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

/** The tone of a score: eagle or better, birdie, par, bogey, double bogey or worse; null for no score. */
export function scoreTone(strokes: number | null | undefined, par: number): ScoreTone | null {
  if (typeof strokes !== 'number' || strokes < 1) return null;
  const toPar = strokes - par;
  if (toPar <= -2 || strokes === 1) return 'eagle';
  if (toPar === -1) return 'birdie';
  if (toPar === 0) return 'par';
  if (toPar === 1) return 'bogey';
  return 'double';
}

/** The score's name (packages/golf), or null for no score or an invalid par. */
export function nameOfScore(strokes: number | null | undefined, par: number): ScoreName | null {
  if (typeof strokes !== 'number' || strokes < 1 || !Number.isInteger(strokes) || par < 1) return null;
  return scoreName(strokes, par);
}

/** Classes of a score chip per tone; the colours are the CSS variables of score-colors.css (both themes). */
export const TONE_CLASSES: Record<ScoreTone, string> = {
  eagle: 'bg-[var(--score-eagle-bg)] text-[var(--score-eagle-fg)] ring-2 ring-[var(--score-eagle-fg)]',
  birdie: 'bg-[var(--score-birdie-bg)] text-[var(--score-birdie-fg)]',
  par: 'bg-surface-muted text-fg',
  bogey: 'bg-[var(--score-bogey-bg)] text-[var(--score-bogey-fg)]',
  double: 'bg-[var(--score-double-bg)] text-[var(--score-double-fg)]',
};
