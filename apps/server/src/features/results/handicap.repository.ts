import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, courses, gamePlayers, games, handicapRecords, profiles, tees } from '../../db/schema';

export type HandicapRecordRow = typeof handicapRecords.$inferSelect;
export type NewHandicapRecordRow = Omit<typeof handicapRecords.$inferInsert, 'id' | 'createdAt'>;

/** Drizzle queries of the World Handicap System scoring records and the profile handicap they feed. */
export function createHandicapRepository(db: Db) {
  return {
    /** The golfers holding a record of a game. */
    async usersWithRecordsOf(gameId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: handicapRecords.userId })
        .from(handicapRecords)
        .where(eq(handicapRecords.gameId, gameId));
      return rows.map((row) => row.userId);
    },

    /** Makes `rows` the game's records: others of the game go, existing ones are rewritten in place. */
    async replaceRecordsOf(gameId: string, rows: readonly NewHandicapRecordRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        const keep = rows.map((row) => row.userId);
        await tx
          .delete(handicapRecords)
          .where(
            keep.length === 0
              ? eq(handicapRecords.gameId, gameId)
              : and(eq(handicapRecords.gameId, gameId), notInArray(handicapRecords.userId, keep)),
          );
        for (const row of rows) {
          await tx
            .insert(handicapRecords)
            .values(row)
            .onConflictDoUpdate({
              target: [handicapRecords.userId, handicapRecords.gameId],
              set: {
                playedAt: row.playedAt,
                holes: row.holes,
                adjustedGrossScore: row.adjustedGrossScore,
                courseRating: row.courseRating,
                slopeRating: row.slopeRating,
                differential: row.differential,
              },
            });
        }
      });
    },

    /** A golfer's records, oldest first, with whether their round is private. */
    async recordsOf(userId: string) {
      return db
        .select({ record: handicapRecords, isPrivate: games.isPrivate })
        .from(handicapRecords)
        .innerJoin(games, eq(games.id, handicapRecords.gameId))
        .where(eq(handicapRecords.userId, userId))
        .orderBy(asc(handicapRecords.playedAt), asc(handicapRecords.id));
    },

    /** The profile handicap of golfers, by user id (users without a profile are absent). */
    async profileHandicaps(userIds: readonly string[]): Promise<Map<string, number | null>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: profiles.userId, handicap: profiles.handicap })
        .from(profiles)
        .where(inArray(profiles.userId, [...userIds]));
      return new Map(rows.map((row) => [row.userId, row.handicap]));
    },

    /** Where each of a golfer's records was played, by game id: club, course, tee, and whether it is rated. */
    async recordCardsOf(userId: string) {
      const rows = await db
        .select({
          gameId: handicapRecords.gameId,
          clubName: clubs.name,
          courseName: courses.name,
          coursePar: courses.par,
          teeName: tees.name,
          teeCourseRating: tees.courseRating,
          teeSlopeRating: tees.slopeRating,
        })
        .from(handicapRecords)
        .innerJoin(games, eq(games.id, handicapRecords.gameId))
        .leftJoin(courses, eq(courses.id, games.courseId))
        .leftJoin(clubs, eq(clubs.id, courses.clubId))
        .leftJoin(
          gamePlayers,
          and(eq(gamePlayers.gameId, handicapRecords.gameId), eq(gamePlayers.userId, handicapRecords.userId)),
        )
        .leftJoin(tees, eq(tees.id, gamePlayers.teeId))
        .where(eq(handicapRecords.userId, userId));
      return new Map(rows.map((row) => [row.gameId, row]));
    },

    async setProfileHandicap(userId: string, handicap: number): Promise<void> {
      await db.update(profiles).set({ handicap, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    },
  };
}
export type HandicapRepository = ReturnType<typeof createHandicapRepository>;
