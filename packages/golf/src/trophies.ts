/**
 * Trophies golfers earn from their scores (games-and-profiles.md §2 "Achievements"): first birdie, first eagle,
 * hole in one, three birdies in a row, and an 18-hole round under 100, 90 and 80. Pure functions over a golfer's
 * rounds in the order they were played.
 */

/** The score trophies, in the order the trophies page shows them. */
export const SCORE_TROPHY_IDS = [
  'first-birdie',
  'first-eagle',
  'hole-in-one',
  'birdie-streak-3',
  'break-100',
  'break-90',
  'break-80',
] as const;
export type ScoreTrophyId = (typeof SCORE_TROPHY_IDS)[number];

/** One hole a golfer played: its number, its par from their tee, their strokes (0 or less: not played). */
export interface TrophyHole {
  holeNumber: number;
  par: number;
  score: number;
}

/** One finished round of the golfer, `playedAt` being whatever the caller dates rounds with. */
export interface TrophyRound<D> {
  playedAt: D;
  holes: readonly TrophyHole[];
}

/** Where a golfer stands on one trophy: `progress` out of `total`, and the date of the round that earned it. */
export interface TrophyProgress<D> {
  id: ScoreTrophyId;
  progress: number;
  total: number;
  /** The `playedAt` of the first round that earned it; null until earned. */
  earnedAt: D | null;
}

/** Birdies (or better) in a row that earn `birdie-streak-3`. */
export const BIRDIE_STREAK = 3;
/** The thresholds of the "break" trophies: a complete 18-hole round with a gross total below each. */
export const BREAK_THRESHOLDS = { 'break-100': 100, 'break-90': 90, 'break-80': 80 } as const;

/** The holes actually played (a score above 0), by hole number. */
function playedHoles(round: TrophyRound<unknown>): TrophyHole[] {
  return round.holes.filter((hole) => hole.score > 0).sort((a, b) => a.holeNumber - b.holeNumber);
}

/**
 * The longest run of birdies or better on consecutive holes of one round (hole 9 then 10 are consecutive; a
 * hole not played breaks the run).
 */
export function longestBirdieRun(holes: readonly TrophyHole[]): number {
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const hole of [...holes].sort((a, b) => a.holeNumber - b.holeNumber)) {
    const isBirdieOrBetter = hole.score > 0 && hole.score <= hole.par - 1;
    const follows = previous !== null && hole.holeNumber === previous + 1;
    run = isBirdieOrBetter ? (follows ? run + 1 : 1) : 0;
    best = Math.max(best, run);
    previous = hole.score > 0 ? hole.holeNumber : null;
  }
  return best;
}

/**
 * The gross total of a complete 18-hole round (every one of 18 holes scored), or null for any other round: a
 * nine-hole round, or one with holes missing, breaks nothing.
 */
export function completeEighteenTotal(round: TrophyRound<unknown>): number | null {
  const holes = playedHoles(round);
  if (holes.length !== 18 || new Set(holes.map((hole) => hole.holeNumber)).size !== 18) return null;
  return holes.reduce((total, hole) => total + hole.score, 0);
}

/**
 * The golfer's progress on every score trophy, from their rounds oldest first. A trophy is earned by the first
 * round that meets it, and dated with that round's `playedAt`. Birdie: one under par; eagle: two under (a hole
 * in one on a par 3 is both an eagle and a hole in one).
 */
export function scoreTrophies<D>(rounds: readonly TrophyRound<D>[]): TrophyProgress<D>[] {
  const earned = new Map<ScoreTrophyId, D>();
  let bestRun = 0;
  const earn = (id: ScoreTrophyId, date: D) => {
    if (!earned.has(id)) earned.set(id, date);
  };
  for (const round of rounds) {
    const holes = playedHoles(round);
    for (const hole of holes) {
      if (hole.score === hole.par - 1) earn('first-birdie', round.playedAt);
      if (hole.score === hole.par - 2) earn('first-eagle', round.playedAt);
      if (hole.score === 1) earn('hole-in-one', round.playedAt);
    }
    const run = longestBirdieRun(holes);
    bestRun = Math.max(bestRun, run);
    if (run >= BIRDIE_STREAK) earn('birdie-streak-3', round.playedAt);
    const total = completeEighteenTotal(round);
    if (total !== null) {
      for (const [id, threshold] of Object.entries(BREAK_THRESHOLDS) as [ScoreTrophyId, number][]) {
        if (total < threshold) earn(id, round.playedAt);
      }
    }
  }
  return SCORE_TROPHY_IDS.map((id) => {
    const earnedAt = earned.get(id) ?? null;
    const total = id === 'birdie-streak-3' ? BIRDIE_STREAK : 1;
    const progress = earnedAt !== null ? total : id === 'birdie-streak-3' ? Math.min(bestRun, total) : 0;
    return { id, progress, total, earnedAt };
  });
}
