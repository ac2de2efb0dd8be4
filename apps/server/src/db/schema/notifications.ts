import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { friendships } from './friends';
import { games } from './games';

/**
 * What one golfer was told (platform.md §3 "Notification", clubs-and-social.md §3): one row per notification,
 * newest by `updatedAt`. Notifications of one kind about one thing (likes of one post, messages of one chat)
 * are grouped while unread: the row of the same `groupKey` takes the new actor first in `actorIds` and counts one
 * more, so "Ana and 3 others liked your post" is one row. A round invitation goes with its round; a friend request
 * outlives its friendship row (withdrawn or declined: `friendshipId` becomes null) so its answer can still be read.
 * Posts, comments and chats are named by id only: those features own their rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The latest actor. */
    actorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every distinct actor of the group, latest first. */
    actorIds: text().array().notNull(),
    /** How many times it happened (grouped). */
    count: integer().notNull().default(1),
    type: text().notNull(),
    /** `{type}:{subject}` for the kinds that group; null for the others. */
    groupKey: text(),
    postId: text(),
    commentId: text(),
    chatId: text(),
    gameId: uuid().references(() => games.id, { onDelete: 'cascade' }),
    friendshipId: uuid().references(() => friendships.id, { onDelete: 'set null' }),
    /** A short text the actor wrote (a comment, a message), kept whole; the client cuts it for display. */
    preview: text(),
    /** The recipient's answer to a friend request or a round invitation. */
    status: text({ enum: ['accepted', 'declined'] }),
    read: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_recipient_idx').on(table.recipientId, table.updatedAt),
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.read} = false`),
    // at most one unread row per group: the upsert of notify() lands on it
    uniqueIndex('notifications_group_key')
      .on(table.recipientId, table.groupKey)
      .where(sql`${table.read} = false AND ${table.groupKey} IS NOT NULL`),
    index('notifications_game_idx').on(table.gameId),
  ],
);
