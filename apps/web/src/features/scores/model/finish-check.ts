import type { GameDetail, GamePlayer } from '@fairway/contract';
import { holesWithoutScore, recordableNine } from '@fairway/golf';
import { isCounted } from './holes';

/** What finishing a round would leave: holes without a score, and the nine it can be recorded as. */
export interface FinishCheck {
  /** Holes of the round on which a player has no score (packages/golf's `holesWithoutScore`). */
  missing: number;
  /** The complete nine (0 front, 9 back) an 18-hole round can be recorded as (`recordableNine`), or null. */
  nine: 0 | 9 | null;
}

/** The finish check of a round from the scores shown (queued entries laid over the server's). */
export function finishCheck(
  detail: Pick<GameDetail, 'game' | 'holes' | 'holesByTee'>,
  layout: readonly number[],
  players: readonly Pick<GamePlayer, 'id'>[],
  scores: Readonly<
    Record<string, Readonly<Record<string, { score: number | null } | undefined>> | undefined>
  >,
): FinishCheck {
  const ids = players.map((player) => player.id);
  const strokes: Record<string, Record<number, number>> = {};
  for (const [hole, byPlayer] of Object.entries(scores)) {
    for (const id of ids) {
      const score = byPlayer?.[id]?.score;
      if (isCounted(score)) (strokes[id] ??= {})[Number(hole)] = score;
    }
  }
  const courseHoles = Math.max(
    0,
    ...[detail.holes, ...Object.values(detail.holesByTee)].flatMap((list) =>
      list.map((hole) => hole.holeNumber),
    ),
  );
  return {
    missing: holesWithoutScore(layout, ids, strokes).length,
    nine: recordableNine(detail.game.holes, courseHoles, ids, strokes),
  };
}
