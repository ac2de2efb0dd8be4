import { Handicap } from '@fairway/contract';
import type { HandicapRecord, HandicapSummary } from '@fairway/contract';
import {
  HOLES_IN_FULL_ROUND,
  STANDARD_SLOPE_RATING,
  explainHandicapIndex,
  handicapIndexOfRecord,
  handicapRecordOfCard,
} from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { fallbackTeeId } from '../games';
import type { CourseBundle, GamePlayerRow, GameRow, GamesRepository, ScoreRow } from '../games';
import type { HandicapRecordRow, HandicapRepository, NewHandicapRecordRow } from './handicap.repository';

/** The contract's bounds of a handicap index: +10 (stored -10) to 54. */
const INDEX_MIN = Handicap.minValue ?? -10;
const INDEX_MAX = Handicap.maxValue ?? 54;

/** A computed index kept within the contract's bounds (a run of impossible scores cannot pass +10). */
export function boundedIndex(index: number | null): number | null {
  return index === null ? null : Math.min(INDEX_MAX, Math.max(INDEX_MIN, index));
}

/**
 * The scoring record of one golfer in one finished round (packages/golf's `handicapRecordOfCard` on the golfer's
 * card, from their tee, else the course's default tee), or null when it does not count: guests have none, nor a
 * golfer only invited (someone else added them and they never joined: only their own play changes their index),
 * and only a full 18-hole round of an 18-hole course with a score on every hole counts.
 */
export function handicapRecordOf(
  game: GameRow,
  player: GamePlayerRow,
  bundle: CourseBundle,
  scores: readonly ScoreRow[],
): NewHandicapRecordRow | null {
  if (
    player.userId === null ||
    player.status === 'invited' ||
    game.holesSetting !== 18 ||
    bundle.course.holes < HOLES_IN_FULL_ROUND
  )
    return null;
  const tee =
    bundle.tees.find((candidate) => candidate.id === player.teeId) ??
    bundle.tees.find((candidate) => candidate.id === fallbackTeeId(bundle));
  if (!tee) return null;
  const strokesOf = new Map(
    scores.filter((score) => score.playerId === player.id).map((score) => [score.holeNumber, score.score]),
  );
  const record = handicapRecordOfCard({
    handicapIndex: player.handicapIndex,
    courseRating: tee.courseRating,
    slopeRating: tee.slopeRating,
    holes: bundle.teeHoles
      .filter((hole) => hole.teeId === tee.id && hole.holeNumber <= HOLES_IN_FULL_ROUND)
      .map((hole) => ({
        number: hole.holeNumber,
        par: hole.par,
        strokeIndex: hole.handicap,
        strokes: strokesOf.get(hole.holeNumber) ?? null,
      })),
  });
  return record && { userId: player.userId, gameId: game.id, playedAt: game.playedAt, ...record };
}

function toRecord(
  row: HandicapRecordRow,
  exceptionalReduction: number,
): Omit<
  HandicapRecord,
  'usedDifferential' | 'inWindow' | 'counts' | 'clubName' | 'courseName' | 'teeName' | 'unrated'
> {
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
      const handicapIndex = boundedIndex(
        handicapIndexOfRecord(
          rows.map(({ record }) => ({
            playedAt: record.playedAt.getTime(),
            differential: record.differential,
          })),
        ).handicapIndex,
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
      const [rows, cards] = await Promise.all([
        repository.recordsOf(userId),
        repository.recordCardsOf(userId),
      ]);
      const explained = explainHandicapIndex(
        rows.map(({ record }) => ({
          playedAt: record.playedAt.getTime(),
          differential: record.differential,
        })),
      );
      const { handicapIndex: computedIndex, lowHandicapIndex, table, uncappedIndex } = explained;
      const isSelf = actor.userId === userId;
      const index = boundedIndex(computedIndex);
      // Reductions and the index are the whole record's (a private round's score counts too); only the lists
      // shown are filtered.
      const visible = rows.flatMap(({ record, isPrivate }, i) =>
        isSelf || !isPrivate ? [{ record, i }] : [],
      );
      return {
        userId,
        handicapIndex: index ?? handicaps.get(userId) ?? null,
        source: index === null ? 'declared' : 'computed',
        computedIndex: index,
        lowHandicapIndex: boundedIndex(lowHandicapIndex),
        scoreCount: rows.length,
        records: visible
          .map(({ record, i }) => {
            const card = cards.get(record.gameId);
            const score = explained.scores[i]!;
            const teeRated = card?.teeCourseRating != null && card.teeSlopeRating != null;
            return {
              ...toRecord(record, Math.round(score.usedDifferential - record.differential)),
              usedDifferential: score.usedDifferential,
              inWindow: score.inWindow,
              counts: score.counts,
              clubName: card?.clubName ?? null,
              courseName: card?.courseName ?? null,
              teeName: card?.teeName ?? null,
              // Without the golfer's tee, a record at CR = par and slope 113 was made from an unrated tee.
              unrated: card?.teeName
                ? !teeRated
                : record.slopeRating === STANDARD_SLOPE_RATING && record.courseRating === card?.coursePar,
            };
          })
          .reverse(),
        calculation: table && uncappedIndex !== null ? { ...table, uncappedIndex, cap: explained.cap } : null,
        history: visible.flatMap(({ record, i }) => {
          const index = boundedIndex(explained.history[i] ?? null);
          return index === null ? [] : [{ date: record.playedAt.toISOString(), index }];
        }),
      };
    },
  };
}
export type HandicapService = ReturnType<typeof createHandicapService>;
