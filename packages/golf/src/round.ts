import type { GameFormat, ScoringMode } from './formats';
import { DEFAULT_HANDICAP } from './handicap-input';
import { STANDARD_SLOPE_RATING, courseHandicap } from './handicap';
import { HOLES_BACK_NINE, HOLES_FRONT_NINE, HOLES_FULL_ROUND, holesInPlay } from './holes';
import { leaderboard } from './leaderboard';
import type { LeaderboardHole, LeaderboardRow, PlayerHoleScores } from './leaderboard';
import { HOLES_IN_FULL_ROUND } from './stroke-allocation';

/** The most players one round takes (one group on the tee). */
export const MAX_PLAYERS_PER_ROUND = 4;

/** Whether one more player fits in a round that has `players` already. */
export function canAddPlayerToRound(players: number): boolean {
  return players < MAX_PLAYERS_PER_ROUND;
}

/** A game's `holes` setting: 18 = the whole course, 0 = the front nine, 9 = the back nine. */
export type HolesSetting = typeof HOLES_FULL_ROUND | typeof HOLES_FRONT_NINE | typeof HOLES_BACK_NINE;

/**
 * The `holes` settings a course offers, in the order the picker lists them: a course of fewer than 18 holes
 * plays only its front nine; a full course plays 18, the front nine or the back nine.
 */
export function holesSettingsFor(courseHoles: number): HolesSetting[] {
  return courseHoles < HOLES_IN_FULL_ROUND
    ? [HOLES_FRONT_NINE]
    : [HOLES_FULL_ROUND, HOLES_FRONT_NINE, HOLES_BACK_NINE];
}

/**
 * The holes of a round in playing order: the holes of its `holes` setting that the course has (a 9-hole
 * course has no hole 10), starting at `startingHole` and wrapping round (a shotgun start on the 5th plays
 * 5–18 then 1–4). A starting hole that is not among them leaves the order ascending.
 */
export function roundHoles(holesSetting: number, startingHole: number, courseHoles: number): number[] {
  const holes = holesInPlay(holesSetting).filter((hole) => hole <= courseHoles);
  const start = holes.indexOf(startingHole);
  return start <= 0 ? holes : [...holes.slice(start), ...holes.slice(0, start)];
}

/** A hole of a round as its card gives it: the stroke index may be missing. */
export interface CardHoleIndex {
  /** Hole number on the card (1–18). */
  readonly number: number;
  /** Stroke index on the card (1 = hardest), null or undefined when the data has none. */
  readonly strokeIndex?: number | null;
}

/**
 * True when a card's stroke indexes can allocate handicap strokes: every hole has one, a whole number from
 * 1 to 18, and no two holes share one.
 */
export function hasValidStrokeIndexes(holes: readonly CardHoleIndex[]): boolean {
  const indexes = holes.map((hole) => hole.strokeIndex);
  return (
    indexes.every(
      (index) =>
        typeof index === 'number' && Number.isInteger(index) && index >= 1 && index <= HOLES_IN_FULL_ROUND,
    ) && new Set(indexes).size === indexes.length
  );
}

/**
 * The stroke index each hole plays off, in the order given: the card's when they are valid
 * (`hasValidStrokeIndexes`), otherwise the hole order, every hole's index being its number (hole 1 the
 * hardest). One missing or repeated index sends the whole round to hole order, so strokes are never given
 * twice on one index or not at all.
 */
export function strokeIndexesOf(holes: readonly CardHoleIndex[]): number[] {
  return hasValidStrokeIndexes(holes)
    ? holes.map((hole) => hole.strokeIndex as number)
    : holes.map((hole) => hole.number);
}

/** The stroke index hole `number` plays off among the round's `holes` (see `strokeIndexesOf`); null when absent. */
export function strokeIndexOfHole(holes: readonly CardHoleIndex[], number: number): number | null {
  const position = holes.findIndex((hole) => hole.number === number);
  return position < 0 ? null : (strokeIndexesOf(holes)[position] ?? null);
}

/** The tee a player plays a round from, as its ratings give it (null: the tee is not rated). */
export interface RoundTeeRating {
  /** Course rating of the full course from this tee (18-hole rating on an 18-hole course). */
  readonly courseRating: number | null;
  readonly slopeRating: number | null;
}

