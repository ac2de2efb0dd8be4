import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Chats (platform.md §3): direct chats between two golfers and named group chats. A direct chat carries `direct_key`
 * (its two golfers' ids, least first) so that the pair has one chat, reused whenever either starts it again.
 * `last_message_at` orders the list; a chat with no participants left is deleted.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text({ enum: ['direct', 'group'] }).notNull(),
    name: text(),
    imageUrl: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    directKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('chats_direct_key').on(table.directKey)],
);

/** Who is in a chat, since when, and up to when they have read it. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    chatId: uuid()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chatId, table.userId] }),
    index('chat_participants_user_idx').on(table.userId),
  ],
);

/** A message: text, an uploaded photo, or both. Paged newest first by (created_at, id). */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    chatId: uuid()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    imageUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_chat_created_idx').on(table.chatId, sql`${table.createdAt} DESC`, table.id)],
);

/** One emoji per golfer per message. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);
