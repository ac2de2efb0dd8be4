import type { GameDetail } from '@fairway/contract';
import {
  leaderboardHolesOf,
  leaderboardScoringMode,
  roundLeaderboard,
  rowMatch,
  stablefordPoints,
  strokeIndexRanks,
  strokesReceived,
} from '@fairway/golf';
import type { LeaderboardHole, LeaderboardRow, RoundLeaderboardInput, ScoringMode } from '@fairway/golf';
import { holeView, isCounted, playingOrder } from './holes';

/** Strokes by hole number, then game player id (queued entries already laid over the server's). */
export type StrokesByHole = Readonly<
  Record<string, Readonly<Record<string, { score: number | null } | undefined>> | undefined>
>;

type LeaderboardDetail = Pick<GameDetail, 'game' | 'players' | 'holes' | 'holesByTee'>;

/** The round's holes from the first player's tee in playing order, as the card gives them. */
function roundCard(detail: LeaderboardDetail) {
  const teeId = detail.players[0]?.teeId ?? null;
  return playingOrder(detail).map((number) => {
    const view = holeView(detail, number, teeId);
    return { number, par: view.par, strokeIndex: view.strokeIndex };
  });
}

/**
 * The round's holes for the leaderboard, as the server builds them for the result: the first player's tee, in
 * playing order, each hole's stroke index by packages/golf's `leaderboardHolesOf` (hole order when the card's
 * are incomplete).
 */
export function leaderboardHoles(detail: LeaderboardDetail): LeaderboardHole[] {
  return leaderboardHolesOf(roundCard(detail));
}

/** Net for every handicap game, gross otherwise (packages/golf's `leaderboardScoringMode`). */
export function leaderboardMode(game: GameDetail['game']): ScoringMode {
  return leaderboardScoringMode({
    format: game.type,
    useHandicaps: game.useHandicaps,
    scoringMode: game.scoringMode,
  });
}

/**
 * The live leaderboard of the round, by packages/golf's `roundLeaderboard`, the one the server's result uses:
 * the players' course handicaps as the server computed them, teams, the scores shown.
 */
export function liveLeaderboard(detail: LeaderboardDetail, strokes: StrokesByHole): LeaderboardRow[] {
  return roundLeaderboard(leaderboardInput(detail, strokes));
}

/** The round's leaderboard input: its format, the holes from the first player's tee, players and strokes. */
export function leaderboardInput(detail: LeaderboardDetail, strokes: StrokesByHole): RoundLeaderboardInput {
  const holes = roundCard(detail);
  const scores: Record<string, Record<number, number | null>> = {};
  for (const hole of holes) {
    for (const player of detail.players) {
      const score = strokes[String(hole.number)]?.[player.id]?.score;
      if (isCounted(score)) (scores[player.id] ??= {})[hole.number] = score;
    }
  }
  return {
    format: detail.game.type,
    useHandicaps: detail.game.useHandicaps,
    scoringMode: detail.game.scoringMode,
    holes,
    players: detail.players,
    scores,
  };
}

/** The leaderboard row a player belongs to (their own, or their team's). */
export function rowOfPlayer(rows: readonly LeaderboardRow[], playerId: string): LeaderboardRow | undefined {
  return rows.find((row) => row.playerIds.includes(playerId));
}

/**
 * Stableford points of one player on one hole (null when the hole has no score): the player's playing
 * handicap from the leaderboard row and the hole's stroke index rank among the holes played.
 */
export function holePoints(
  detail: LeaderboardDetail,
  rows: readonly LeaderboardRow[],
  playerId: string,
  holeNumber: number,
  strokes: number | null | undefined,
): number | null {
  if (!isCounted(strokes)) return null;
  const holes = leaderboardHoles(detail);
  const index = holes.findIndex((hole) => hole.number === holeNumber);
  const hole = holes[index];
  if (!hole) return null;
  const ranks = strokeIndexRanks(holes.map((candidate) => candidate.strokeIndex));
  const handicap = rowOfPlayer(rows, playerId)?.playingHandicaps[playerId] ?? 0;
  const isNet = leaderboardMode(detail.game) === 'net';
  const received = isNet ? strokesReceived(handicap, ranks[index] ?? 1, holes.length) : 0;
  return stablefordPoints({ strokes, par: hole.par, strokesReceived: received });
}

/** What a leaderboard row shows as its standing, by format. */
export type Standing =
  | { kind: 'points'; points: number }
  | { kind: 'skins'; skins: number }
  | {
      kind: 'match';
      leader: boolean | null;
      holesUp: number;
      result: string | null;
      /** Once the match is over: won, lost or halved by the row's side. */
      outcome?: 'won' | 'lost' | 'halved' | null;
    }
  | { kind: 'toPar'; toPar: number; /** Net strokes (after handicap strokes): said so. */ net?: boolean };

/**
 * The standing of a row for its format (match play reads the row's first match); `isNet` says that strokes are
 * counted net, so the figure is labelled so.
 */
export function standingOf(format: string, row: LeaderboardRow, isNet = false): Standing {
  if (format === 'stableford') return { kind: 'points', points: row.points ?? 0 };
  if (format === 'skins') return { kind: 'skins', skins: row.skins ?? 0 };
  if (format === 'matchplay') {
    const match = rowMatch(row);
    return {
      kind: 'match',
      leader: !match || match.holesUp === 0 ? null : match.holesUp > 0,
      holesUp: Math.abs(match?.holesUp ?? 0),
      result: match?.result ?? null,
      outcome: match?.outcome ?? null,
    };
  }
  return { kind: 'toPar', toPar: row.toPar, net: isNet };
}

/** A to-par figure as golfers write it: "E" for even, "+3", "−2". */
export function formatToPar(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `−${Math.abs(toPar)}`;
}
