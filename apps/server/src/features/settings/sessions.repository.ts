import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** The account's sessions as stored; the token stays on the server. */
export function createSessionsRepository(db: Db) {
  return {
    /** The user's sessions that have not expired, newest first. */
    async listActive(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.createdAt));
    },
    /** The token of one of the user's sessions, or null when the id is not one of theirs. */
    async tokenOf(userId: string, sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: sessions.token })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .limit(1);
      return row?.token ?? null;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
