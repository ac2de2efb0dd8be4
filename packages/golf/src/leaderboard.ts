import type { GameFormat, ScoringMode } from './formats';
import {
  FOUR_BALL_MATCH_PLAY_ALLOWANCE,
  FOUR_BALL_STROKE_PLAY_ALLOWANCE,
  MATCH_PLAY_ALLOWANCE,
  STABLEFORD_ALLOWANCE,
  STROKE_PLAY_ALLOWANCE,
  foursomesTeamHandicap,
  handicapsOffLowest,
  playingHandicap,
  scrambleTeamHandicap,
} from './handicap';
import { holeWinner, matchPlayStatus } from './match-play';
import type { HoleWinner, MatchPlayStatus } from './match-play';
import { skins } from './skins';
import type { SkinsHoleScores } from './skins';
import { stablefordPoints } from './stableford';
import { strokeIndexRanks, strokesReceived } from './stroke-allocation';

/** A hole of the round, as the leaderboard needs it. */
export interface LeaderboardHole {
  /** Hole number on the card (1–18), the key of `LeaderboardInput.scores`. */
  readonly number: number;
  readonly par: number;
  /** Stroke index on the card (1 = hardest); ranked among the round's holes to allocate strokes. */
  readonly strokeIndex: number;
}

/** A player of the round. */
export interface LeaderboardPlayer {
  readonly id: string;
  /**
   * Course handicap for the tees played (unrounded is fine, negative for plus handicaps; for 9 holes, the
   * 9-hole course handicap). The leaderboard applies each format's WHS allowance itself; pass 0 when
   * handicaps are not used.
   */
  readonly courseHandicap: number;
  /** Team of the player in team formats; see `leaderboard` for players without one. */
  readonly teamId?: string | null;
}

/** One player's scores keyed by hole number; 0, null or a missing hole means no score yet. */
export type PlayerHoleScores = Readonly<Partial<Record<number, number | null>>>;

/** The one input model every format's leaderboard reads. */
export interface LeaderboardInput {
  /** The holes of the round in playing order (rotate the list for a round started on another hole). */
  readonly holes: readonly LeaderboardHole[];
  readonly players: readonly LeaderboardPlayer[];
  /** Strokes by player id, then hole number. */
  readonly scores: Readonly<Record<string, PlayerHoleScores | undefined>>;
  /**
   * 'net' ranks and decides holes after handicap strokes, 'gross' on strokes taken; rows report both
   * figures either way. Pass 'net' for every handicap game, whatever the format.
   */
  readonly scoringMode: ScoringMode;
}

/** Options of `leaderboard`. */
export interface LeaderboardOptions {
  /** Skins: carry the skin of a tied hole to the next one (default true) or void it. */
  readonly skinsCarryOver?: boolean;
}

/** A row's match against one opponent; side 'A' of `status` is the row, 'B' the opponent. */
export interface SideMatch {
  readonly opponentId: string;
  readonly status: MatchPlayStatus;
}

/** One ranked line of a leaderboard: a player in individual formats, a team (side) in team formats. */
export interface LeaderboardRow {
  /**
   * Player id (individual formats and players without a team), team id, or 'team-1' / 'team-2' for
   * teams paired by order; team ids should not reuse a player id.
   */
  readonly id: string;
  /** Players of the row, in input order. */
  readonly playerIds: readonly string[];
  /** 1-based rank; rows that tie share it (1, 1, 3). Null until the row has played a hole. */
  readonly position: number | null;
  /** True when another row shares the position. */
  readonly tied: boolean;
  /** Holes with a counted (nonzero) score. */
  readonly thru: number;
  /** Strokes over the holes played (team rows: the best ball of each hole). */
  readonly gross: number;
  /** Strokes minus handicap strokes over the holes played (team rows: the best net ball of each hole). */
  readonly net: number;
  /** Gross (gross mode) or net (net mode) minus the par of the holes played only. */
  readonly toPar: number;
  /** The playing handicap the row's ball is played off, or null when each member plays their own ball. */
  readonly playingHandicap: number | null;
  /** The playing handicap used for each player (team-ball formats: the team's). */
  readonly playingHandicaps: Readonly<Record<string, number>>;
  /** Stableford points (stableford only, else null). */
  readonly points: number | null;
  /** Skins won (skins only, else null). */
  readonly skins: number | null;
  /** The row's matches, one per opponent (match play only, else null). */
  readonly matches: readonly SideMatch[] | null;
}

interface Ball {
  readonly playerIds: readonly string[];
  readonly playingHandicap: number;
}

interface Side {
  readonly id: string;
  readonly players: readonly LeaderboardPlayer[];
  readonly balls: readonly Ball[];
}

interface SideHole {
  readonly par: number;
  readonly gross: number;
  readonly net: number;
  readonly points: number;
}

const INDIVIDUAL_FORMATS: ReadonlySet<GameFormat> = new Set(['strokeplay', 'stableford', 'skins']);

