import { and, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendships, profiles } from '../../db/schema';

export type FriendshipRow = typeof friendships.$inferSelect;

/** A golfer with the viewer's friendship with them, as the queries below answer. */
export interface GolferRow {
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  handicap: number | null;
  friendship_id: string | null;
  sender_id: string | null;
  receiver_id: string | null;
  friendship_status: 'pending' | 'accepted' | null;
}

export interface RecommendationRow extends GolferRow {
  reason: 'mutual_friends' | 'same_club' | 'played_together' | 'active_golfer';
  mutual: number;
}

/** The pair (a, b) in either order: the unique index `friendships_pair_key` answers it. */
const pairOf = (a: string | SQL, b: string | SQL) =>
  sql`least(${friendships.senderId}, ${friendships.receiverId}) = least(${a}::text, ${b}::text)
    AND greatest(${friendships.senderId}, ${friendships.receiverId}) = greatest(${a}::text, ${b}::text)`;

/**
 * A golfer's columns and the viewer's friendship with them, from `profiles p` (the friendship left-joined by the
 * pair index).
 */
const golferColumns = sql`p.user_id, p.username, p.first_name, p.last_name, p.image_url,
  p.handicap::float8 AS handicap, vf.id AS friendship_id, vf.sender_id, vf.receiver_id,
  vf.status AS friendship_status`;
const viewerFriendship = (viewerId: string) => sql`LEFT JOIN friendships vf
  ON least(vf.sender_id, vf.receiver_id) = least(p.user_id, ${viewerId}::text)
  AND greatest(vf.sender_id, vf.receiver_id) = greatest(p.user_id, ${viewerId}::text)`;

/** The ids of a golfer's friends (accepted friendships, either direction). */
const friendIdsOf = (userId: string) => sql`SELECT CASE WHEN sender_id = ${userId} THEN receiver_id
  ELSE sender_id END AS id FROM friendships
  WHERE status = 'accepted' AND (sender_id = ${userId} OR receiver_id = ${userId})`;

