import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Photo and video uploads in progress (platform.md §7): what the golfer said they would send, in how many chunks.
 * The chunks themselves are files in media storage (`uploads/<id>/<n>`); completing an upload deletes its row.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['image', 'video'] }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    chunkBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_uploads_owner_idx').on(table.ownerId, table.createdAt)],
);
