import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, DELETED_GOLFER_NAME } from '@fairway/contract';
import type { NotificationSettings } from '@fairway/contract';
import type { Db } from '../../db/client';
import {
  accounts,
  bagClubs,
  clubSuggestions,
  clubs,
  courses,
  favoriteClubs,
  gamePlayers,
  gameScores,
  games,
  golfBrands,
  guests,
  handicapRecords,
  notificationSettings,
  profiles,
  sessions,
  signInThrottle,
  users,
} from '../../db/schema';

/** The provider id Better Auth gives an email-and-password account. */
export const PASSWORD_PROVIDER = 'credential';

/** The SQL of the settings feature: notification toggles, sign-in methods, the export and the deletion of an account. */
export function createSettingsRepository(db: Db) {
  return {
    /** The golfer's toggles, or the defaults (all on) when they never changed them. */
    async notificationsOf(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId))
        .limit(1);
      if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
      const { userId: _user, updatedAt: _updated, ...toggles } = row;
      return toggles;
    },

    /** Stores all seven toggles (one row per golfer, made on the first change). */
    async saveNotifications(userId: string, toggles: NotificationSettings): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, ...toggles })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { ...toggles, updatedAt: sql`now()` },
        });
    },

    /** The account's ways in (Better Auth's accounts: `credential` for a password, else the provider's id). */
    async signInAccountsOf(userId: string) {
      return db
        .select({ id: accounts.id, providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt));
    },

    async removeSignInAccount(userId: string, providerId: string): Promise<void> {
      await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
    },

    /** The account row (no secret is in it) with its profile's username. */
    async accountOf(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          username: sql<string | null>`coalesce(${profiles.username}, ${users.username})`,
          locale: users.locale,
          createdAt: users.createdAt,
          imageUrl: profiles.imageUrl,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async profileOf(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Every round the golfer was a player of, with their own hole scores. */
    async roundsOf(userId: string) {
      const rows = await db
        .select({
          playerId: gamePlayers.id,
          gameId: games.id,
          name: games.name,
          playedAt: games.playedAt,
          status: games.status,
          format: games.format,
          ownerId: games.ownerId,
          course: courses.name,
          club: clubs.name,
          playerName: gamePlayers.name,
          handicapIndex: gamePlayers.handicapIndex,
        })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .leftJoin(courses, eq(courses.id, games.courseId))
        .leftJoin(clubs, eq(clubs.id, courses.clubId))
        .where(eq(gamePlayers.userId, userId))
        .orderBy(asc(games.playedAt));
      const playerIds = rows.map((row) => row.playerId);
      const scores =
        playerIds.length === 0
          ? []
          : await db
              .select({
                playerId: gameScores.playerId,
                holeNumber: gameScores.holeNumber,
                score: gameScores.score,
                putts: gameScores.putts,
                waterPenalties: gameScores.waterPenalties,
                obPenalties: gameScores.obPenalties,
                dropPenalties: gameScores.dropPenalties,
                fairwayHit: gameScores.fairwayHit,
                enteredAt: gameScores.enteredAt,
              })
              .from(gameScores)
              .where(inArray(gameScores.playerId, playerIds))
              .orderBy(asc(gameScores.holeNumber));
      return { rows, scores };
    },

    async guestsOf(userId: string) {
      return db
        .select({
          id: guests.id,
          name: guests.name,
          handicap: guests.handicap,
          email: guests.email,
          createdAt: guests.createdAt,
        })
        .from(guests)
        .where(eq(guests.ownerId, userId));
    },

    async handicapRecordsOf(userId: string) {
      return db
        .select({
          gameId: handicapRecords.gameId,
          playedAt: handicapRecords.playedAt,
          holes: handicapRecords.holes,
          adjustedGrossScore: handicapRecords.adjustedGrossScore,
          courseRating: handicapRecords.courseRating,
          slopeRating: handicapRecords.slopeRating,
          differential: handicapRecords.differential,
        })
        .from(handicapRecords)
        .where(eq(handicapRecords.userId, userId))
        .orderBy(asc(handicapRecords.playedAt));
    },

    async bagOf(userId: string) {
      return db
        .select({
          id: bagClubs.id,
          type: bagClubs.type,
          clubNumber: bagClubs.clubNumber,
          loft: bagClubs.loft,
          inBag: bagClubs.inBag,
          brand: golfBrands.name,
          modelName: bagClubs.modelName,
          customModelName: bagClubs.customModelName,
          shaftFlex: bagClubs.shaftFlex,
          notes: bagClubs.notes,
          averageDistance: bagClubs.averageDistance,
          createdAt: bagClubs.createdAt,
        })
        .from(bagClubs)
        .leftJoin(golfBrands, eq(golfBrands.id, bagClubs.brandId))
        .where(eq(bagClubs.userId, userId));
    },

    async favoriteClubsOf(userId: string) {
      return db
        .select({ clubId: clubs.id, name: clubs.name, slug: clubs.slug, addedAt: favoriteClubs.createdAt })
        .from(favoriteClubs)
        .innerJoin(clubs, eq(clubs.id, favoriteClubs.clubId))
        .where(eq(favoriteClubs.userId, userId));
    },

    async clubSuggestionsOf(userId: string) {
      return db
        .select({
          id: clubSuggestions.id,
          clubId: clubSuggestions.clubId,
          changes: clubSuggestions.changes,
          note: clubSuggestions.note,
          status: clubSuggestions.status,
          createdAt: clubSuggestions.createdAt,
        })
        .from(clubSuggestions)
        .where(eq(clubSuggestions.userId, userId));
    },

    async sessionIdsOf(userId: string): Promise<string[]> {
      const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      return rows.map((row) => row.id);
    },

    /**
     * Deletes the account in one transaction. Rounds the golfer owned with other golfers pass to the first of
     * them in playing order; the golfer's place in every round that stays keeps its scores under
     * {@link DELETED_GOLFER_NAME}, with no user, picture or handicap; everything else of theirs goes with the
     * user row (sessions, sign-in accounts, profile, guests, rounds played alone or with guests only, handicap
     * records, bag, favourites, suggestions, settings: all `on delete cascade`).
     */
    async deleteAccount(userId: string, throttleKeys: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const otherGolfer = sql`(SELECT gp.user_id FROM ${gamePlayers} gp
          WHERE gp.game_id = ${games.id} AND gp.user_id IS NOT NULL AND gp.user_id <> ${userId}
          ORDER BY gp.position LIMIT 1)`;
        await tx
          .update(games)
          .set({ ownerId: otherGolfer, version: sql`${games.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(games.ownerId, userId), sql`${otherGolfer} IS NOT NULL`));
        await tx
          .update(gamePlayers)
          .set({ userId: null, name: DELETED_GOLFER_NAME, imageUrl: null, handicapIndex: null })
          .where(eq(gamePlayers.userId, userId));
        if (throttleKeys.length > 0) {
          await tx.delete(signInThrottle).where(inArray(signInThrottle.account, throttleKeys));
        }
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
