import { and, count, countDistinct, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, courses, friendships, gamePlayers, games, handicapRecords, profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

/** Drizzle queries of the profiles feature. */
export function createProfilesRepository(db: Db) {
  return {
    async findByUserId(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },
    async findByUsername(username: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${username})`);
      return row ?? null;
    },
    /** Golfers whose username or name resembles the query (trigram similarity), best first. */
    async setImage(userId: string, imageUrl: string): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ imageUrl, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },
    /** The golfer's profile fields the edit form sets. */
    async update(userId: string, fields: Partial<NewProfileRow>): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },

    /** A club's id and name, by the id a profile keeps as its home club (null: no such club). */
    async clubName(clubId: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: clubs.id, name: clubs.name })
        .from(clubs)
        .where(sql`${clubs.id}::text = ${clubId}`);
      return row ?? null;
    },

    /**
     * The clubs of the golfer's finished rounds (private ones only when `withPrivate`), with how many such
     * rounds there are: one query, by the player index.
     */
    async playedClubs(userId: string, withPrivate: boolean) {
      const played = and(
        eq(gamePlayers.userId, userId),
        eq(games.status, 'finished'),
        withPrivate ? undefined : eq(games.isPrivate, false),
      );
      const [totals] = await db
        .select({ rounds: countDistinct(games.id) })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .where(played);
      const rows = await db
        .selectDistinct({
          id: clubs.id,
          name: clubs.name,
          latitude: clubs.latitude,
          longitude: clubs.longitude,
          countryCode: clubs.country,
        })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .innerJoin(courses, eq(courses.id, games.courseId))
        .innerJoin(clubs, eq(clubs.id, courses.clubId))
        .where(played)
        .orderBy(clubs.name);
      return { rounds: totals?.rounds ?? 0, clubs: rows };
    },

    /** How many handicap records the golfer has (3 or more: Fairway computes their index). */
    async handicapRecordCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ records: count() })
        .from(handicapRecords)
        .where(eq(handicapRecords.userId, userId));
      return row?.records ?? 0;
    },

    /** How many friends the golfer has (accepted friendships, either side). */
    async friendCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ friends: count() })
        .from(friendships)
        .where(
          and(
            eq(friendships.status, 'accepted'),
            or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)),
          ),
        );
      return row?.friends ?? 0;
    },

    async setPresence(userId: string, online: boolean, at: Date): Promise<void> {
      await db.update(profiles).set({ online, lastSeen: at }).where(eq(profiles.userId, userId));
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
