import type { Course, Tee } from '@fairway/contract';

/*
 * The one scorecard of the app: a course's (clubs-and-social.md §2 "Club detail"), a round's and a result's
 * (games-and-profiles.md §2). Up to 18 holes, the front-nine and back-nine subtotals, par and stroke index rows,
 * one distance row per tee (named by its name and colour), one score row per player, and the wide layout when
 * there are more than 3 tees. Pure: the Scorecard component only draws it.
 */

/** At most this many holes are shown (§2). */
export const MAX_SCORECARD_HOLES = 18;
/** With more tees than this, the card is one wide table (§2); otherwise one table per nine. */
export const COMPACT_TEE_LIMIT = 3;

/** One stretch of holes and its subtotal column: the front nine ("out"), the back nine ("in"). */
export interface Nine {
  kind: 'out' | 'in';
  holes: number[];
}

export interface ScorecardTee {
  teeId: string;
  name: string;
  /** A CSS colour for the swatch, or null when the data gives none. */
  swatch: string | null;
  /** Metres per hole (null when unknown), in hole order. */
  distances: (number | null)[];
  /** Metres over the whole course; null when a hole's distance is unknown. */
  totalDistance: number | null;
  rated: boolean;
  courseRating: number | null;
  slope: number | null;
}

/** A player's row of the card: strokes per hole, coloured by the score's name relative to par. */
export interface ScorecardPlayer {
  id: string;
  name: string;
  /** Strokes per hole number (index `hole - 1`); null or missing for a hole not played. */
  scores: (number | null)[];
  /** Par per hole from this player's tee, when it differs from the card's. */
  par?: (number | null)[];
  /** Holes whose score is queued on this device and not synced yet. */
  pending?: readonly number[];
  /** Handicap strokes received per hole number (index `hole - 1`): drawn as dots on the score. */
  strokesReceived?: (number | null)[];
  /** Rows under the player's scores: net strokes, stableford points, skins won, the match's status. */
  lines?: ScorecardLine[];
}

/** What a row under a player's scores counts. */
export type ScorecardLineKind = 'net' | 'points' | 'skins' | 'match';

/**
 * A row under a player's scores. Per hole number (index `hole - 1`): a count (net strokes, points, skins won),
 * or for 'match' the holes the player's side is up after the hole (negative: down, 0: all square); null for
 * none. The nine and total columns add the counts up; a match shows its state after the nine's last counted
 * hole, and its `result` (won "3&2", lost "2 up", halved) once decided.
 */
export interface ScorecardLine {
  kind: ScorecardLineKind;
  values: (number | null)[];
  result?: { outcome: 'won' | 'lost' | 'halved'; text: string } | null;
}

/** A line's figure for some holes: the sum of its counts, or a match's state after the last counted hole. */
export function lineSum(line: ScorecardLine, holes: readonly number[]): number | null {
  const known = holes
    .map((hole) => line.values[hole - 1])
    .filter((value): value is number => typeof value === 'number');
  if (known.length === 0) return null;
  return line.kind === 'match' ? (known[known.length - 1] ?? null) : known.reduce((a, b) => a + b, 0);
}

export interface Scorecard {
  /** Hole numbers shown, in order (1 to 9, 10 to 18, 1 to 18). */
  holes: number[];
  nines: Nine[];
  /** Par per hole (null when no tee gives it). */
  par: (number | null)[];
  /** Stroke index per hole (null when unknown). */
  strokeIndex: (number | null)[];
  tees: ScorecardTee[];
  /** Score rows, one per player (none on a course's card). */
  players: ScorecardPlayer[];
  layout: 'compact' | 'wide';
}

/** Tee colour names in the data and the colour drawn for each. */
const TEE_SWATCHES: Readonly<Record<string, string>> = {
  white: '#ffffff',
  yellow: '#facc15',
  blue: '#2563eb',
  red: '#dc2626',
  black: '#111827',
  green: '#16a34a',
  gold: '#ca8a04',
  silver: '#9ca3af',
  orange: '#f97316',
  purple: '#7e22ce',
  violet: '#7c3aed',
  pink: '#ec4899',
  brown: '#92400e',
  grey: '#6b7280',
  gray: '#6b7280',
};

