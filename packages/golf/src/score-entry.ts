/** Where the tee shot finished relative to the fairway. */
export type FairwayHit = 'left' | 'center' | 'right';

/** The fairway results, left to right. */
export const FAIRWAY_HITS: readonly FairwayHit[] = ['left', 'center', 'right'];

/** The three penalty counters of a hole. */
export type PenaltyKind = 'water' | 'ob' | 'drop';

/** The limits of the score view and of a stored hole score. */
export const HOLE_SCORE_LIMITS = {
  /** Lowest score a played hole can have. */
  minScore: 1,
  /** Highest score: the plus button is disabled from here. */
  maxScore: 15,
  minPutts: 0,
  maxPutts: 10,
  minPenalties: 0,
  maxPenalties: 9,
} as const;

/** Putts the first putts press sets, and the default shown. */
export const DEFAULT_PUTTS = 2;

/** The default fairway result shown on a par 4 or 5. */
export const DEFAULT_FAIRWAY_HIT: FairwayHit = 'center';

/**
 * One player's entry for one hole, as stored (game score record). Unset fields are null or absent; a score
 * of 0 or unset means the hole has not been played (it does not count).
 */
export interface HoleScoreEntry {
  readonly score?: number | null;
  readonly putts?: number | null;
  readonly waterPenalties?: number | null;
  readonly obPenalties?: number | null;
  readonly dropPenalties?: number | null;
  /** Only on par 4 and longer holes. */
  readonly fairwayHit?: FairwayHit | null;
}

/** A hole entry with every field shown on the score view filled in. */
export interface CompleteHoleScore {
  readonly score: number;
  readonly putts: number;
  readonly waterPenalties: number;
  readonly obPenalties: number;
  readonly dropPenalties: number;
  /** Null on holes without a fairway (par 3). */
  readonly fairwayHit: FairwayHit | null;
}

const PENALTY_FIELD = {
  water: 'waterPenalties',
  ob: 'obPenalties',
  drop: 'dropPenalties',
} as const satisfies Record<PenaltyKind, keyof HoleScoreEntry>;

function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && value > 0;
}

