/** The number of holes in a full round, and so the usual range of stroke indexes (1 to 18). */
export const HOLES_IN_FULL_ROUND = 18;

/**
 * Whole handicap strokes a player receives on one hole (negative: strokes given back). A playing
 * handicap of 20 over 18 holes gives 2 strokes on stroke indexes 1–2 and 1 on the others; above 36 it
 * wraps again. A plus handicap gives strokes back from the hardest-rated-last end: -2 gives -1 on stroke
 * indexes 18 and 17. `strokeIndex` is the hole's rank among the `holesInRound` holes played (1 = hardest),
 * so a 9-hole round takes ranks 1–9: use `strokeIndexRanks` to turn an 18-hole card's indexes (odd, even
 * or mixed) into ranks, and pass a 9-hole playing handicap. Throws a RangeError on non-integers or a
 * stroke index outside 1..holesInRound.
 */
export function strokesReceived(
  playingHandicap: number,
  strokeIndex: number,
  holesInRound: number = HOLES_IN_FULL_ROUND,
): number {
  if (!Number.isInteger(playingHandicap)) {
    throw new RangeError(`playingHandicap must be a whole number, got ${playingHandicap}`);
  }
  if (!Number.isInteger(holesInRound) || holesInRound < 1) {
    throw new RangeError(`holesInRound must be a positive integer, got ${holesInRound}`);
  }
  if (!Number.isInteger(strokeIndex) || strokeIndex < 1 || strokeIndex > holesInRound) {
    throw new RangeError(
      `strokeIndex must be an integer from 1 to ${holesInRound}, got ${strokeIndex}` +
        (holesInRound < HOLES_IN_FULL_ROUND ? ' (rank 18-hole indexes with strokeIndexRanks)' : ''),
    );
  }
  if (playingHandicap >= 0) {
    const base = Math.floor(playingHandicap / holesInRound);
    return base + (strokeIndex <= playingHandicap % holesInRound ? 1 : 0);
  }
  const given = -playingHandicap;
  const base = Math.floor(given / holesInRound);
  const extra = strokeIndex > holesInRound - (given % holesInRound) ? 1 : 0;
  return base + extra === 0 ? 0 : -(base + extra);
}

/**
 * Ranks the stroke indexes of the holes in a round from 1 (lowest index, hardest) to n, in the order
 * given: [1, 3, 5, …, 17] ranks as [1, 2, 3, …, 9], [2, 4, …, 18] likewise. Equal indexes rank in the order
 * they appear, so the result is always a permutation of 1..n.
 */
export function strokeIndexRanks(strokeIndexes: readonly number[]): number[] {
  const order = strokeIndexes.map((strokeIndex, position) => ({ strokeIndex, position }));
  order.sort((a, b) => a.strokeIndex - b.strokeIndex || a.position - b.position);
  const ranks = new Array<number>(strokeIndexes.length).fill(0);
  order.forEach(({ position }, i) => {
    ranks[position] = i + 1;
  });
  return ranks;
}

/** Net double bogey, the WHS maximum hole score for handicap purposes: par + 2 + strokes received. */
export function netDoubleBogey(par: number, strokesReceived: number): number {
  return par + 2 + strokesReceived;
}

/** A hole score as it counts for handicap purposes: the strokes taken, capped at net double bogey. */
export function adjustedHoleScore(strokes: number, par: number, strokesReceived: number): number {
  return Math.min(strokes, netDoubleBogey(par, strokesReceived));
}
