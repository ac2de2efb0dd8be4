import type { GameFormat, ScoringMode } from './formats';
import { HOLES_BACK_NINE, HOLES_FRONT_NINE, HOLES_FULL_ROUND, holesInPlay } from './holes';
import type { MatchPlayStatus } from './match-play';
import type { LeaderboardRow, PlayerHoleScores } from './leaderboard';
import { leaderboardHolesOf, leaderboardScoringMode, roundLeaderboard } from './round';
import type { RoundLeaderboardInput } from './round';
import { stablefordPoints } from './stableford';
import { strokeIndexRanks, strokesReceived } from './stroke-allocation';

/** One hole of a player's line on the round's card. */
export interface CardLineHole {
  /** Hole number on the card (1–18). */
  readonly number: number;
  /** Strokes taken; null when the hole has no score yet. */
  readonly strokes: number | null;
  /** Handicap strokes the player receives on the hole (negative: given back); 0 in a gross game. */
  readonly strokesReceived: number;
  /** Strokes minus strokes received; null when the hole has no score. */
  readonly net: number | null;
  /** Stableford points (stableford only; null otherwise or without a score). */
  readonly points: number | null;
  /** Skins the player's side won on this hole, carried ones included (skins only; null otherwise). */
  readonly skinsWon: number | null;
  /**
   * The state of the side's first match after this hole, seen from the side (match play only; null otherwise,
   * when the hole did not count for the match: unscored by one side, or after the match was decided).
   */
  readonly match: MatchPlayStatus | null;
}

/** A player's line on the round's card: what each hole gave, in the round's playing order. */
export interface PlayerCardLine {
  readonly playerId: string;
  /** The playing handicap the player's strokes come from (a team-ball format: the team's). */
  readonly playingHandicap: number;
  readonly holes: readonly CardLineHole[];
}

/** The card of a round: its scoring mode and each player's line. */
export interface RoundCard {
  /** 'net' when handicap strokes count (`leaderboardScoringMode`): the card shows them and a net row. */
  readonly scoringMode: ScoringMode;
  readonly players: readonly PlayerCardLine[];
}

/** The scores of the holes played up to and including the `count`-th hole of the playing order. */
function scoresUpTo(
  input: RoundLeaderboardInput,
  count: number,
): Record<string, PlayerHoleScores | undefined> {
  const kept = new Set(input.holes.slice(0, count).map((hole) => hole.number));
  return Object.fromEntries(
    Object.entries(input.scores).map(([id, byHole]) => [
      id,
      byHole
        ? Object.fromEntries(Object.entries(byHole).filter(([number]) => kept.has(Number(number))))
        : undefined,
    ]),
  );
}

function counted(score: number | null | undefined): number | null {
  return typeof score === 'number' && score > 0 ? score : null;
}

/**
 * The round's card hole by hole, from the same input and rules as `roundLeaderboard`, so the card's rows add up
 * to the leaderboard: strokes received per hole from each player's playing handicap (the format's allowance) and
 * the hole's stroke index rank, net strokes, stableford points, and, read from the leaderboard after each hole
 * of the playing order, the skins won on the hole and the match status after it. Holes come in playing order.
 */
export function roundCard(input: RoundLeaderboardInput): RoundCard {
  const rows = roundLeaderboard(input);
  const holes = leaderboardHolesOf(input.holes);
  const ranks = strokeIndexRanks(holes.map((hole) => hole.strokeIndex));
  const scoringMode = leaderboardScoringMode(input);
  const isNet = scoringMode === 'net';
  const format = input.format;
  // The leaderboard after each hole of the playing order: skins and match status hole by hole.
  const steps =
    format === 'skins' || format === 'matchplay'
      ? holes.map((_, h) => roundLeaderboard({ ...input, scores: scoresUpTo(input, h + 1) }))
      : [];
  const rowOf = (list: typeof rows, playerId: string) => list.find((row) => row.playerIds.includes(playerId));

  return {
    scoringMode,
    players: input.players.map((player) => {
      const row = rowOf(rows, player.id);
      const playingHandicap = row?.playingHandicaps[player.id] ?? 0;
      return {
        playerId: player.id,
        playingHandicap,
        holes: holes.map((hole, h): CardLineHole => {
          const strokes = counted(input.scores[player.id]?.[hole.number]);
          const received = isNet ? strokesReceived(playingHandicap, ranks[h] ?? 1, holes.length) : 0;
          let skinsWon: number | null = null;
          let match: MatchPlayStatus | null = null;
          if (format === 'skins') {
            const before = h > 0 ? (rowOf(steps[h - 1] ?? [], player.id)?.skins ?? 0) : 0;
            skinsWon = (rowOf(steps[h] ?? [], player.id)?.skins ?? 0) - before;
          }
          if (format === 'matchplay') {
            const now = rowOf(steps[h] ?? [], player.id)?.matches?.[0]?.status ?? null;
            const before =
              h > 0 ? (rowOf(steps[h - 1] ?? [], player.id)?.matches?.[0]?.status ?? null) : null;
            match = now && now.holesPlayed > (before?.holesPlayed ?? 0) ? now : null;
          }
          return {
            number: hole.number,
            strokes,
            strokesReceived: received,
            net: strokes === null ? null : strokes - received,
            points:
              format === 'stableford' && strokes !== null
                ? stablefordPoints({ strokes, par: hole.par, strokesReceived: received })
                : null,
            skinsWon,
            match,
          };
        }),
      };
    }),
  };
}

