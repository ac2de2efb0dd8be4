/** One side of a match: 'A' is the first player or team, 'B' the second. */
export type MatchSide = 'A' | 'B';

/** Who won one hole of a match. */
export type HoleWinner = MatchSide | 'halved';

/**
 * The final result of a match. `text` is the scoreboard notation: "3&2" when won with holes to spare
 * (3 up with 2 to play), "1 up" / "2 up" when won on the last hole, "halved" when all square after the
 * last hole ("A/S", all square, is the running state, not a result).
 */
export type MatchResult =
  | {
      readonly winner: MatchSide;
      readonly holesUp: number;
      readonly holesToPlay: number;
      readonly text: string;
    }
  | { readonly winner: 'halved'; readonly holesUp: 0; readonly holesToPlay: 0; readonly text: 'halved' };

/** The state of a match after the holes played so far. */
export interface MatchPlayStatus {
  /** The side ahead, null when all square. */
  readonly leader: MatchSide | null;
  /** By how many holes the leader is up; 0 when all square. */
  readonly holesUp: number;
  readonly holesWonA: number;
  readonly holesWonB: number;
  readonly holesHalved: number;
  /** Holes that count: won, lost or halved, up to the hole that decided the match. */
  readonly holesPlayed: number;
  /** Holes left in the match; 0 once complete. Holes after a decided match are not counted. */
  readonly holesToPlay: number;
  /** The leader is up by exactly the holes left, so cannot lose. */
  readonly isDormie: boolean;
  /** The lead is greater than the holes left: the match is over. */
  readonly isDecided: boolean;
  /** Decided, or every hole played. */
  readonly isComplete: boolean;
  /** The final result once complete, else null. */
  readonly result: MatchResult | null;
}

/**
 * The status of a match from its hole winners in playing order over `holesInMatch` holes: who is up and
 * by how much, holes played and to play, dormie, decided (lead greater than holes to play) and the final
 * result ("3&2", "2 up", "halved"). Holes listed after the match was decided, or beyond `holesInMatch`,
 * are ignored, so won A + won B + halved always equals holes played.
 */
export function matchPlayStatus(holeWinners: readonly HoleWinner[], holesInMatch: number): MatchPlayStatus {
  if (!Number.isInteger(holesInMatch) || holesInMatch < 1) {
    throw new RangeError(`holesInMatch must be a positive integer, got ${holesInMatch}`);
  }
  let holesWonA = 0;
  let holesWonB = 0;
  let holesHalved = 0;
  for (const winner of holeWinners) {
    const played = holesWonA + holesWonB + holesHalved;
    if (played === holesInMatch || Math.abs(holesWonA - holesWonB) > holesInMatch - played) break;
    if (winner === 'A') holesWonA += 1;
    else if (winner === 'B') holesWonB += 1;
    else holesHalved += 1;
  }
  const holesPlayed = holesWonA + holesWonB + holesHalved;
  const holesToPlay = holesInMatch - holesPlayed;
  const holesUp = Math.abs(holesWonA - holesWonB);
  const leader: MatchSide | null = holesWonA > holesWonB ? 'A' : holesWonB > holesWonA ? 'B' : null;
  const isDecided = holesUp > holesToPlay;
  const isComplete = isDecided || holesToPlay === 0;
  let result: MatchResult | null = null;
  if (isComplete) {
    result =
      leader === null
        ? { winner: 'halved', holesUp: 0, holesToPlay: 0, text: 'halved' }
        : {
            winner: leader,
            holesUp,
            holesToPlay,
            text: holesToPlay > 0 ? `${holesUp}&${holesToPlay}` : `${holesUp} up`,
          };
  }
  return {
    leader,
    holesUp,
    holesWonA,
    holesWonB,
    holesHalved,
    holesPlayed,
    holesToPlay,
    isDormie: !isDecided && holesUp > 0 && holesUp === holesToPlay,
    isDecided,
    isComplete,
    result,
  };
}

/** The winner of one hole from both sides' scores: the lower score wins, equal scores halve the hole. */
export function holeWinner(scoreA: number, scoreB: number): HoleWinner {
  if (scoreA < scoreB) return 'A';
  if (scoreB < scoreA) return 'B';
  return 'halved';
}
