import { roundHalfUp } from './rounding';
import { asHandicapIndex } from './units';
import type { HandicapIndex } from './units';

/** The slope rating of a course of standard difficulty (WHS); slope ratings are quoted relative to it. */
export const STANDARD_SLOPE_RATING = 113;

/** The highest Handicap Index the WHS allows. */
export const MAX_HANDICAP_INDEX = 54;

/** How many of the most recent score differentials a Handicap Index is calculated from. */
export const HANDICAP_INDEX_SCORE_WINDOW = 20;

/** Above the low Handicap Index, increases beyond this are halved (WHS soft cap). */
export const SOFT_CAP_THRESHOLD = 3;

/** The largest increase over the low Handicap Index the WHS allows (hard cap). */
export const HARD_CAP_LIMIT = 5;

/**
 * Exceptional score reduction (WHS rule 5.9): a score differential this many strokes or more below the Handicap
 * Index the round was played off takes 1.0 off each of the most recent 20 differentials, the exceptional one
 * included; `EXCEPTIONAL_SCORE_TWO` strokes or more below takes 2.0.
 */
export const EXCEPTIONAL_SCORE_ONE = 7;
export const EXCEPTIONAL_SCORE_TWO = 10;

/** A one-decimal value as a whole number of tenths (values with more decimals are rounded half up first). */
function toTenths(value: number): number {
  return Math.round(roundHalfUp(value, 1) * 10);
}

function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/** Inputs of `scoreDifferential`. */
export interface ScoreDifferentialInput {
  /** Adjusted gross score: hole scores capped at net double bogey (see `adjustedHoleScore`). */
  readonly adjustedGrossScore: number;
  /** Course rating of the tees played, e.g. 71.2. */
  readonly courseRating: number;
  /** Slope rating of the tees played, 55 to 155. */
  readonly slopeRating: number;
  /** Playing conditions calculation of the day, -1 to +3; 0 when absent. */
  readonly pcc?: number;
}

/**
 * The WHS score differential (rule 5.1): (113 / slope) × (AGS − CR − PCC), rounded half up to one decimal,
 * negative results included (-1.45 → -1.4). Covers 18-hole scores; 9-hole expected-score combinations
 * are the caller's to build.
 */
export function scoreDifferential({
  adjustedGrossScore,
  courseRating,
  slopeRating,
  pcc = 0,
}: ScoreDifferentialInput): number {
  assertFinite('adjustedGrossScore', adjustedGrossScore);
  assertFinite('courseRating', courseRating);
  assertFinite('pcc', pcc);
  if (!Number.isFinite(slopeRating) || slopeRating <= 0) {
    throw new RangeError(`slopeRating must be a positive number, got ${slopeRating}`);
  }
  // snapping the difference undoes the cancellation error of e.g. 70 - 70.45 (-0.45000000000000284)
  const difference = roundHalfUp(adjustedGrossScore - courseRating - pcc, 10);
  return roundHalfUp((STANDARD_SLOPE_RATING * difference) / slopeRating, 1);
}

/**
 * How many of the lowest differentials count and the adjustment added to their average, by number of
 * differentials available (WHS rule 5.2, table 5.2a).
 */
export function differentialsCounted(
  scoreCount: number,
): { readonly lowest: number; readonly adjustment: number } | null {
  if (scoreCount < 3) return null;
  if (scoreCount === 3) return { lowest: 1, adjustment: -2 };
  if (scoreCount === 4) return { lowest: 1, adjustment: -1 };
  if (scoreCount === 5) return { lowest: 1, adjustment: 0 };
  if (scoreCount === 6) return { lowest: 2, adjustment: -1 };
  if (scoreCount <= 8) return { lowest: 2, adjustment: 0 };
  if (scoreCount <= 11) return { lowest: 3, adjustment: 0 };
  if (scoreCount <= 14) return { lowest: 4, adjustment: 0 };
  if (scoreCount <= 16) return { lowest: 5, adjustment: 0 };
  if (scoreCount <= 18) return { lowest: 6, adjustment: 0 };
  if (scoreCount === 19) return { lowest: 7, adjustment: 0 };
  return { lowest: 8, adjustment: 0 };
}

