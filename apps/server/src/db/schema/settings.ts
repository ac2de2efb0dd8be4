import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A golfer's notification toggles (games-and-profiles.md §9), stored on the server so every device and the
 * notifications feature read the same. No row: every toggle on. Gone with the account.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  friendRequests: boolean().notNull().default(true),
  gameInvitations: boolean().notNull().default(true),
  newMessages: boolean().notNull().default(true),
  friendsPosts: boolean().notNull().default(true),
  postResponses: boolean().notNull().default(true),
  announcements: boolean().notNull().default(true),
  clubEvents: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
