import type { HandicapRecord, HandicapSummary } from '@fairway/contract';
import {
  HOLES_IN_FULL_ROUND,
  STANDARD_SLOPE_RATING,
  adjustedHoleScore,
  courseHandicap,
  defaultTee,
  handicapIndexOfRecord,
  playingHandicap,
  scoreDifferential,
  strokesReceived,
} from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { CourseBundle, GamePlayerRow, GameRow, GamesRepository, ScoreRow } from './games.repository';
import type { HandicapRecordRow, HandicapRepository, NewHandicapRecordRow } from './handicap.repository';

/** The most a golfer without a Handicap Index scores on a hole for handicap purposes: par + 5 (WHS rule 3.1). */
const NO_INDEX_MAX_OVER_PAR = 5;

/**
 * The scoring record of one golfer in one finished round, or null when the round does not count: only full
 * 18-hole rounds with a score on every hole count (9-hole differentials and net par for unplayed holes are not
 * computed). Each hole is capped at net double bogey with the strokes the golfer's course handicap gives
 * there; an unrated tee counts as CR = par and slope 113.
 */
export function handicapRecordOf(
  game: GameRow,
  player: GamePlayerRow,
  bundle: CourseBundle,
  scores: readonly ScoreRow[],
): NewHandicapRecordRow | null {
  if (player.userId === null || game.holesSetting !== 18 || bundle.course.holes < HOLES_IN_FULL_ROUND)
    return null;
  const tee =
    bundle.tees.find((candidate) => candidate.id === player.teeId) ??
    defaultTee(
      bundle.tees.map((candidate) => ({ ...candidate, teeColor: candidate.color ?? candidate.name })),
    );
  if (!tee) return null;
  const holes = bundle.teeHoles
    .filter((hole) => hole.teeId === tee.id && hole.holeNumber <= HOLES_IN_FULL_ROUND)
    .sort((a, b) => a.holeNumber - b.holeNumber);
  const strokesOf = new Map(
    scores
      .filter((score) => score.playerId === player.id && (score.score ?? 0) > 0)
      .map((score) => [score.holeNumber, score.score ?? 0]),
  );
  if (holes.length !== HOLES_IN_FULL_ROUND || holes.some((hole) => !strokesOf.has(hole.holeNumber)))
    return null;

  const par = holes.reduce((sum, hole) => sum + hole.par, 0);
  const courseRating = tee.courseRating ?? par;
  const slopeRating = tee.slopeRating ?? STANDARD_SLOPE_RATING;
  // Stroke indexes must be 1 to 18 once each for handicap strokes; incomplete data falls back to hole order.
  const indexes = holes.map((hole) => hole.handicap ?? 0);
  const isValid =
    new Set(indexes).size === indexes.length && indexes.every((index) => index >= 1 && index <= 18);
  const handicap =
    player.handicapIndex === null
      ? null
      : playingHandicap(
          courseHandicap({ handicapIndex: player.handicapIndex, slopeRating, courseRating, par }),
          1,
        );
  const adjustedGrossScore = holes.reduce((sum, hole, position) => {
    const strokes = strokesOf.get(hole.holeNumber) ?? 0;
    if (handicap === null) return sum + Math.min(strokes, hole.par + NO_INDEX_MAX_OVER_PAR);
    const received = strokesReceived(handicap, isValid ? (indexes[position] ?? 1) : position + 1);
    return sum + adjustedHoleScore(strokes, hole.par, received);
  }, 0);
  return {
    userId: player.userId,
    gameId: game.id,
    playedAt: game.playedAt,
    holes: HOLES_IN_FULL_ROUND,
    adjustedGrossScore,
    courseRating,
    slopeRating,
    differential: scoreDifferential({ adjustedGrossScore, courseRating, slopeRating }),
  };
}