/** Strokes by player id, then hole number, as a round's holes are checked before it finishes. */
export type RoundScores = Readonly<Record<string, PlayerHoleScores | undefined>>;

/** The holes of `holes` on which at least one of `playerIds` has no score (0, null or missing), in order. */
export function holesWithoutScore(
  holes: readonly number[],
  playerIds: readonly string[],
  scores: RoundScores,
): number[] {
  return holes.filter((hole) => playerIds.some((id) => counted(scores[id]?.[hole]) === null));
}

/**
 * The nine an 18-hole round can be recorded as when it stops short: `HOLES_FRONT_NINE` (0) when every player has
 * a score on each of holes 1–9, else `HOLES_BACK_NINE` (9) when on each of 10–18; null when neither nine is
 * complete, when every hole is scored (the round is whole), or when the round is not an 18-hole one on an
 * 18-hole course.
 */
export function recordableNine(
  holesSetting: number,
  courseHoles: number,
  playerIds: readonly string[],
  scores: RoundScores,
): typeof HOLES_FRONT_NINE | typeof HOLES_BACK_NINE | null {
  if (holesSetting !== HOLES_FULL_ROUND || courseHoles < HOLES_FULL_ROUND || playerIds.length === 0)
    return null;
  const missing = holesWithoutScore(holesInPlay(HOLES_FULL_ROUND), playerIds, scores);
  if (missing.length === 0) return null;
  const complete = (setting: number) => holesInPlay(setting).every((hole) => !missing.includes(hole));
  if (complete(HOLES_FRONT_NINE)) return HOLES_FRONT_NINE;
  if (complete(HOLES_BACK_NINE)) return HOLES_BACK_NINE;
  return null;
}

/** What a leaderboard ranks by: strokes to par (net or gross), stableford points, holes up, or skins won. */
export type LeaderboardRanking = 'netStrokes' | 'grossStrokes' | 'points' | 'holesUp' | 'skins';

/**
 * What `leaderboard` ranks a format by, so a leaderboard can say it: points in stableford, skins won in skins,
 * holes up in match play, and otherwise strokes to par, net or gross by the round's scoring mode
 * (`leaderboardScoringMode`).
 */
export function leaderboardRanking(format: GameFormat, scoringMode: ScoringMode): LeaderboardRanking {
  if (format === 'stableford') return 'points';
  if (format === 'skins') return 'skins';
  if (format === 'matchplay') return 'holesUp';
  return scoringMode === 'net' ? 'netStrokes' : 'grossStrokes';
}

/** A leaderboard row's match as its side sees it. */
export interface RowMatch {
  /** Once the match is over: won, lost or halved by the row's side; null while it is being played. */
  readonly outcome: 'won' | 'lost' | 'halved' | null;
  /** Holes the side is up (negative: down, 0: all square). */
  readonly holesUp: number;
  /** The result as golfers write it ("3&2", "1 up", "halved"), once the match is over. */
  readonly result: string | null;
}

/** The row's first match from the row's side (match play rows); null for a row without one. */
export function rowMatch(row: Pick<LeaderboardRow, 'matches'>): RowMatch | null {
  const status = row.matches?.[0]?.status;
  if (!status) return null;
  const holesUp = status.leader === 'A' ? status.holesUp : status.leader === 'B' ? -status.holesUp : 0;
  const result = status.result;
  return {
    outcome: !result ? null : result.winner === 'halved' ? 'halved' : result.winner === 'A' ? 'won' : 'lost',
    holesUp,
    result: result?.text ?? null,
  };
}
