import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatParticipants, chats, messageReactions, messages } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A chat of the list with the viewer's read state and its latest message. */
export interface ChatListRow {
  id: string;
  type: 'direct' | 'group';
  name: string | null;
  image_url: string | null;
  created_by: string | null;
  created_at: Date | string;
  last_read_at: Date | string;
  message_id: string | null;
  message_sender_id: string | null;
  message_text: string | null;
  message_image_url: string | null;
  message_created_at: Date | string | null;
}

export interface MemberRow {
  chat_id: string;
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  online: boolean;
  last_seen: Date | string | null;
  joined_at: Date | string;
}

/** The key of the one direct chat between two golfers, whoever started it. */
export const directKeyOf = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Drizzle queries of the chat feature. */
export function createChatRepository(db: Db) {
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    // Both drivers (PGlite and node-postgres) answer `{ rows }`.
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  /** The chats (one, or all of a golfer's) as the list shows them, the latest activity first. */
  const listQuery = (userId: string, chatId: string | null) => sql`
    SELECT c.id, c.type, c.name, c.image_url, c.created_by, c.created_at, cp.last_read_at,
      m.id AS message_id, m.sender_id AS message_sender_id, m.text AS message_text,
      m.image_url AS message_image_url, m.created_at AS message_created_at
    FROM chat_participants cp
    JOIN chats c ON c.id = cp.chat_id
    LEFT JOIN LATERAL (
      SELECT id, sender_id, text, image_url, created_at FROM messages
      WHERE chat_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) m ON true
    WHERE cp.user_id = ${userId} ${chatId ? sql`AND c.id = ${chatId}` : sql``}
    ORDER BY coalesce(m.created_at, c.created_at) DESC, c.id`;

  return {
    /** The golfers among `userIds` who have a profile. */
    async withProfiles(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await rowsOf<{ user_id: string }>(sql`
        SELECT user_id FROM profiles WHERE user_id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      return rows.map((row) => row.user_id);
    },

    async chatById(chatId: string): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.id, chatId));
      return row ?? null;
    },

    async directChat(key: string): Promise<ChatRow | null> {
      const [row] = await db.select().from(chats).where(eq(chats.directKey, key));
      return row ?? null;
    },

    async isParticipant(chatId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: chatParticipants.userId })
        .from(chatParticipants)
        .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
      return row !== undefined;
    },

    async participantIds(chatId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: chatParticipants.userId })
        .from(chatParticipants)
        .where(eq(chatParticipants.chatId, chatId));
      return rows.map((row) => row.userId);
    },

    /**
     * Creates a chat with its participants in one transaction. A direct chat whose key exists (created meanwhile)
     * is not created again: null.
     */
    async createChat(input: {
      type: 'direct' | 'group';
      name: string | null;
      createdBy: string;
      directKey: string | null;
      memberIds: readonly string[];
    }): Promise<ChatRow | null> {
      return db.transaction(async (tx) => {
        const [chat] = await tx
          .insert(chats)
          .values({
            type: input.type,
            name: input.name,
            createdBy: input.createdBy,
            directKey: input.directKey,
          })
          .onConflictDoNothing()
          .returning();
        if (!chat) return null;
        await tx
          .insert(chatParticipants)
          .values(input.memberIds.map((userId) => ({ chatId: chat.id, userId })));
        return chat;
      });
    },

    /** Puts a golfer (back) in a chat; false when they already were. */
    async addParticipant(chatId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(chatParticipants)
        .values({ chatId, userId })
        .onConflictDoNothing()
        .returning({ userId: chatParticipants.userId });
      return rows.length > 0;
    },

    /**
     * Takes a golfer out of a chat and deletes the chat when nobody is left (its messages go with it). Answers
     * whether they were in it and whether the chat is gone.
     */
    async removeParticipant(chatId: string, userId: string): Promise<{ removed: boolean; deleted: boolean }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(chatParticipants)
          .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)))
          .returning({ userId: chatParticipants.userId });
        if (removed.length === 0) return { removed: false, deleted: false };
        const result: unknown = await tx.execute(sql`
          DELETE FROM chats c WHERE c.id = ${chatId}
            AND NOT EXISTS (SELECT 1 FROM chat_participants WHERE chat_id = c.id)
          RETURNING c.id`);
        return { removed: true, deleted: (result as { rows: unknown[] }).rows.length > 0 };
      });
    },

    async rename(chatId: string, name: string): Promise<void> {
      await db.update(chats).set({ name }).where(eq(chats.id, chatId));
    },

    async setImage(chatId: string, imageUrl: string | null): Promise<void> {
      await db.update(chats).set({ imageUrl }).where(eq(chats.id, chatId));
    },

    async listFor(userId: string): Promise<ChatListRow[]> {
      return rowsOf<ChatListRow>(listQuery(userId, null));
    },

    async oneFor(userId: string, chatId: string): Promise<ChatListRow | null> {
      const [row] = await rowsOf<ChatListRow>(listQuery(userId, chatId));
      return row ?? null;
    },

    /** The members of some chats with their profiles and presence, by join order. */
    async membersOf(chatIds: readonly string[]): Promise<MemberRow[]> {
      if (chatIds.length === 0) return [];
      return rowsOf<MemberRow>(sql`
        SELECT cp.chat_id, cp.user_id, p.username, p.first_name, p.last_name, p.image_url, p.online,
          p.last_seen, cp.joined_at
        FROM chat_participants cp
        JOIN profiles p ON p.user_id = cp.user_id
        WHERE cp.chat_id IN (${sql.join(
          chatIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ORDER BY cp.joined_at, cp.user_id`);
    },

    /** A page of messages newest first: those older than the message `before` (its (created_at, id) order). */
    async messagesPage(chatId: string, before: string | null, limit: number): Promise<MessageRow[]> {
      const older = before
        ? sql`AND (m.created_at, m.id) < (SELECT created_at, id FROM messages WHERE id = ${before})`
        : sql``;
      const rows = await rowsOf<{
        id: string;
        chat_id: string;
        sender_id: string;
        text: string;
        image_url: string | null;
        created_at: Date | string;
      }>(sql`
        SELECT m.id, m.chat_id, m.sender_id, m.text, m.image_url, m.created_at FROM messages m
        WHERE m.chat_id = ${chatId} ${older}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${limit}`);
      return rows.map((row) => ({
        id: row.id,
        chatId: row.chat_id,
        senderId: row.sender_id,
        text: row.text,
        imageUrl: row.image_url,
        createdAt: new Date(row.created_at),
      }));
    },

    async messageById(messageId: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      return row ?? null;
    },

    async insertMessage(input: {
      chatId: string;
      senderId: string;
      text: string;
      imageUrl: string | null;
    }): Promise<MessageRow> {
      const [row] = await db.insert(messages).values(input).returning();
      await db.update(chats).set({ lastMessageAt: row!.createdAt }).where(eq(chats.id, input.chatId));
      return row!;
    },

    async deleteMessage(messageId: string): Promise<void> {
      await db.delete(messages).where(eq(messages.id, messageId));
    },

    /** The reactions of some messages: message id → (user id → emoji). */
    async reactionsOf(messageIds: readonly string[]): Promise<Map<string, Record<string, string>>> {
      const byMessage = new Map<string, Record<string, string>>();
      if (messageIds.length === 0) return byMessage;
      const rows = await rowsOf<{ message_id: string; user_id: string; emoji: string }>(sql`
        SELECT message_id, user_id, emoji FROM message_reactions
        WHERE message_id IN (${sql.join(
          messageIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ORDER BY created_at`);
      for (const row of rows) {
        const reactions = byMessage.get(row.message_id) ?? {};
        reactions[row.user_id] = row.emoji;
        byMessage.set(row.message_id, reactions);
      }
      return byMessage;
    },

    async setReaction(messageId: string, userId: string, emoji: string): Promise<void> {
      await db
        .insert(messageReactions)
        .values({ messageId, userId, emoji })
        .onConflictDoUpdate({
          target: [messageReactions.messageId, messageReactions.userId],
          set: { emoji, createdAt: new Date() },
        });
    },

    async removeReaction(messageId: string, userId: string): Promise<void> {
      await db
        .delete(messageReactions)
        .where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId)));
    },

    async markRead(chatId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(chatParticipants)
        .set({ lastReadAt: at })
        .where(and(eq(chatParticipants.chatId, chatId), eq(chatParticipants.userId, userId)));
    },

    /** Who may see a golfer's presence: those who share a chat with them, and their friends. */
    async presenceAudience(userId: string): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(sql`
        SELECT DISTINCT other.user_id AS id
        FROM chat_participants mine
        JOIN chat_participants other ON other.chat_id = mine.chat_id AND other.user_id <> ${userId}
        WHERE mine.user_id = ${userId}
        UNION
        SELECT CASE WHEN sender_id = ${userId} THEN receiver_id ELSE sender_id END
        FROM friendships
        WHERE status = 'accepted' AND (sender_id = ${userId} OR receiver_id = ${userId})`);
      return rows.map((row) => row.id);
    },

    /** Whether `viewerId` may see `userId`'s presence (the same rule as {@link presenceAudience}). */
    async seesPresence(viewerId: string, userId: string): Promise<boolean> {
      if (viewerId === userId) return true;
      const rows = await rowsOf<{ ok: number }>(sql`
        SELECT 1 AS ok FROM chat_participants a
        JOIN chat_participants b ON b.chat_id = a.chat_id AND b.user_id = ${userId}
        WHERE a.user_id = ${viewerId}
        UNION ALL
        SELECT 1 FROM friendships
        WHERE status = 'accepted' AND least(sender_id, receiver_id) = least(${viewerId}::text, ${userId}::text)
          AND greatest(sender_id, receiver_id) = greatest(${viewerId}::text, ${userId}::text)
        LIMIT 1`);
      return rows.length > 0;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