function toRecord(row: HandicapRecordRow, exceptionalReduction: number): HandicapRecord {
  return {
    gameId: row.gameId,
    date: row.playedAt.toISOString(),
    holes: row.holes,
    adjustedGrossScore: row.adjustedGrossScore,
    courseRating: row.courseRating,
    slopeRating: row.slopeRating,
    differential: row.differential,
    exceptionalReduction,
  };
}

/**
 * World Handicap System records: a finished round that counts for handicap gives each golfer with a full card
 * a score differential; the golfer's Handicap Index is recomputed from their record and, once 3 rounds count,
 * becomes their profile handicap.
 */
export function createHandicapService(deps: { repository: HandicapRepository; games: GamesRepository }) {
  const { repository, games } = deps;

  /** Recomputes golfers' indexes; a computed index (3 rounds or more) replaces the profile handicap. */
  async function recompute(userIds: Iterable<string>): Promise<void> {
    for (const userId of new Set(userIds)) {
      const rows = await repository.recordsOf(userId);
      const { handicapIndex } = handicapIndexOfRecord(
        rows.map(({ record }) => ({
          playedAt: record.playedAt.getTime(),
          differential: record.differential,
        })),
      );
      if (handicapIndex !== null) await repository.setProfileHandicap(userId, handicapIndex);
    }
  }

  return {
    /**
     * Brings a round's records in line with it: a finished round that counts for handicap has one record per
     * golfer with a full card; any other round has none. The golfers concerned get their index recomputed.
     */
    async syncGame(gameId: string): Promise<void> {
      const game = await games.findGame(gameId);
      if (!game) return;
      const before = await repository.usersWithRecordsOf(game.id);
      let rows: NewHandicapRecordRow[] = [];
      if (game.status === 'finished' && game.countForHandicap) {
        const [bundle, players, scores] = await Promise.all([
          games.loadCourse(game.courseId),
          games.playersOf(game.id),
          games.scoresOf(game.id),
        ]);
        if (bundle) {
          rows = players.flatMap((player) => {
            const row = handicapRecordOf(game, player, bundle, scores);
            return row ? [row] : [];
          });
        }
      }
      if (before.length === 0 && rows.length === 0) return;
      await repository.replaceRecordsOf(game.id, rows);
      await recompute([...before, ...rows.map((row) => row.userId)]);
    },

    /** The golfers whose record holds a round: recompute them after the round is deleted. */
    usersWithRecordsOf: (gameId: string) => repository.usersWithRecordsOf(gameId),

    /** Recomputes golfers' indexes after their records changed outside `syncGame` (a deleted round). */
    recompute,

    /**
     * A golfer's handicap: the index is public like the profile handicap; the list of records shows rounds
     * that are private only to the golfer themselves.
     */
    async summary(actor: Actor, userId: string): Promise<HandicapSummary> {
      const handicaps = await repository.profileHandicaps([userId]);
      if (!handicaps.has(userId)) throw new AppError('profile_not_found', 404, 'No such profile');
      const rows = await repository.recordsOf(userId);
      const {
        handicapIndex: computedIndex,
        lowHandicapIndex,
        exceptionalScoreReductions,
      } = handicapIndexOfRecord(
        rows.map(({ record }) => ({
          playedAt: record.playedAt.getTime(),
          differential: record.differential,
        })),
      );
      const isSelf = actor.userId === userId;
      return {
        userId,
        handicapIndex: computedIndex ?? handicaps.get(userId) ?? null,
        source: computedIndex === null ? 'declared' : 'computed',
        computedIndex,
        lowHandicapIndex,
        scoreCount: rows.length,
        // Reductions are the whole record's (a private round's score counts too); only the list is filtered.
        records: rows
          .flatMap(({ record, isPrivate }, i) =>
            isSelf || !isPrivate ? [toRecord(record, exceptionalScoreReductions[i] ?? 0)] : [],
          )
          .reverse(),
      };
    },
  };
}
export type HandicapService = ReturnType<typeof createHandicapService>;