/** Inputs of `roundCourseHandicap`. */
export interface RoundCourseHandicapInput {
  /** The player's Handicap Index; null or undefined plays off the default (54), as the app shows it. */
  readonly handicapIndex: number | null | undefined;
  /** The ratings of the player's tee; null when the course has no tee. */
  readonly tee: RoundTeeRating | null;
  /** Par of the holes played, from the player's tee. */
  readonly par: number;
  /** How many holes the round plays (9 or 18). */
  readonly holesPlayed: number;
  /** How many holes the course has (9 or 18). */
  readonly courseHoles: number;
}

/**
 * The unrounded course handicap of a player in a round (WHS): HI × slope / 113 + (CR − par). A round of
 * 9 holes or fewer plays off half the index and, on an 18-hole course, half the course rating (a 9-hole
 * course's rating is already a 9-hole one). An unrated tee counts as CR = par of the holes played and
 * slope 113; a player without an index plays off 54.
 */
export function roundCourseHandicap({
  handicapIndex,
  tee,
  par,
  holesPlayed,
  courseHoles,
}: RoundCourseHandicapInput): number {
  const isNine = holesPlayed <= 9;
  const index = handicapIndex ?? DEFAULT_HANDICAP;
  const rating = tee?.courseRating ?? null;
  const courseRating =
    rating === null ? par : isNine && courseHoles >= HOLES_IN_FULL_ROUND ? rating / 2 : rating;
  return courseHandicap({
    handicapIndex: isNine ? index / 2 : index,
    slopeRating: tee?.slopeRating ?? STANDARD_SLOPE_RATING,
    courseRating,
    par,
  });
}

/**
 * Whether a round's leaderboard counts strokes after handicap: net for every game played with handicaps,
 * except stroke play, which keeps its own gross or net choice; gross for a game without handicaps.
 */
export function leaderboardScoringMode(game: {
  format: string;
  useHandicaps: boolean;
  scoringMode: ScoringMode;
}): ScoringMode {
  return game.useHandicaps && (game.format !== 'strokeplay' || game.scoringMode === 'net') ? 'net' : 'gross';
}

/** A hole of a round for `roundLeaderboard`: number, par and the card's stroke index (may be missing). */
export interface RoundHoleCard extends CardHoleIndex {
  readonly par: number;
}

/**
 * The leaderboard's holes of a round, in the order given (the playing order): number, par and the stroke
 * index each plays off (`strokeIndexesOf`).
 */
export function leaderboardHolesOf(holes: readonly RoundHoleCard[]): LeaderboardHole[] {
  const indexes = strokeIndexesOf(holes);
  return holes.map((hole, i) => ({
    number: hole.number,
    par: hole.par,
    strokeIndex: indexes[i] ?? hole.number,
  }));
}

/** Inputs of `roundLeaderboard`. */
export interface RoundLeaderboardInput {
  readonly format: GameFormat;
  readonly useHandicaps: boolean;
  /** The game's gross/net choice (stroke play reads it; see `leaderboardScoringMode`). */
  readonly scoringMode: ScoringMode;
  /** The holes of the round in playing order, from the reference tee (the first player's). */
  readonly holes: readonly RoundHoleCard[];
  /** The players; `courseHandicap` as `roundCourseHandicap` gives it, null when none is known. */
  readonly players: readonly {
    readonly id: string;
    readonly courseHandicap: number | null;
    readonly teamId?: string | null;
  }[];
  /** Strokes by player id, then hole number. */
  readonly scores: Readonly<Record<string, PlayerHoleScores | undefined>>;
}

/**
 * A round's leaderboard for its format, the one the live screen and the result both show: the holes with
 * their stroke indexes (`leaderboardHolesOf`), each player's course handicap (0 when the game is played
 * without handicaps or the player has none), teams, and the scoring mode of `leaderboardScoringMode`.
 */
export function roundLeaderboard(input: RoundLeaderboardInput): LeaderboardRow[] {
  return leaderboard(input.format, {
    holes: leaderboardHolesOf(input.holes),
    players: input.players.map((player) => ({
      id: player.id,
      courseHandicap: input.useHandicaps ? (player.courseHandicap ?? 0) : 0,
      ...(player.teamId ? { teamId: player.teamId } : {}),
    })),
    scores: input.scores,
    scoringMode: leaderboardScoringMode(input),
  });
}
