import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

/** Drizzle queries of onboarding: whether a username is free, and creating the profile. */
export function createOnboardingRepository(db: Db) {
  return {
    async hasProfile(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return Boolean(row);
    },
    /** Whether an account or a profile uses the name (case-insensitively). */
    async isUsernameUsed(username: string): Promise<boolean> {
      const [account] = await db
        .select({ one: sql<number>`1` })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      if (account) return true;
      const [profile] = await db
        .select({ one: sql<number>`1` })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${username})`)
        .limit(1);
      return Boolean(profile);
    },
    /** Creates the profile and gives the account its username (for sign-in by username), in one transaction. */
    async create(row: NewProfileRow): Promise<ProfileRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(profiles).values(row).returning();
        await tx
          .update(users)
          .set({ username: row.username.toLowerCase(), displayUsername: row.username, updatedAt: new Date() })
          .where(eq(users.id, row.userId));
        return created as ProfileRow;
      });
    },
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
