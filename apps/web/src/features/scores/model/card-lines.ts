import { roundCard } from '@fairway/golf';
import type { RoundLeaderboardInput } from '@fairway/golf';
import type { ScorecardLine } from '../../courses';

/** What a player's row of the card adds to the strokes: dots for strokes received and the rows under them. */
export interface PlayerCardExtras {
  /** Strokes received per hole number (index `hole - 1`); empty in a gross game. */
  strokesReceived: (number | null)[];
  lines: ScorecardLine[];
}

/**
 * The card's extras of every player, by player id, from packages/golf's `roundCard` (the leaderboard's own
 * rules): in a game where handicap strokes count, the strokes received as dots and a net row; a points row in
 * stableford, a skins row in skins, the match's status in match play (each player's side, from their view).
 */
export function cardExtras(input: RoundLeaderboardInput): Record<string, PlayerCardExtras> {
  const card = roundCard(input);
  const isNet = card.scoringMode === 'net';
  const size = Math.max(0, ...input.holes.map((hole) => hole.number));
  const perHole = (pick: (hole: (typeof card.players)[number]['holes'][number]) => number | null) => {
    return (line: (typeof card.players)[number]) => {
      const values: (number | null)[] = Array.from({ length: size }, () => null);
      for (const hole of line.holes) values[hole.number - 1] = pick(hole);
      return values;
    };
  };
  return Object.fromEntries(
    card.players.map((player) => {
      const lines: ScorecardLine[] = [];
      if (isNet) lines.push({ kind: 'net', values: perHole((hole) => hole.net)(player) });
      if (input.format === 'stableford') {
        lines.push({ kind: 'points', values: perHole((hole) => hole.points)(player) });
      }
      if (input.format === 'skins') {
        // Skins show on the holes the player scored: a hole not yet played has no skins to give.
        lines.push({
          kind: 'skins',
          values: perHole((hole) => (hole.strokes === null ? null : hole.skinsWon))(player),
        });
      }
      if (input.format === 'matchplay') {
        const statuses = player.holes.flatMap((hole) => (hole.match ? [hole.match] : []));
        const last = statuses.at(-1);
        const result = last?.result ?? null;
        lines.push({
          kind: 'match',
          values: perHole((hole) =>
            hole.match
              ? hole.match.leader === 'A'
                ? hole.match.holesUp
                : hole.match.leader === 'B'
                  ? -hole.match.holesUp
                  : 0
              : null,
          )(player),
          result: result
            ? {
                outcome: result.winner === 'halved' ? 'halved' : result.winner === 'A' ? 'won' : 'lost',
                text: result.text,
              }
            : null,
        });
      }
      return [
        player.playerId,
        {
          strokesReceived: isNet ? perHole((hole) => hole.strokesReceived)(player) : [],
          lines,
        },
      ];
    }),
  );
}
