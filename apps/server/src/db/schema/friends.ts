import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Friendships (clubs-and-social.md §3, §4): one row per pair of golfers, whichever of them asked. `pending` until
 * the receiver accepts; declining, withdrawing and unfriending delete the row. Friendship is mutual, so the pair is
 * unique in either order (the index on the least and greatest id).
 */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('friendships_pair_key').on(
      sql`least(${table.senderId}, ${table.receiverId})`,
      sql`greatest(${table.senderId}, ${table.receiverId})`,
    ),
    index('friendships_sender_idx').on(table.senderId, table.status),
    index('friendships_receiver_idx').on(table.receiverId, table.status),
    check('friendships_not_self', sql`${table.senderId} <> ${table.receiverId}`),
  ],
);