function hasTeam(player: LeaderboardPlayer): player is LeaderboardPlayer & { teamId: string } {
  return typeof player.teamId === 'string' && player.teamId !== '';
}

interface SideGroup {
  readonly id: string;
  readonly players: LeaderboardPlayer[];
}

/** Groups players into sides: one per player, teams by teamId, or 1+2 v 3+4 for four players with none. */
function groupSides(format: GameFormat, players: readonly LeaderboardPlayer[]): SideGroup[] {
  if (INDIVIDUAL_FORMATS.has(format)) return players.map((player) => ({ id: player.id, players: [player] }));
  if (players.length === 4 && !players.some(hasTeam)) {
    return [
      { id: 'team-1', players: players.slice(0, 2) },
      { id: 'team-2', players: players.slice(2) },
    ];
  }
  const teams = new Map<string, SideGroup>();
  const groups: SideGroup[] = [];
  for (const player of players) {
    const team = hasTeam(player) ? teams.get(player.teamId) : undefined;
    if (team) {
      team.players.push(player);
      continue;
    }
    const group = { id: hasTeam(player) ? player.teamId : player.id, players: [player] };
    groups.push(group);
    if (hasTeam(player)) teams.set(player.teamId, group);
  }
  return groups;
}

/** Builds the sides of a format with the balls they play and the handicap of each ball. */
function buildSides(format: GameFormat, players: readonly LeaderboardPlayer[]): Side[] {
  const sideGroups = groupSides(format, players);
  const groups = sideGroups.map((group) => group.players);
  const ownBalls = (allowance: number, offLowest: boolean): Ball[][] => {
    const full = players.map((p) => playingHandicap(p.courseHandicap, allowance));
    const adjusted = offLowest ? handicapsOffLowest(full) : full;
    const handicaps = new Map(players.map((p, i) => [p.id, adjusted[i] ?? 0]));
    return groups.map((group) =>
      group.map((p) => ({ playerIds: [p.id], playingHandicap: handicaps.get(p.id) ?? 0 })),
    );
  };
  const teamBall = (handicap: (courseHandicaps: number[]) => number): Ball[][] =>
    groups.map((group) => [
      { playerIds: group.map((p) => p.id), playingHandicap: handicap(group.map((p) => p.courseHandicap)) },
    ]);

  let balls: Ball[][];
  switch (format) {
    case 'strokeplay':
      balls = ownBalls(STROKE_PLAY_ALLOWANCE, false);
      break;
    case 'stableford':
      balls = ownBalls(STABLEFORD_ALLOWANCE, false);
      break;
    case 'skins':
      balls = ownBalls(MATCH_PLAY_ALLOWANCE, true);
      break;
    case 'matchplay':
      balls = groups.every((group) => group.length === 1)
        ? ownBalls(MATCH_PLAY_ALLOWANCE, true)
        : ownBalls(FOUR_BALL_MATCH_PLAY_ALLOWANCE, true);
      break;
    case 'bestball':
      balls = ownBalls(FOUR_BALL_STROKE_PLAY_ALLOWANCE, false);
      break;
    case 'scramble':
      balls = teamBall(scrambleTeamHandicap);
      break;
    case 'alternate':
      balls = teamBall(foursomesTeamHandicap);
      break;
  }
  return sideGroups.map((group, index) => ({
    id: group.id,
    players: group.players,
    balls: balls[index] ?? [],
  }));
}

function countedScore(scores: PlayerHoleScores | undefined, hole: number): number | null {
  const score = scores?.[hole];
  return typeof score === 'number' && score > 0 ? score : null;
}

function assertUnique(label: string, values: readonly (string | number)[]): void {
  const seen = new Set<string | number>();
  for (const value of values) {
    if (seen.has(value)) throw new RangeError(`leaderboard: duplicate ${label} ${String(value)}`);
    seen.add(value);
  }
}

/**
 * The ranked leaderboard of a round in any format, from one input model. Strokes per hole come from each
 * format's WHS allowance applied to the players' course handicaps: stroke play and stableford 95%,
 * singles match play and skins 100% off the lowest, four-ball match play 90% off the lowest, best ball
 * (four-ball stroke play) 85% each, scramble 35/15% (2), 30/20/10% (3) or 25/20/15/10% (4), alternate
 * shot 50% of the combined course handicaps. Individual formats (strokeplay, stableford, skins) rank
 * players; the others rank sides built from `teamId`; when no player has a teamId and there are exactly
 * four players, players 1+2 play players 3+4 ('team-1', 'team-2'), otherwise a player without a team is a
 * side alone. Scramble and alternate shot count the team's lowest entry on each hole as its one ball.
 * Only nonzero scores count: thru, gross, net and to-par cover the holes played. Rows rank by to-par
 * (stroke formats), points (stableford), skins won (skins) or holes up summed over the row's matches
 * (match play); ties share a position and keep input order; rows yet to play a hole come last with a null
 * position. Throws a RangeError for duplicate hole numbers or player ids, or a scramble team of five or more.
 */
