import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

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
    async isUsernameUsed(username: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return Boolean(row) || (await this.findByUsername(username)) !== null;
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
    /** Golfers whose username or name resembles the query (trigram similarity), best first. */
    async setImage(userId: string, imageUrl: string): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ imageUrl, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },
    async setPresence(userId: string, online: boolean, at: Date): Promise<void> {
      await db.update(profiles).set({ online, lastSeen: at }).where(eq(profiles.userId, userId));
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