/** Options of `handicapIndex`. */
export interface HandicapIndexOptions {
  /**
   * The player's low Handicap Index of the last 365 days. When given, the soft cap (increase above 3.0
   * halved) and the hard cap (increase at most 5.0) apply; the WHS establishes it only after 20 scores.
   */
  readonly lowHandicapIndex?: number;
}

/**
 * The WHS Handicap Index from score differentials ordered oldest first (most recent LAST): only the last
 * 20 count; the lowest 1 to 8 of them are averaged with the table 5.2a adjustment, rounded half up to one
 * decimal, capped against `lowHandicapIndex` when given, and never above 54.0. Null with fewer than 3
 * differentials. Differentials are taken to one decimal, as WHS records them, and used as given: exceptional
 * score reductions are `handicapIndexOfRecord`'s, which knows the index each score was played off.
 */
export function handicapIndex(
  differentials: readonly number[],
  { lowHandicapIndex }: HandicapIndexOptions = {},
): HandicapIndex | null {
  differentials.forEach((value, i) => assertFinite(`differentials[${i}]`, value));
  const window = differentials.slice(-HANDICAP_INDEX_SCORE_WINDOW);
  const counted = differentialsCounted(window.length);
  if (counted === null) return null;
  // Work in whole tenths so that sums such as -1.3 + 1.4 carry no binary error into the rounding.
  const lowest = window
    .map(toTenths)
    .sort((a, b) => a - b)
    .slice(0, counted.lowest);
  const sum = lowest.reduce((total, value) => total + value, 0);
  let indexTenths = roundHalfUp(sum / lowest.length + counted.adjustment * 10, 0);
  if (lowHandicapIndex !== undefined) {
    assertFinite('lowHandicapIndex', lowHandicapIndex);
    const lowTenths = toTenths(lowHandicapIndex);
    const increase = indexTenths - lowTenths;
    if (increase > SOFT_CAP_THRESHOLD * 10) {
      const softCapped = roundHalfUp(SOFT_CAP_THRESHOLD * 10 + (increase - SOFT_CAP_THRESHOLD * 10) / 2, 0);
      indexTenths = lowTenths + Math.min(softCapped, HARD_CAP_LIMIT * 10);
    }
  }
  return asHandicapIndex(Math.min(indexTenths / 10, MAX_HANDICAP_INDEX));
}

/** How far back the low Handicap Index looks from the most recent score (WHS rule 5.7). */
export const LOW_HANDICAP_INDEX_DAYS = 365;

/** The number of scores a low Handicap Index needs before it is established (and caps apply). */
export const LOW_HANDICAP_INDEX_MIN_SCORES = 20;

/** One acceptable score in a golfer's scoring record. */
export interface ScoringRecordEntry {
  /** When the round was played (milliseconds since the epoch). */
  readonly playedAt: number;
  /** Its score differential, one decimal. */
  readonly differential: number;
}

/** A golfer's Handicap Index with the low Handicap Index it was capped against, if any. */
export interface HandicapIndexOfRecord {
  readonly handicapIndex: HandicapIndex | null;
  readonly lowHandicapIndex: HandicapIndex | null;
  /**
   * Per score of the record, in its order: the exceptional score reductions its differential carries in the
   * index (0, or a negative whole number of strokes; several exceptional scores add up).
   */
  readonly exceptionalScoreReductions: readonly number[];
}

/**
 * The exceptional score reduction (WHS rule 5.9) a differential earns against the Handicap Index the round was
 * played off: 0, 1 or 2 strokes (returned positive).
 */
export function exceptionalScoreReduction(indexPlayedOff: number, differential: number): 0 | 1 | 2 {
  assertFinite('indexPlayedOff', indexPlayedOff);
  assertFinite('differential', differential);
  const below = toTenths(indexPlayedOff) - toTenths(differential);
  if (below >= EXCEPTIONAL_SCORE_TWO * 10) return 2;
  return below >= EXCEPTIONAL_SCORE_ONE * 10 ? 1 : 0;
}