function isPresent(value: number | null | undefined): value is number {
  return typeof value === 'number';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * True when a hole of this par has a fairway to hit: par 4 and longer (the spec says par 4 and 5; a rare
 * par 6 has a fairway too).
 */
export function hasFairway(par: number): boolean {
  return par >= 4;
}

/**
 * The entry the score view shows for a hole, unset fields filled with the defaults: score = par, putts 2
 * (fewer when the score is 2 or 1, so putts stay below the score), penalties 0, fairway 'center' on holes with a fairway (null on a par 3). Set fields are kept as they are.
 */
export function holeScoreWithDefaults(
  entry: HoleScoreEntry | null | undefined,
  par: number,
): CompleteHoleScore {
  const score = isSet(entry?.score) ? entry.score : par;
  return {
    score,
    // a 2 with no putts entered shows 1 putt, a hole in one 0: the default never breaks "putts below score"
    putts: isPresent(entry?.putts) ? entry.putts : Math.max(0, Math.min(DEFAULT_PUTTS, score - 1)),
    waterPenalties: entry?.waterPenalties ?? 0,
    obPenalties: entry?.obPenalties ?? 0,
    dropPenalties: entry?.dropPenalties ?? 0,
    fairwayHit: hasFairway(par) ? (entry?.fairwayHit ?? DEFAULT_FAIRWAY_HIT) : null,
  };
}

/** Keeps putts strictly below the score: lowers putts to score − 1 when a lower score would meet them. */
function withPuttsBelowScore<T extends HoleScoreEntry>(entry: T, score: number): T {
  return isPresent(entry.putts) && entry.putts >= score
    ? { ...entry, score, putts: score - 1 }
    : { ...entry, score };
}

/** True while the plus button is enabled: the score shown is below 15. */
export function canIncrementScore(entry: HoleScoreEntry, par: number): boolean {
  return (isSet(entry.score) ? entry.score : par) < HOLE_SCORE_LIMITS.maxScore;
}

/**
 * The entry after a plus press: an unset score becomes par + 1, a set one goes up by one; never above 15
 * (the press does nothing there).
 */
export function incrementScore<T extends HoleScoreEntry>(entry: T, par: number): T {
  const next = isSet(entry.score) ? entry.score + 1 : par + 1;
  return { ...entry, score: Math.min(next, HOLE_SCORE_LIMITS.maxScore) };
}

/** True while the minus button is enabled: the score shown is above 1. */
export function canDecrementScore(entry: HoleScoreEntry, par: number): boolean {
  return (isSet(entry.score) ? entry.score : par) > HOLE_SCORE_LIMITS.minScore;
}

/**
 * The entry after a minus press: an unset score becomes par, a set one goes down by one but never below 1.
 * Putts that would no longer be below the score drop to score − 1 (a hole in one has 0 putts).
 */
export function decrementScore<T extends HoleScoreEntry>(entry: T, par: number): T {
  const next = isSet(entry.score) ? Math.max(entry.score - 1, HOLE_SCORE_LIMITS.minScore) : par;
  return withPuttsBelowScore(entry, next);
}

/**
 * The entry after choosing a score directly (clamped to 1..15, rounded); putts follow down as in
 * `decrementScore`.
 */
export function setScore<T extends HoleScoreEntry>(entry: T, score: number): T {
  return withPuttsBelowScore(
    entry,
    clamp(Math.round(score), HOLE_SCORE_LIMITS.minScore, HOLE_SCORE_LIMITS.maxScore),
  );
}

/**
 * The entry after setting putts (clamped to 0..10, rounded): an unset score becomes par first, and putts at
 * or above the score raise the score to putts + 1.
 */
export function setPutts<T extends HoleScoreEntry>(entry: T, putts: number, par: number): T {
  const nextPutts = clamp(Math.round(putts), HOLE_SCORE_LIMITS.minPutts, HOLE_SCORE_LIMITS.maxPutts);
  const score = isSet(entry.score) ? entry.score : par;
  return { ...entry, putts: nextPutts, score: nextPutts >= score ? nextPutts + 1 : score };
}

/** True while the putts plus button is enabled: putts shown below 10. */
export function canIncrementPutts(entry: HoleScoreEntry): boolean {
  return (isPresent(entry.putts) ? entry.putts : DEFAULT_PUTTS) < HOLE_SCORE_LIMITS.maxPutts;
}

/** True while the putts minus button is enabled: putts shown above 0. */
export function canDecrementPutts(entry: HoleScoreEntry): boolean {
  return (isPresent(entry.putts) ? entry.putts : DEFAULT_PUTTS) > HOLE_SCORE_LIMITS.minPutts;
}

/**
 * The entry after a putts plus press: the first press (putts unset) sets 2 putts, later ones add one up to
 * 10; as with `setPutts`, an unset score becomes par and the score stays above the putts.
 */
export function incrementPutts<T extends HoleScoreEntry>(entry: T, par: number): T {
  return setPutts(entry, isPresent(entry.putts) ? entry.putts + 1 : DEFAULT_PUTTS, par);
}

/**
 * The entry after a putts minus press: the first press (putts unset) sets 2 putts, later ones remove one
 * down to 0; an unset score becomes par.
 */
export function decrementPutts<T extends HoleScoreEntry>(entry: T, par: number): T {
  return setPutts(entry, isPresent(entry.putts) ? entry.putts - 1 : DEFAULT_PUTTS, par);
}

/** A penalty counter of an entry, 0 when unset. */
export function penaltyCount(entry: HoleScoreEntry, kind: PenaltyKind): number {
  return entry[PENALTY_FIELD[kind]] ?? 0;
}

/** The entry with one penalty counter set, clamped to 0..9 and rounded; the score is left alone. */
export function setPenalty<T extends HoleScoreEntry>(entry: T, kind: PenaltyKind, count: number): T {
  const value = clamp(Math.round(count), HOLE_SCORE_LIMITS.minPenalties, HOLE_SCORE_LIMITS.maxPenalties);
  return { ...entry, [PENALTY_FIELD[kind]]: value };
}

/** The entry after a penalty plus press: one more, at most 9. */
export function incrementPenalty<T extends HoleScoreEntry>(entry: T, kind: PenaltyKind): T {
  return setPenalty(entry, kind, penaltyCount(entry, kind) + 1);
}

/** The entry after a penalty minus press: one fewer, at least 0. */
export function decrementPenalty<T extends HoleScoreEntry>(entry: T, kind: PenaltyKind): T {
  return setPenalty(entry, kind, penaltyCount(entry, kind) - 1);
}

/** The entry with a fairway result; on a hole without a fairway (par 3) the fairway is cleared instead. */
export function setFairway<T extends HoleScoreEntry>(
  entry: T,
  fairwayHit: FairwayHit | null,
  par: number,
): T {
  return { ...entry, fairwayHit: hasFairway(par) ? fairwayHit : null };
}

/** A rule a stored hole score breaks, as an error code the web app translates. */
export type HoleScoreViolation =
  | 'score_out_of_range'
  | 'putts_out_of_range'
  | 'putts_not_below_score'
  | 'water_penalties_out_of_range'
  | 'ob_penalties_out_of_range'
  | 'drop_penalties_out_of_range'
  | 'fairway_invalid'
  | 'fairway_on_par_three';

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Every rule a hole score written to the server breaks, empty when valid: score a whole number 1..15 (0 or
 * unset: not played), putts 0..10 and below the score, each penalty counter 0..9, a fairway result only on
 * par 4 and longer holes and only left, center or right. Unset fields break no rule.
 */
export function validateHoleScore(entry: HoleScoreEntry, par: number): HoleScoreViolation[] {
  const violations: HoleScoreViolation[] = [];
  const { score, putts, fairwayHit } = entry;
  const scoreIsValid = !isPresent(score) || score === 0 || isIntegerIn(score, 1, HOLE_SCORE_LIMITS.maxScore);
  if (!scoreIsValid) violations.push('score_out_of_range');
  if (isPresent(putts)) {
    if (!isIntegerIn(putts, HOLE_SCORE_LIMITS.minPutts, HOLE_SCORE_LIMITS.maxPutts)) {
      violations.push('putts_out_of_range');
    }
    if (isSet(score) && putts >= score) violations.push('putts_not_below_score');
  }
  for (const kind of ['water', 'ob', 'drop'] as const) {
    const count = entry[PENALTY_FIELD[kind]];
    if (
      isPresent(count) &&
      !isIntegerIn(count, HOLE_SCORE_LIMITS.minPenalties, HOLE_SCORE_LIMITS.maxPenalties)
    ) {
      violations.push(`${kind}_penalties_out_of_range`);
    }
  }
  if (fairwayHit !== null && fairwayHit !== undefined) {
    if (!FAIRWAY_HITS.includes(fairwayHit)) violations.push('fairway_invalid');
    if (!hasFairway(par)) violations.push('fairway_on_par_three');
  }
  return violations;
}

/**
 * The strokes the marker's quick entry offers for a hole, centred on par: par − 1, par, par + 1 and par + 2
 * (a birdie to a double bogey), never below 1; anything else goes through the full score view ("more").
 */
export function quickScoreChoices(par: number): number[] {
  const base = Math.max(HOLE_SCORE_LIMITS.minScore, Math.round(par) - 1);
  return [base, base + 1, base + 2, base + 3].map((score) => Math.min(score, HOLE_SCORE_LIMITS.maxScore));
}