/** The swatch colour of a tee colour name (any case); null for none or an unknown name. */
export function teeSwatch(teeColor: string | null): string | null {
  if (!teeColor) return null;
  return TEE_SWATCHES[teeColor.trim().toLowerCase()] ?? null;
}

/** The sum of the values of some holes; null when one of them is unknown. */
export function subtotal(values: readonly (number | null)[], holes: readonly number[]): number | null {
  let sum = 0;
  for (const hole of holes) {
    const value = values[hole - 1];
    if (value === null || value === undefined) return null;
    sum += value;
  }
  return sum;
}

/** Holes 1 to 9 are the front nine ("Out"), 10 to 18 the back nine ("In"); a card of one nine has one. */
export function ninesOf(holes: readonly number[]): Nine[] {
  const front = holes.filter((hole) => hole <= 9);
  const back = holes.filter((hole) => hole > 9);
  return [
    ...(front.length > 0 ? [{ kind: 'out' as const, holes: front }] : []),
    ...(back.length > 0 ? [{ kind: 'in' as const, holes: back }] : []),
  ];
}

/** The card's layout for its number of tees (§2: more than 3 tees read as one wide table). */
export function layoutFor(teeCount: number): Scorecard['layout'] {
  return teeCount > COMPACT_TEE_LIMIT ? 'wide' : 'compact';
}

/** A player's strokes on the card's holes; null for a hole not played. */
export function playerTotal(player: ScorecardPlayer, holes: readonly number[]): number | null {
  let sum = 0;
  let played = 0;
  for (const hole of holes) {
    const score = player.scores[hole - 1];
    if (typeof score === 'number' && score > 0) {
      sum += score;
      played += 1;
    }
  }
  return played > 0 ? sum : null;
}

/** The holes of a course shown on the card: the course's count, else the tees' longest list, at most 18. */
function holeCountOf(course: Course): number {
  const fromTees = Math.max(0, ...course.tees.map((tee) => tee.holes.length));
  return Math.min(MAX_SCORECARD_HOLES, course.holes > 0 ? course.holes : fromTees);
}

function perHole<T>(tee: Tee, count: number, read: (hole: Tee['holes'][number]) => T | null): (T | null)[] {
  return Array.from({ length: count }, (_, index) => {
    const hole = tee.holes.find((candidate) => candidate.holeNumber === index + 1);
    return hole ? read(hole) : null;
  });
}

/** The first known value per hole across the tees (par and stroke index are the card's, not a tee's). */
function firstKnown(rows: readonly (number | null)[][], count: number): (number | null)[] {
  return Array.from({ length: count }, (_, index) => {
    for (const row of rows) {
      const value = row[index];
      if (value !== null && value !== undefined) return value;
    }
    return null;
  });
}

/** The scorecard of a course. */
export function scorecardOf(course: Course): Scorecard {
  const count = holeCountOf(course);
  const holes = Array.from({ length: count }, (_, index) => index + 1);
  const nines = ninesOf(holes);
  const tees = course.tees.map((tee): ScorecardTee => {
    const distances = perHole(tee, count, (hole) => hole.distance);
    return {
      teeId: tee.teeId,
      name: tee.teeName,
      swatch: teeSwatch(tee.teeColor),
      distances,
      totalDistance: subtotal(distances, holes) ?? tee.totalDistance,
      rated: tee.rated,
      courseRating: tee.rated ? tee.courseCr : null,
      slope: tee.rated ? tee.courseSlope : null,
    };
  });
  return {
    holes,
    nines,
    par: firstKnown(
      course.tees.map((tee) => perHole(tee, count, (hole) => hole.par)),
      count,
    ),
    strokeIndex: firstKnown(
      course.tees.map((tee) => perHole(tee, count, (hole) => hole.handicap)),
      count,
    ),
    tees,
    players: [],
    layout: layoutFor(course.tees.length),
  };
}
