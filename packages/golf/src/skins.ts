/** One hole's scores by player id; 0, null or undefined means the player has no score on the hole. */
export type SkinsHoleScores = Readonly<Record<string, number | null | undefined>>;

/** Options of `skins`. */
export interface SkinsOptions {
  /** When true a tied hole's skin(s) carry to the next hole; when false the skin of a tied hole is void. */
  readonly carryOver: boolean;
}

/**
 * What happened on one hole: 'won' by the only player with the lowest score, 'carried' (tie, carry-over on),
 * 'void' (tie, carry-over off), or 'unplayed' (nobody has a score yet).
 */
export type SkinsHoleOutcome = 'won' | 'carried' | 'void' | 'unplayed';

/** The skins outcome of one hole. */
export interface SkinsHole {
  readonly outcome: SkinsHoleOutcome;
  /** The player who won the hole's skins, null unless the outcome is 'won'. */
  readonly winnerId: string | null;
  /** Skins contested on the hole: its own plus those carried into it; 0 when unplayed. */
  readonly skinsAtStake: number;
}

/** The skins of a round. */
export interface SkinsResult {
  /** One entry per hole, in the order given. */
  readonly holes: readonly SkinsHole[];
  /** Skins won by every player seen in the scores, 0 included. */
  readonly skinsByPlayer: Readonly<Record<string, number>>;
  /** Skins still carried after the last played hole (always 0 when carry-over is off). */
  readonly carriedOver: number;
}

function isCounted(score: number | null | undefined): score is number {
  return typeof score === 'number' && score > 0;
}

/**
 * Skins over holes in playing order, one skin a hole: the lowest score that nobody else matches wins the
 * hole's skin plus any carried into it; a tie carries the skin(s) on (carry-over) or voids the hole's own
 * skin. Only nonzero scores count, so a hole is decided among the players who have scored it and a hole
 * nobody has scored is 'unplayed' and leaves the carry untouched (results are provisional while a round
 * is being scored). Won + void + carried over always equals the holes played.
 */
export function skins(scoresByHole: readonly SkinsHoleScores[], { carryOver }: SkinsOptions): SkinsResult {
  const skinsByPlayer = new Map<string, number>();
  for (const scores of scoresByHole) for (const id of Object.keys(scores)) skinsByPlayer.set(id, 0);

  let carried = 0;
  const holes = scoresByHole.map((scores): SkinsHole => {
    const counted = Object.entries(scores).filter((entry): entry is [string, number] => isCounted(entry[1]));
    if (counted.length === 0) return { outcome: 'unplayed', winnerId: null, skinsAtStake: 0 };
    const skinsAtStake = carried + 1;
    const best = Math.min(...counted.map(([, score]) => score));
    const leaders = counted.filter(([, score]) => score === best);
    const winner = leaders.length === 1 ? leaders[0] : undefined;
    if (winner !== undefined) {
      carried = 0;
      skinsByPlayer.set(winner[0], (skinsByPlayer.get(winner[0]) ?? 0) + skinsAtStake);
      return { outcome: 'won', winnerId: winner[0], skinsAtStake };
    }
    if (carryOver) {
      carried = skinsAtStake;
      return { outcome: 'carried', winnerId: null, skinsAtStake };
    }
    return { outcome: 'void', winnerId: null, skinsAtStake };
  });

  return { holes, skinsByPlayer: Object.fromEntries(skinsByPlayer), carriedOver: carried };
}
