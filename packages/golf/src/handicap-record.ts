import { STANDARD_SLOPE_RATING, playingHandicap, scoreDifferential } from './handicap';
import { roundCourseHandicap, strokeIndexesOf } from './round';
import type { CardHoleIndex } from './round';
import { HOLES_IN_FULL_ROUND, adjustedHoleScore, strokesReceived } from './stroke-allocation';

/** The most a golfer without a Handicap Index scores on a hole for handicap purposes: par + 5 (WHS rule 3.1). */
export const NO_INDEX_MAX_OVER_PAR = 5;

/**
 * A hole's score as it counts for handicap purposes: capped at net double bogey with the strokes received
 * there, or at par + 5 for a golfer without a Handicap Index (`strokesReceived` null).
 */
export function handicapHoleScore(strokes: number, par: number, strokesReceived: number | null): number {
  if (strokesReceived === null) return Math.min(strokes, par + NO_INDEX_MAX_OVER_PAR);
  return adjustedHoleScore(strokes, par, strokesReceived);
}

/** A hole of a golfer's card for `handicapRecordOfCard`. */
export interface HandicapCardHole extends CardHoleIndex {
  readonly par: number;
  /** Strokes taken; null, undefined or 0 when the hole has no score. */
  readonly strokes?: number | null;
}

/** Inputs of `handicapRecordOfCard`. */
export interface HandicapCardInput {
  /** The golfer's Handicap Index when the round was played; null when they have none. */
  readonly handicapIndex: number | null;
  /** Ratings of the tee played; null when the tee is not rated. */
  readonly courseRating: number | null;
  readonly slopeRating: number | null;
  /** The card's holes. */
  readonly holes: readonly HandicapCardHole[];
}

/** What one round adds to a golfer's scoring record. */
export interface HandicapCardRecord {
  readonly holes: number;
  readonly adjustedGrossScore: number;
  /** The ratings the differential used (CR = par and slope 113 for an unrated tee). */
  readonly courseRating: number;
  readonly slopeRating: number;
  readonly differential: number;
}

/**
 * The handicap record of one card, or null when it does not count: only a full 18-hole card (holes 1 to 18
 * once each) with a score on every hole counts (9-hole differentials and net par for unplayed holes are not
 * computed). Each hole is capped by `handicapHoleScore` with the strokes of the golfer's course handicap,
 * rounded to a whole number, on the hole's stroke index (`strokeIndexesOf`: hole order when the card's are
 * incomplete); an unrated tee counts as CR = par and slope 113.
 */
export function handicapRecordOfCard(input: HandicapCardInput): HandicapCardRecord | null {
  const holes = [...input.holes].sort((a, b) => a.number - b.number);
  const isFullCard = holes.length === HOLES_IN_FULL_ROUND && holes.every((hole, i) => hole.number === i + 1);
  if (!isFullCard || holes.some((hole) => !hole.strokes || hole.strokes <= 0)) return null;

  const par = holes.reduce((sum, hole) => sum + hole.par, 0);
  const courseRating = input.courseRating ?? par;
  const slopeRating = input.slopeRating ?? STANDARD_SLOPE_RATING;
  const handicap =
    input.handicapIndex === null
      ? null
      : playingHandicap(
          roundCourseHandicap({
            handicapIndex: input.handicapIndex,
            tee: { courseRating, slopeRating },
            par,
            holesPlayed: HOLES_IN_FULL_ROUND,
            courseHoles: HOLES_IN_FULL_ROUND,
          }),
          1,
        );
  const indexes = strokeIndexesOf(holes);
  const adjustedGrossScore = holes.reduce((sum, hole, i) => {
    const received = handicap === null ? null : strokesReceived(handicap, indexes[i] ?? i + 1);
    return sum + handicapHoleScore(hole.strokes ?? 0, hole.par, received);
  }, 0);
  return {
    holes: HOLES_IN_FULL_ROUND,
    adjustedGrossScore,
    courseRating,
    slopeRating,
    differential: scoreDifferential({ adjustedGrossScore, courseRating, slopeRating }),
  };
}
