import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, profiles } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** What storing one notification needs: the row's fields, `groupKey` set for the kinds that group. */
export interface NewNotification {
  recipientId: string;
  actorId: string;
  type: string;
  groupKey: string | null;
  postId: string | null;
  commentId: string | null;
  chatId: string | null;
  gameId: string | null;
  friendshipId: string | null;
  preview: string | null;
}

/** One notification as the list reads it: the row, its latest actor's profile, and its round (invitations). */
export interface NotificationListRow {
  id: string;
  type: string;
  actor_id: string;
  actor_ids: string[];
  count: number;
  status: 'accepted' | 'declined' | null;
  preview: string | null;
  post_id: string | null;
  comment_id: string | null;
  chat_id: string | null;
  game_id: string | null;
  friendship_id: string | null;
  read: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
  game_name: string | null;
  game_status: 'pending' | 'active' | 'finished' | null;
  game_date: Date | string | null;
  course_name: string | null;
  club_name: string | null;
  game_players: number | null;
  /** The recipient's own player status in the round; null when not (or no longer) in it. */
  own_player_status: string | null;
}

/** Drizzle queries of the notifications feature. */
export function createNotificationsRepository(db: Db) {
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    // Both drivers (PGlite and node-postgres) answer `{ rows }`.
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  /** The list's columns for the notifications matching `where`. */
  const listQuery = (recipientId: string, where: SQL, limit: number, offset: number) => sql`
    SELECT n.id, n.type, n.actor_id, n.actor_ids, n.count, n.status, n.preview, n.post_id, n.comment_id,
      n.chat_id, n.game_id, n.friendship_id, n.read, n.created_at, n.updated_at,
      p.username, p.first_name, p.last_name, p.image_url,
      g.name AS game_name, g.status AS game_status, g.played_at AS game_date,
      co.name AS course_name, cl.name AS club_name,
      (SELECT count(*)::int FROM game_players gp WHERE gp.game_id = g.id) AS game_players,
      (SELECT gp.status FROM game_players gp WHERE gp.game_id = g.id AND gp.user_id = ${recipientId}::text)
        AS own_player_status
    FROM notifications n
    LEFT JOIN profiles p ON p.user_id = n.actor_id
    LEFT JOIN games g ON g.id = n.game_id
    LEFT JOIN courses co ON co.id = g.course_id
    LEFT JOIN clubs cl ON cl.id = co.club_id
    WHERE n.recipient_id = ${recipientId}::text AND ${where}
    ORDER BY n.updated_at DESC, n.id DESC
    LIMIT ${limit} OFFSET ${offset}`;

  return {
    /**
     * Stores a notification, or, for a kind that groups, adds its actor to the unread one of the same group (the
     * actor moves first, counted once; the group counts one more and comes to the top). Answers the row's id.
     */
    async upsert(input: NewNotification): Promise<string> {
      const values = { ...input, actorIds: [input.actorId] };
      if (input.groupKey === null) {
        const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
        return row!.id;
      }
      const [row] = await db
        .insert(notifications)
        .values(values)
        .onConflictDoUpdate({
          target: [notifications.recipientId, notifications.groupKey],
          targetWhere: sql`${notifications.read} = false AND ${notifications.groupKey} IS NOT NULL`,
          set: {
            actorId: input.actorId,
            actorIds: sql`array_prepend(${input.actorId}::text, array_remove(${notifications.actorIds}, ${input.actorId}::text))`,
            count: sql`${notifications.count} + 1`,
            preview: input.preview,
            status: null,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: notifications.id });
      return row!.id;
    },

    /** The display name of a golfer (full name, else username), for a push. */
    async nameOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName, username: profiles.username })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (!row) return null;
      return `${row.firstName} ${row.lastName}`.trim() || row.username;
    },

    /** A page of the recipient's notifications, newest first, with the total. */
    async page(
      recipientId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: NotificationListRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        rowsOf<NotificationListRow>(listQuery(recipientId, sql`true`, limit, offset)),
        db.select({ total: count() }).from(notifications).where(eq(notifications.recipientId, recipientId)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** One of the recipient's notifications as the list reads it; null when it is not theirs or is gone. */
    async oneOf(recipientId: string, id: string): Promise<NotificationListRow | null> {
      const [row] = await rowsOf<NotificationListRow>(listQuery(recipientId, sql`n.id = ${id}::uuid`, 1, 0));
      return row ?? null;
    },

    async unreadCount(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
      return row?.total ?? 0;
    },

    /** Whether a notification is still unread (false once read, or gone). */
    async isUnread(id: string): Promise<boolean> {
      const [row] = await db
        .select({ read: notifications.read })
        .from(notifications)
        .where(eq(notifications.id, id));
      return row !== undefined && !row.read;
    },

    /**
     * Marks every unread notification of the recipient read. Two unread rows of one group cannot exist, but a
     * read one and an unread one can: the partial unique index only covers unread rows, so this never conflicts.
     */
    async markAllRead(recipientId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
    },

    /** Sets the answer of a notification of the recipient. */
    async setStatus(recipientId: string, id: string, status: 'accepted' | 'declined'): Promise<void> {
      await db
        .update(notifications)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)));
    },

    /**
     * Sets the answer of the recipient's notifications of `type` about a subject (their friend request, their
     * round invitation) still without one: an answer given elsewhere (the friends screen, the toast) shows here.
     */
    async settle(
      recipientId: string,
      type: 'friend_request' | 'game_invitation',
      subject: { friendshipId: string } | { gameId: string },
      status: 'accepted' | 'declined',
    ): Promise<void> {
      const about =
        'friendshipId' in subject
          ? eq(notifications.friendshipId, subject.friendshipId)
          : eq(notifications.gameId, subject.gameId);
      await db
        .update(notifications)
        .set({ status })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.type, type),
            about,
            sql`${notifications.status} IS NULL`,
          ),
        );
    },

    /** The recipient's latest notifications, newest first (tests and the demo). */
    async latest(recipientId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, recipientId))
        .orderBy(desc(notifications.updatedAt))
        .limit(limit);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