export function leaderboard(
  format: GameFormat,
  input: LeaderboardInput,
  { skinsCarryOver = true }: LeaderboardOptions = {},
): LeaderboardRow[] {
  const { holes, scores, scoringMode } = input;
  assertUnique(
    'hole number',
    holes.map((hole) => hole.number),
  );
  assertUnique(
    'player id',
    input.players.map((player) => player.id),
  );
  const ranks = strokeIndexRanks(holes.map((hole) => hole.strokeIndex));
  const sides = buildSides(format, input.players);
  const isNet = scoringMode === 'net';

  // Per side, per hole (same order as `holes`): the side's best gross and best net, or null when unplayed.
  const sideHoles: (SideHole | null)[][] = sides.map((side) =>
    holes.map((hole, h): SideHole | null => {
      const balls = side.balls.flatMap((ball) => {
        const entries = ball.playerIds
          .map((id) => countedScore(scores[id], hole.number))
          .filter((score): score is number => score !== null);
        if (entries.length === 0) return [];
        const gross = Math.min(...entries);
        const received = strokesReceived(ball.playingHandicap, ranks[h] ?? 1, holes.length);
        const points = stablefordPoints({
          strokes: gross,
          par: hole.par,
          strokesReceived: isNet ? received : 0,
        });
        return [{ gross, net: gross - received, points }];
      });
      if (balls.length === 0) return null;
      return {
        par: hole.par,
        gross: Math.min(...balls.map((ball) => ball.gross)),
        net: Math.min(...balls.map((ball) => ball.net)),
        points: Math.max(...balls.map((ball) => ball.points)),
      };
    }),
  );
  const modeScore = (hole: SideHole | null | undefined): number | undefined =>
    hole ? (isNet ? hole.net : hole.gross) : undefined;

  const skinsWon =
    format === 'skins'
      ? skins(
          holes.map(
            (_, h) =>
              Object.fromEntries(
                sides.map((side, s) => [side.id, modeScore(sideHoles[s]?.[h])]),
              ) as SkinsHoleScores,
          ),
          { carryOver: skinsCarryOver },
        ).skinsByPlayer
      : null;

  const matchesOf = (s: number): SideMatch[] => {
    if (holes.length === 0) return [];
    return sides.flatMap((opponent, o) => {
      if (o === s) return [];
      const winners: HoleWinner[] = [];
      holes.forEach((_, h) => {
        const mine = modeScore(sideHoles[s]?.[h]);
        const theirs = modeScore(sideHoles[o]?.[h]);
        if (mine !== undefined && theirs !== undefined) winners.push(holeWinner(mine, theirs));
      });
      return [{ opponentId: opponent.id, status: matchPlayStatus(winners, holes.length) }];
    });
  };

  const unranked = sides.map((side, s) => {
    const played = (sideHoles[s] ?? []).filter((hole): hole is SideHole => hole !== null);
    const sum = (pick: (hole: SideHole) => number): number =>
      played.reduce((total, hole) => total + pick(hole), 0);
    const gross = sum((hole) => hole.gross);
    const net = sum((hole) => hole.net);
    const par = sum((hole) => hole.par);
    const points = format === 'stableford' ? sum((hole) => hole.points) : null;
    const skinsCount = skinsWon ? (skinsWon[side.id] ?? 0) : null;
    const matches = format === 'matchplay' ? matchesOf(s) : null;
    const playingHandicaps = Object.fromEntries(
      side.balls.flatMap((ball) => ball.playerIds.map((id) => [id, ball.playingHandicap] as const)),
    );
    const holesUp = (matches ?? []).reduce((total, { status }) => {
      const sign = status.leader === 'A' ? 1 : status.leader === 'B' ? -1 : 0;
      return total + sign * status.holesUp;
    }, 0);
    const rankKey =
      format === 'stableford'
        ? -(points ?? 0)
        : format === 'skins'
          ? -(skinsCount ?? 0)
          : format === 'matchplay'
            ? -holesUp
            : (isNet ? net : gross) - par;
    const row: Omit<LeaderboardRow, 'position' | 'tied'> = {
      id: side.id,
      playerIds: side.players.map((player) => player.id),
      thru: played.length,
      gross,
      net,
      toPar: (isNet ? net : gross) - par,
      playingHandicap: side.balls.length === 1 ? (side.balls[0]?.playingHandicap ?? null) : null,
      playingHandicaps,
      points,
      skins: skinsCount,
      matches,
    };
    return { row, rankKey };
  });

  const started = unranked.filter(({ row }) => row.thru > 0).sort((a, b) => a.rankKey - b.rankKey);
  const ranked: LeaderboardRow[] = started.map(({ row, rankKey }) => {
    const position = started.findIndex((other) => other.rankKey === rankKey) + 1;
    const tied = started.filter((other) => other.rankKey === rankKey).length > 1;
    return { ...row, position, tied };
  });
  const waiting = unranked
    .filter(({ row }) => row.thru === 0)
    .map(({ row }): LeaderboardRow => ({ ...row, position: null, tied: false }));
  return [...ranked, ...waiting];
}
