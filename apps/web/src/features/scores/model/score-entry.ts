import {
  canDecrementPutts,
  canDecrementScore,
  canIncrementPutts,
  canIncrementScore,
  decrementPenalty,
  decrementPutts,
  decrementScore,
  hasFairway,
  holeScoreWithDefaults,
  HOLE_SCORE_LIMITS,
  incrementPenalty,
  incrementPutts,
  incrementScore,
  penaltyCount,
  setFairway,
  setScore,
} from '@fairway/golf';
import type { CompleteHoleScore, FairwayHit, HoleScoreEntry, PenaltyKind } from '@fairway/golf';
import type { ScoreValues } from '../../../lib/offline/score-queue';

/**
 * The score view's reducer: every press maps to one rule of packages/golf (games-and-profiles.md §4, §5), so
 * the component holds no golf rule. A press applies to the raw stored entry (unset fields stay unset): "first
 * plus press sets par + 1" needs to know that the score was never set. What is written, though, is always what
 * the screen shows: the entry with the defaults filled in (score = par, putts 2, penalties 0, fairway center).
 */

/** One press on the score view. */
export type EntryAction =
  | { type: 'score'; delta: 1 | -1 }
  /** The marker's quick entry: the strokes chosen directly. */
  | { type: 'setScore'; score: number }
  | { type: 'putts'; delta: 1 | -1 }
  | { type: 'penalty'; kind: PenaltyKind; delta: 1 | -1 }
  | { type: 'fairway'; value: FairwayHit };

/** The entry after a press. */
export function applyEntryAction(entry: HoleScoreEntry, action: EntryAction, par: number): HoleScoreEntry {
  switch (action.type) {
    case 'score':
      return action.delta > 0 ? incrementScore(entry, par) : decrementScore(entry, par);
    case 'setScore':
      return setScore(entry, action.score);
    case 'putts':
      return action.delta > 0 ? incrementPutts(entry, par) : decrementPutts(entry, par);
    case 'penalty':
      return action.delta > 0 ? incrementPenalty(entry, action.kind) : decrementPenalty(entry, action.kind);
    case 'fairway':
      return setFairway(entry, action.value, par);
  }
}

/** Which buttons of the score view are enabled. */
export interface EntryControls {
  scoreUp: boolean;
  scoreDown: boolean;
  puttsUp: boolean;
  puttsDown: boolean;
  penaltyUp: Record<PenaltyKind, boolean>;
  penaltyDown: Record<PenaltyKind, boolean>;
  /** Fairway buttons only on par 4 and 5. */
  fairway: boolean;
}

const PENALTY_KINDS: readonly PenaltyKind[] = ['water', 'ob', 'drop'];

/** The enabled state of every button for an entry (plus disabled from 15, putts 0..10, penalties 0..9). */
export function entryControls(entry: HoleScoreEntry, par: number): EntryControls {
  const penalties = (test: (count: number) => boolean) =>
    Object.fromEntries(PENALTY_KINDS.map((kind) => [kind, test(penaltyCount(entry, kind))])) as Record<
      PenaltyKind,
      boolean
    >;
  return {
    scoreUp: canIncrementScore(entry, par),
    scoreDown: canDecrementScore(entry, par),
    puttsUp: canIncrementPutts(entry),
    puttsDown: canDecrementPutts(entry),
    penaltyUp: penalties((count) => count < HOLE_SCORE_LIMITS.maxPenalties),
    penaltyDown: penalties((count) => count > HOLE_SCORE_LIMITS.minPenalties),
    fairway: hasFairway(par),
  };
}

/** What the score view shows: the entry with the defaults (score = par, putts 2, penalties 0, fairway center). */
export function shownEntry(entry: HoleScoreEntry | null | undefined, par: number): CompleteHoleScore {
  return holeScoreWithDefaults(entry, par);
}

/** An entry as written to the server, unset fields as null. */
export function toScoreValues(entry: HoleScoreEntry): ScoreValues {
  return {
    score: entry.score ?? null,
    putts: entry.putts ?? null,
    waterPenalties: entry.waterPenalties ?? null,
    obPenalties: entry.obPenalties ?? null,
    dropPenalties: entry.dropPenalties ?? null,
    fairwayHit: entry.fairwayHit ?? null,
  };
}

/** The raw entry of a stored or queued score (or an empty one). */
export function entryOf(values: Partial<ScoreValues> | null | undefined): HoleScoreEntry {
  if (!values) return {};
  return {
    score: values.score ?? null,
    putts: values.putts ?? null,
    waterPenalties: values.waterPenalties ?? null,
    obPenalties: values.obPenalties ?? null,
    dropPenalties: values.dropPenalties ?? null,
    fairwayHit: values.fairwayHit ?? null,
  };
}

/** True when two entries would be written the same. */
export function sameValues(a: HoleScoreEntry, b: HoleScoreEntry): boolean {
  const x = toScoreValues(a);
  const y = toScoreValues(b);
  return (Object.keys(x) as (keyof ScoreValues)[]).every((key) => x[key] === y[key]);
}

/** The values the score view shows for an entry, as written to the server (defaults filled in). */
export function shownValues(entry: HoleScoreEntry, par: number): ScoreValues {
  return toScoreValues(shownEntry(entry, par));
}

/**
 * What a press writes: the entry after the press, as the screen then shows it; null when that is already what
 * is stored (a press at a limit, or choosing the fairway already stored).
 */
export function valuesAfterPress(
  stored: HoleScoreEntry,
  action: EntryAction,
  par: number,
): ScoreValues | null {
  const values = shownValues(applyEntryAction(stored, action, par), par);
  return sameValues(entryOf(values), stored) ? null : values;
}

/**
 * What leaving the score view writes (Save, dismissing it, switching player): the entry as shown, defaults
 * included, when it differs from what is stored; null when the stored entry is already what the screen shows.
 * On a par 3 the fairway stays unset.
 */
export function valuesToKeep(stored: HoleScoreEntry, par: number): ScoreValues | null {
  const values = shownValues(stored, par);
  return sameValues(entryOf(values), stored) ? null : values;
}