/**
 * The Handicap Index of a whole scoring record, ordered oldest first: the index after each score is
 * recomputed in turn, and once a score has 20 scores before it the lowest index reached within the 365 days
 * before it is the low Handicap Index that caps the next one (WHS rule 5.7, simplified: only indexes
 * computed at scores inside the window count). Null index with fewer than 3 scores.
 *
 * A score 7.0 or more below the index computed before it is exceptional (rule 5.9): 1.0 (2.0 from 10.0 below)
 * comes off it and the 19 scores before it, for every index computed from then on; scores after it do not carry
 * it. The record's own index is the one the round is compared with, so the first three scores, played off a
 * declared handicap, are never exceptional.
 */
export function handicapIndexOfRecord(record: readonly ScoringRecordEntry[]): HandicapIndexOfRecord {
  const dayMs = 86_400_000;
  const indexes: (HandicapIndex | null)[] = [];
  // Per score, in whole strokes: what exceptional scores took off its differential.
  const reductions: number[] = [];
  let low: HandicapIndex | null = null;
  record.forEach((entry, i) => {
    const first = Math.max(0, i + 1 - HANDICAP_INDEX_SCORE_WINDOW);
    const playedOff = indexes.at(-1) ?? null;
    const reduction = playedOff === null ? 0 : exceptionalScoreReduction(playedOff, entry.differential);
    reductions.push(0);
    for (let j = first; j <= i; j += 1) reductions[j]! += reduction;

    low = null;
    for (let j = LOW_HANDICAP_INDEX_MIN_SCORES - 1; j < i; j += 1) {
      const earlier = indexes[j];
      const inWindow = entry.playedAt - (record[j]?.playedAt ?? 0) <= LOW_HANDICAP_INDEX_DAYS * dayMs;
      if (earlier !== null && earlier !== undefined && inWindow && (low === null || earlier < low))
        low = earlier;
    }
    const differentials = record
      .slice(first, i + 1)
      .map((score, k) => (toTenths(score.differential) - reductions[first + k]! * 10) / 10);
    indexes.push(handicapIndex(differentials, low === null ? {} : { lowHandicapIndex: low }));
  });
  return {
    handicapIndex: indexes.at(-1) ?? null,
    lowHandicapIndex: low,
    exceptionalScoreReductions: reductions.map((strokes) => (strokes === 0 ? 0 : -strokes)),
  };
}

/** Inputs of `courseHandicap`. */
export interface CourseHandicapInput {
  /** Handicap Index, negative for a plus handicap. */
  readonly handicapIndex: number;
  /** Slope rating of the tees played. */
  readonly slopeRating: number;
  /** Course rating of the tees played. */
  readonly courseRating: number;
  /** Par of the holes played. */
  readonly par: number;
}

/**
 * The WHS Course Handicap, UNROUNDED: HI × (slope / 113) + (CR − par). WHS applies the handicap allowance
 * to this unrounded value; round it with `playingHandicap(courseHandicap, 1)` to show a whole number.
 * For a 9-hole round pass the 9-hole ratings, par and half the index.
 */
export function courseHandicap({
  handicapIndex,
  slopeRating,
  courseRating,
  par,
}: CourseHandicapInput): number {
  assertFinite('handicapIndex', handicapIndex);
  assertFinite('courseRating', courseRating);
  assertFinite('par', par);
  if (!Number.isFinite(slopeRating) || slopeRating <= 0) {
    throw new RangeError(`slopeRating must be a positive number, got ${slopeRating}`);
  }
  // slope / 113 first keeps a standard slope exact; snapping CR − par undoes 71.2 - 72 = -0.7999999999999972
  return handicapIndex * (slopeRating / STANDARD_SLOPE_RATING) + roundHalfUp(courseRating - par, 10);
}

/**
 * The WHS Playing Handicap: course handicap × allowance (a fraction, 0.95 for individual stroke play),
 * rounded half up to a whole number (+2.5, i.e. -2.5, rounds to -2).
 */
export function playingHandicap(courseHandicap: number, allowance: number): number {
  assertFinite('courseHandicap', courseHandicap);
  if (!Number.isFinite(allowance) || allowance < 0) {
    throw new RangeError(`allowance must be a non-negative fraction, got ${allowance}`);
  }
  return roundHalfUp(courseHandicap * allowance, 0);
}

