import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favoriteClubs } from '../../db/schema';

/** Drizzle queries of the favorites feature. */
export function createFavoritesRepository(db: Db) {
  return {
    /** Adds a favorite; nothing happens when it exists. */
    async add(userId: string, clubId: string): Promise<void> {
      await db.insert(favoriteClubs).values({ userId, clubId }).onConflictDoNothing();
    },

    async remove(userId: string, clubId: string): Promise<void> {
      await db
        .delete(favoriteClubs)
        .where(and(eq(favoriteClubs.userId, userId), eq(favoriteClubs.clubId, clubId)));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
