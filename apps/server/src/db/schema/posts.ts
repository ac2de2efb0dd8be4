import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './clubs';

/** A photo or video of a post as stored (the contract's `PostMedia`). */
export interface StoredPostMedia {
  type: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  width: number;
  height: number;
}

/**
 * Posts (clubs-and-social.md §3, platform.md §2.8). The like and comment counts are kept on the row, changed in the
 * same statement as the like or comment, so a feed page reads them without counting (one query a page).
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['standard', 'game_result'] })
      .notNull()
      .default('standard'),
    /** The round a `game_result` post shares (no foreign key: a deleted round leaves the post). */
    gameId: uuid(),
    caption: text().notNull().default(''),
    audience: text({ enum: ['public', 'friends', 'private'] })
      .notNull()
      .default('public'),
    courseId: uuid().references(() => courses.id, { onDelete: 'set null' }),
    media: jsonb().$type<StoredPostMedia[]>().notNull().default([]),
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // a golfer's posts and the followed feed (authors in a list, newest first): the page and its total are read
    // from the index alone (audience last, as a key column: drizzle has no INCLUDE)
    index('posts_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc(), table.audience),
    // the discover feed: public posts that are not round results, newest first
    index('posts_discover_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.audience} = 'public' AND ${table.kind} = 'standard'`),
  ],
);

/** The hashtags of a post's caption, lower-case, one row each. */
export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.topic] }),
    index('post_hashtags_topic_idx').on(table.topic, table.postId),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    likesCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_comments_post_idx').on(table.postId, table.createdAt)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid()
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);