/** WHS recommended allowance for individual stroke play (95%). */
export const STROKE_PLAY_ALLOWANCE = 0.95;
/** WHS recommended allowance for individual Stableford (95%). */
export const STABLEFORD_ALLOWANCE = 0.95;
/** WHS recommended allowance for singles match play (100%, strokes off the lowest). */
export const MATCH_PLAY_ALLOWANCE = 1;
/** WHS recommended allowance for four-ball stroke play, per player (85%). */
export const FOUR_BALL_STROKE_PLAY_ALLOWANCE = 0.85;
/** WHS recommended allowance for four-ball match play, per player (90%, strokes off the lowest). */
export const FOUR_BALL_MATCH_PLAY_ALLOWANCE = 0.9;
/** WHS recommended allowance for foursomes (alternate shot): 50% of the combined course handicaps. */
export const FOURSOMES_ALLOWANCE = 0.5;
/** WHS recommended allowances for a 2-player scramble: 35% of the lower, 15% of the higher course handicap. */
export const SCRAMBLE_TWO_PLAYER_ALLOWANCES: readonly number[] = [0.35, 0.15];
/**
 * Allowances for a 3-player scramble, lowest course handicap first: 30/20/10%. The WHS table has none;
 * this is the figure several national associations publish.
 */
export const SCRAMBLE_THREE_PLAYER_ALLOWANCES: readonly number[] = [0.3, 0.2, 0.1];
/** WHS recommended allowances for a 4-player scramble, lowest course handicap first: 25/20/15/10%. */
export const SCRAMBLE_FOUR_PLAYER_ALLOWANCES: readonly number[] = [0.25, 0.2, 0.15, 0.1];

/**
 * The allowances a scramble team of `teamSize` players gets, lowest course handicap first. A team of one
 * plays individual stroke play (95%). Throws a RangeError outside 1 to 4 players.
 */
export function scrambleAllowances(teamSize: number): readonly number[] {
  switch (teamSize) {
    case 1:
      return [STROKE_PLAY_ALLOWANCE];
    case 2:
      return SCRAMBLE_TWO_PLAYER_ALLOWANCES;
    case 3:
      return SCRAMBLE_THREE_PLAYER_ALLOWANCES;
    case 4:
      return SCRAMBLE_FOUR_PLAYER_ALLOWANCES;
    default:
      throw new RangeError(`a scramble team has 1 to 4 players, got ${teamSize}`);
  }
}

/**
 * A scramble team's playing handicap: the members' course handicaps sorted lowest first, each weighted by
 * `scrambleAllowances`, summed and rounded half up once (2 players: 35% + 15%; 4: 25/20/15/10%).
 */
export function scrambleTeamHandicap(courseHandicaps: readonly number[]): number {
  courseHandicaps.forEach((value, i) => assertFinite(`courseHandicaps[${i}]`, value));
  const allowances = scrambleAllowances(courseHandicaps.length);
  const sorted = [...courseHandicaps].sort((a, b) => a - b);
  return roundHalfUp(
    sorted.reduce((sum, value, i) => sum + value * (allowances[i] ?? 0), 0),
    0,
  );
}

/**
 * A foursomes (alternate shot) team's playing handicap: 50% of the combined course handicaps, rounded
 * half up once. Throws a RangeError for an empty team.
 */
export function foursomesTeamHandicap(courseHandicaps: readonly number[]): number {
  if (courseHandicaps.length === 0) throw new RangeError('a foursomes team needs at least one player');
  courseHandicaps.forEach((value, i) => assertFinite(`courseHandicaps[${i}]`, value));
  return playingHandicap(
    courseHandicaps.reduce((sum, value) => sum + value, 0),
    FOURSOMES_ALLOWANCE,
  );
}

/**
 * Match play handicaps "off the low": each playing handicap minus the lowest of them, so the best player
 * plays off 0 and the others receive the difference (WHS rule 6.2), in the same order as given.
 */
export function handicapsOffLowest(playingHandicaps: readonly number[]): number[] {
  if (playingHandicaps.length === 0) return [];
  const lowest = Math.min(...playingHandicaps);
  return playingHandicaps.map((value) => value - lowest);
}
