import type { GamePlayer, HoleScore } from '@fairway/contract';
import { defaultTee, roundCourseHandicap, roundHoles, roundLeaderboard } from '@fairway/golf';
import type { GameFormat, LeaderboardRow } from '@fairway/golf';
import type { CourseBundle, GamePlayerRow, GameRow, ScoreRow } from './games.repository';

/**
 * How a stored round reads: its holes, tees, players and scores as the API shows them. Every golf rule comes
 * from packages/golf; this only picks the round's data for it.
 */

const GUEST_PREFIX = 'guest-';

/** The id a player shows under: the golfer's user id, or `guest-<id>` for a guest (`guest-removed` once gone). */
export function playerUserId(row: Pick<GamePlayerRow, 'userId' | 'guestId'>): string {
  return row.userId ?? `${GUEST_PREFIX}${row.guestId ?? 'removed'}`;
}

/** The golfers (users, not guests) among a round's players. */
export function golferIdsOf(players: readonly { userId?: string | null }[]): string[] {
  return players.flatMap((player) => (player.userId ? [player.userId] : []));
}

export function toScore(row: ScoreRow): HoleScore {
  return {
    playerId: row.playerId,
    holeNumber: row.holeNumber,
    score: row.score,
    putts: row.putts,
    waterPenalties: row.waterPenalties,
    obPenalties: row.obPenalties,
    dropPenalties: row.dropPenalties,
    fairwayHit: row.fairwayHit,
    enteredBy: row.enteredBy,
    enteredAt: row.enteredAt.toISOString(),
    version: row.version,
  };
}

/** Scores by hole number, then player id. */
export function scoresByHole(rows: readonly ScoreRow[]): Record<string, Record<string, HoleScore>> {
  const result: Record<string, Record<string, HoleScore>> = {};
  for (const row of rows) (result[String(row.holeNumber)] ??= {})[row.playerId] = toScore(row);
  return result;
}

/** Hole data of one tee: number, par, stroke index, distance, ascending. */
export function holesOfTee(bundle: CourseBundle, teeId: string) {
  return bundle.teeHoles
    .filter((hole) => hole.teeId === teeId)
    .sort((a, b) => a.holeNumber - b.holeNumber)
    .map((hole) => ({
      holeNumber: hole.holeNumber,
      par: hole.par,
      handicap: hole.handicap,
      distance: hole.distance,
    }));
}

/** Hole data of every tee of the course, by tee id. */
export function holesByTee(bundle: CourseBundle) {
  return Object.fromEntries(bundle.tees.map((tee) => [tee.id, holesOfTee(bundle, tee.id)]));
}

/**
 * The length of each mapped hole's line by hole number, as measured when the course was imported (packages/golf's
 * `pathLengthMeters`); a hole whose line has no length is left out.
 */
export function holeLineLengths(bundle: CourseBundle): Record<string, number> {
  return Object.fromEntries(
    bundle.geometry.flatMap((hole) =>
      hole.lengthMeters > 0 ? [[String(hole.holeNumber), hole.lengthMeters] as const] : [],
    ),
  );
}

/** The course's default tee (packages/golf's `defaultTee`; a tee the data does not colour is read by its name). */
export function fallbackTeeId(bundle: CourseBundle): string | null {
  const tee = defaultTee(
    bundle.tees.map((candidate) => ({ ...candidate, teeColor: candidate.color ?? candidate.name })),
  );
  return tee?.id ?? null;
}

/** The holes of the round in playing order (packages/golf's `roundHoles`). */
export function layoutOf(
  game: Pick<GameRow, 'holesSetting' | 'startingHole'>,
  courseHoles: number,
): number[] {
  return roundHoles(game.holesSetting, game.startingHole, courseHoles);
}

/**
 * Course handicap of a player on their tee (the course's first without one) for the holes played, by
 * packages/golf's `roundCourseHandicap`; null when the game is played without handicaps.
 */
export function playerCourseHandicap(
  game: GameRow,
  player: GamePlayerRow,
  bundle: CourseBundle,
  layout: readonly number[],
): number | null {
  if (!game.useHandicaps) return null;
  const tee = bundle.tees.find((candidate) => candidate.id === player.teeId) ?? bundle.tees[0] ?? null;
  const holes = tee ? holesOfTee(bundle, tee.id).filter((hole) => layout.includes(hole.holeNumber)) : [];
  return roundCourseHandicap({
    handicapIndex: player.handicapIndex,
    tee,
    par: holes.reduce((sum, hole) => sum + hole.par, 0),
    holesPlayed: layout.length,
    courseHoles: bundle.course.holes,
  });
}

export function toPlayer(
  game: GameRow,
  row: GamePlayerRow,
  bundle: CourseBundle,
  layout: readonly number[],
): GamePlayer {
  const tee = bundle.tees.find((candidate) => candidate.id === row.teeId) ?? null;
  const ch = playerCourseHandicap(game, row, bundle, layout);
  return {
    id: row.id,
    userId: playerUserId(row),
    name: row.name,
    avatar: row.imageUrl,
    isGuest: row.userId === null,
    guestId: row.guestId,
    handicapIndex: row.handicapIndex,
    courseHandicap: ch === null ? null : Math.round(ch * 10) / 10,
    teeId: row.teeId,
    teeName: tee?.name ?? null,
    teeColor: tee?.color ?? null,
    teamId: row.teamId,
    status: row.status,
    position: row.position,
  };
}

/**
 * The round's leaderboard (packages/golf's `roundLeaderboard`): the holes in playing order from the first
 * player's tee, each player's course handicap, the scores.
 */
export function leaderboardOf(
  game: GameRow,
  players: readonly GamePlayerRow[],
  scores: readonly ScoreRow[],
  bundle: CourseBundle,
): LeaderboardRow[] {
  const layout = layoutOf(game, bundle.course.holes);
  const referenceTee = bundle.tees.find((tee) => tee.id === players[0]?.teeId) ?? bundle.tees[0];
  const holeData = referenceTee ? holesOfTee(bundle, referenceTee.id) : [];
  const byPlayer: Record<string, Record<number, number | null>> = {};
  for (const score of scores) (byPlayer[score.playerId] ??= {})[score.holeNumber] = score.score;
  return roundLeaderboard({
    format: game.format as GameFormat,
    useHandicaps: game.useHandicaps,
    scoringMode: game.scoringMode,
    holes: layout.flatMap((number) => {
      const hole = holeData.find((candidate) => candidate.holeNumber === number);
      return hole ? [{ number, par: hole.par, strokeIndex: hole.handicap }] : [];
    }),
    players: players.map((player) => ({
      id: player.id,
      courseHandicap: playerCourseHandicap(game, player, bundle, layout),
      teamId: player.teamId,
    })),
    scores: byPlayer,
  });
}