/** Drizzle queries of the friends feature. */
export function createFriendsRepository(db: Db) {
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    // Both drivers (PGlite and node-postgres) answer `{ rows }`.
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  return {
    async hasProfile(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row !== undefined;
    },

    /** The friendship between two golfers, whoever asked. */
    async between(a: string, b: string): Promise<FriendshipRow | null> {
      const [row] = await db.select().from(friendships).where(pairOf(a, b));
      return row ?? null;
    },

    async byId(id: string): Promise<FriendshipRow | null> {
      const [row] = await db.select().from(friendships).where(eq(friendships.id, id));
      return row ?? null;
    },

    /** A pending request from `senderId` to `receiverId`; null when the pair already has a row. */
    async insert(senderId: string, receiverId: string): Promise<FriendshipRow | null> {
      const [row] = await db
        .insert(friendships)
        .values({ senderId, receiverId })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Accepts a pending request received by `receiverId`; null when there is no such request. */
    async accept(id: string, receiverId: string): Promise<FriendshipRow | null> {
      const now = new Date();
      const [row] = await db
        .update(friendships)
        .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
        .where(
          and(
            eq(friendships.id, id),
            eq(friendships.receiverId, receiverId),
            eq(friendships.status, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Deletes a friendship (or request) of which `userId` is one of the two golfers. */
    async remove(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(friendships)
        .where(
          and(
            eq(friendships.id, id),
            or(eq(friendships.senderId, userId), eq(friendships.receiverId, userId)),
          ),
        )
        .returning({ id: friendships.id });
      return rows.length > 0;
    },

    /** A page of a golfer's friends by first and last name, each with the viewer's friendship with them. */
    async friendsOf(userId: string, viewerId: string, limit: number, offset: number) {
      const rows = await rowsOf<GolferRow>(sql`
        SELECT ${golferColumns}
        FROM (${friendIdsOf(userId)}) mine
        JOIN profiles p ON p.user_id = mine.id
        ${viewerFriendship(viewerId)}
        ORDER BY lower(p.first_name), lower(p.last_name), p.user_id
        LIMIT ${limit} OFFSET ${offset}`);
      const [count] = await rowsOf<{ total: number }>(sql`
        SELECT count(*)::int AS total FROM (${friendIdsOf(userId)}) mine JOIN profiles p ON p.user_id = mine.id`);
      return { rows, total: count?.total ?? 0 };
    },

    /** The pending requests a golfer received and sent, newest first (at most `limit` of each). */
    async requestsOf(userId: string, limit: number) {
      const side = (mine: 'sender_id' | 'receiver_id', theirs: 'sender_id' | 'receiver_id') =>
        rowsOf<GolferRow>(sql`
          SELECT ${golferColumns}
          FROM friendships r
          JOIN profiles p ON p.user_id = r.${sql.raw(theirs)}
          ${viewerFriendship(userId)}
          WHERE r.${sql.raw(mine)} = ${userId} AND r.status = 'pending'
          ORDER BY r.created_at DESC, r.id
          LIMIT ${limit}`);
      return {
        received: await side('receiver_id', 'sender_id'),
        sent: await side('sender_id', 'receiver_id'),
      };
    },

    /**
     * Golfers the viewer may know: friends of their friends (weighted by friends in common), partners of their
     * rounds (by rounds together), golfers of their home club. Never the viewer, a friend, or a golfer with a
     * request either way. Each comes with the reason that weighs most.
     */
    async recommendationsFor(userId: string, limit: number) {
      return rowsOf<RecommendationRow>(sql`
        WITH my_friends AS (${friendIdsOf(userId)}),
        connected AS (
          SELECT CASE WHEN sender_id = ${userId} THEN receiver_id ELSE sender_id END AS id
          FROM friendships WHERE sender_id = ${userId} OR receiver_id = ${userId}
        ),
        scored AS (
          SELECT CASE WHEN f.sender_id = mf.id THEN f.receiver_id ELSE f.sender_id END AS id,
            'mutual_friends' AS reason, 3 AS score, 1 AS mutual
          FROM friendships f JOIN my_friends mf ON f.sender_id = mf.id OR f.receiver_id = mf.id
          WHERE f.status = 'accepted'
          UNION ALL
          SELECT other.user_id, 'played_together', 2, 0
          FROM game_players own
          JOIN game_players other ON other.game_id = own.game_id AND other.user_id IS NOT NULL
          WHERE own.user_id = ${userId}
          UNION ALL
          SELECT club.user_id, 'same_club', 1, 0
          FROM profiles me JOIN profiles club ON club.membership_id = me.membership_id
          WHERE me.user_id = ${userId} AND me.membership_id IS NOT NULL
        ),
        ranked AS (
          SELECT s.id, sum(s.score)::int AS score, sum(s.mutual)::int AS mutual,
            (array_agg(s.reason ORDER BY s.score DESC))[1] AS reason
          FROM scored s
          WHERE s.id <> ${userId} AND NOT EXISTS (SELECT 1 FROM connected c WHERE c.id = s.id)
          GROUP BY s.id
        )
        SELECT ${golferColumns}, r.reason, r.mutual
        FROM ranked r
        JOIN profiles p ON p.user_id = r.id
        ${viewerFriendship(userId)}
        ORDER BY r.score DESC, lower(p.username)
        LIMIT ${limit}`);
    },

    /**
     * Golfers who played most in the last 90 days (public rounds up to now, as a player, not an invitation), for
     * someone with no recommendation of their own yet. Never the viewer, a friend, or a golfer with a request.
     */
    async activeGolfersFor(userId: string, limit: number) {
      return rowsOf<RecommendationRow>(sql`
        WITH active AS (
          SELECT gp.user_id, count(*)::int AS rounds, max(g.played_at) AS last_played
          FROM game_players gp JOIN games g ON g.id = gp.game_id
          WHERE gp.user_id IS NOT NULL AND gp.status <> 'invited' AND NOT g.is_private
            AND g.played_at <= now() AND g.played_at > now() - interval '90 days'
          GROUP BY gp.user_id
        )
        SELECT ${golferColumns}, 'active_golfer' AS reason, 0 AS mutual
        FROM active a
        JOIN profiles p ON p.user_id = a.user_id
        ${viewerFriendship(userId)}
        WHERE p.user_id <> ${userId} AND vf.id IS NULL
        ORDER BY a.rounds DESC, a.last_played DESC, lower(p.username)
        LIMIT ${limit}`);
    },

    /** Golfers whose username starts with, or whose name contains or resembles, the needle (lower case). */
    async search(needle: string, viewerId: string, limit: number, offset: number) {
      const name = sql`lower(p.first_name || ' ' || p.last_name)`;
      return rowsOf<GolferRow>(sql`
        SELECT ${golferColumns}
        FROM profiles p
        ${viewerFriendship(viewerId)}
        WHERE p.user_id <> ${viewerId}
          AND (lower(p.username) LIKE ${`${needle}%`} OR ${name} LIKE ${`%${needle}%`} OR ${needle} <% ${name})
        ORDER BY lower(p.username) LIKE ${`${needle}%`} DESC, word_similarity(${needle}, ${name}) DESC,
          lower(p.username)
        LIMIT ${limit} OFFSET ${offset}`);
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
