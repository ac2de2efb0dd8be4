import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredPostMedia } from '../../db/schema';

/** A post row with its author, course and the viewer's like, as the feed query answers it. */
export interface PostRow {
  id: string;
  kind: 'standard' | 'game_result';
  game_id: string | null;
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
  caption: string;
  audience: 'public' | 'friends' | 'private';
  course_id: string | null;
  course_name: string | null;
  media: StoredPostMedia[];
  hashtags: string[] | null;
  likes_count: number;
  comments_count: number;
  is_liked: boolean;
  created_at: Date | string;
  total: number | string;
}

export interface AuthorRow {
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

export interface CommentRow extends AuthorRow {
  id: string;
  post_id: string;
  content: string;
  likes_count: number;
  is_liked: boolean;
  created_at: Date | string;
}

/** Which posts a feed reads; the audience rule is added to every one of them. */
export type FeedFilter =
  | { kind: 'followed' }
  | { kind: 'discover' }
  | { kind: 'profile'; profileId: string; mediaOnly: boolean }
  | { kind: 'hashtag'; topic: string };

/** Whether `viewer` and the author of `p` are friends (the pair index of friendships answers it). */
const areFriends = (viewerId: string) => sql`EXISTS (SELECT 1 FROM friendships f
  WHERE f.status = 'accepted'
    AND least(f.sender_id, f.receiver_id) = least(p.user_id, ${viewerId}::text)
    AND greatest(f.sender_id, f.receiver_id) = greatest(p.user_id, ${viewerId}::text))`;

/**
 * The audience rule (clubs-and-social.md §6, issue #22 item 6): a post `p` is seen by its author, by everyone when
 * public, and by the author's friends when friends-only. Every read of this repository goes through it.
 */
export const visibleTo = (viewerId: string) => sql`(p.user_id = ${viewerId}::text
  OR p.audience = 'public'
  OR (p.audience = 'friends' AND ${areFriends(viewerId)}))`;

/** The viewer and their friends: the authors of the followed feed. */
const followedAuthors = (viewerId: string) => sql`(SELECT ${viewerId}::text AS id
  UNION ALL SELECT CASE WHEN sender_id = ${viewerId}::text THEN receiver_id ELSE sender_id END
  FROM friendships WHERE status = 'accepted'
    AND (sender_id = ${viewerId}::text OR receiver_id = ${viewerId}::text))`;

function whereOf(viewerId: string, filter: FeedFilter): SQL {
  switch (filter.kind) {
    case 'followed':
      // friends see the friends' public and friends-only posts; the viewer sees all of their own
      return sql`p.user_id IN ${followedAuthors(viewerId)}
        AND (p.audience <> 'private' OR p.user_id = ${viewerId}::text)`;
    case 'discover':
      return sql`p.audience = 'public' AND p.kind = 'standard'`;
    case 'profile':
      return sql`p.user_id = ${filter.profileId}::text AND ${visibleTo(viewerId)}
        ${filter.mediaOnly ? sql`AND jsonb_array_length(p.media) > 0` : sql``}`;
    case 'hashtag':
      return sql`p.id IN (SELECT post_id FROM post_hashtags WHERE topic = ${filter.topic})
        AND ${visibleTo(viewerId)}`;
  }
}

const postColumns = (viewerId: string) => sql`p.id, p.kind, p.game_id, p.user_id, pr.username, pr.first_name,
  pr.last_name, pr.image_url, p.caption, p.audience, p.course_id, c.name AS course_name, p.media,
  (SELECT array_agg(h.topic ORDER BY h.topic) FROM post_hashtags h WHERE h.post_id = p.id) AS hashtags,
  p.likes_count, p.comments_count, p.created_at,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId}::text) AS is_liked`;

/** SQL of the posts feature. */
export function createPostsRepository(db: Db) {
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    // Both drivers (PGlite and node-postgres) answer `{ rows }`.
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  return {
    /**
     * One page of a feed, newest first, with author, course, counts, "liked by me" and the total, in one query:
     * the page's ids and the total (a window) first, over the narrow rows of the filter (for the followed feed
     * an index-only scan of each author's newest posts), then the columns, hashtags and likes of those rows only.
     */
    async page(viewerId: string, filter: FeedFilter, limit: number, offset: number) {
      const rows = await rowsOf<PostRow>(sql`
        WITH page AS (
          SELECT p.id, count(*) OVER () AS total
          FROM posts p
          JOIN profiles author ON author.user_id = p.user_id
          WHERE ${whereOf(viewerId, filter)}
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT ${postColumns(viewerId)}, pg.total
        FROM page pg
        JOIN posts p ON p.id = pg.id
        JOIN profiles pr ON pr.user_id = p.user_id
        LEFT JOIN courses c ON c.id = p.course_id
        ORDER BY p.created_at DESC, p.id DESC`);
      return { rows, total: rows[0] ? Number(rows[0].total) : 0 };
    },

    /** How many posts of a feed are newer than `since`. */
    async countSince(viewerId: string, filter: FeedFilter, since: Date): Promise<number> {
      const [row] = await rowsOf<{ count: number | string }>(sql`
        SELECT count(*) AS count FROM posts p
        WHERE ${whereOf(viewerId, filter)} AND p.created_at > ${since.toISOString()}::timestamptz`);
      return Number(row?.count ?? 0);
    },

    /** A post the viewer may see, or null (no such post, or its audience leaves them out). */
    async visible(viewerId: string, postId: string): Promise<PostRow | null> {
      const [row] = await rowsOf<PostRow>(sql`
        SELECT ${postColumns(viewerId)}, 1 AS total
        FROM posts p
        JOIN profiles pr ON pr.user_id = p.user_id
        LEFT JOIN courses c ON c.id = p.course_id
        WHERE p.id = ${postId}::uuid AND ${visibleTo(viewerId)}`);
      return row ?? null;
    },

    async hasProfile(userId: string): Promise<boolean> {
      const rows = await rowsOf(sql`SELECT 1 FROM profiles WHERE user_id = ${userId}::text`);
      return rows.length > 0;
    },

    async courseExists(courseId: string): Promise<boolean> {
      const rows = await rowsOf(sql`SELECT 1 FROM courses WHERE id = ${courseId}::uuid`);
      return rows.length > 0;
    },

    /** Saves a post and its hashtags in one statement; answers its id. */
    async insert(post: {
      userId: string;
      kind: 'standard' | 'game_result';
      gameId: string | null;
      caption: string;
      audience: 'public' | 'friends' | 'private';
      courseId: string | null;
      media: StoredPostMedia[];
      hashtags: string[];
    }): Promise<string> {
      const [row] = await rowsOf<{ id: string }>(sql`
        WITH inserted AS (
          INSERT INTO posts (user_id, kind, game_id, caption, audience, course_id, media)
          VALUES (${post.userId}, ${post.kind}, ${post.gameId}::uuid, ${post.caption}, ${post.audience},
            ${post.courseId}::uuid, ${JSON.stringify(post.media)}::jsonb)
          RETURNING id
        ), tags AS (
          INSERT INTO post_hashtags (post_id, topic)
          SELECT inserted.id, topic FROM inserted, unnest(${sql.param(post.hashtags)}::text[]) AS topic
        )
        SELECT id FROM inserted`);
      return row!.id;
    },

    /** Deletes a post of its author; answers its media (to remove the files), or null when nothing matched. */
    async remove(postId: string, authorId: string): Promise<StoredPostMedia[] | null> {
      const [row] = await rowsOf<{ media: StoredPostMedia[] }>(sql`
        DELETE FROM posts WHERE id = ${postId}::uuid AND user_id = ${authorId}::text RETURNING media`);
      return row ? row.media : null;
    },

    /** Likes a post (again is no change) and answers its count. */
    async like(postId: string, userId: string): Promise<{ likes: number; added: boolean }> {
      const [row] = await rowsOf<{ likes_count: number; added: number | string }>(sql`
        WITH added AS (
          INSERT INTO post_likes (post_id, user_id) VALUES (${postId}::uuid, ${userId}::text)
          ON CONFLICT DO NOTHING RETURNING post_id
        )
        UPDATE posts SET likes_count = likes_count + (SELECT count(*) FROM added)
        WHERE id = ${postId}::uuid
        RETURNING likes_count, (SELECT count(*) FROM added) AS added`);
      return { likes: row?.likes_count ?? 0, added: Number(row?.added ?? 0) > 0 };
    },

    async unlike(postId: string, userId: string): Promise<number> {
      const [row] = await rowsOf<{ likes_count: number }>(sql`
        WITH removed AS (
          DELETE FROM post_likes WHERE post_id = ${postId}::uuid AND user_id = ${userId}::text RETURNING post_id
        )
        UPDATE posts SET likes_count = likes_count - (SELECT count(*) FROM removed)
        WHERE id = ${postId}::uuid
        RETURNING likes_count`);
      return row?.likes_count ?? 0;
    },

    /** Who liked a post, newest first (at most `limit`). */
    async likers(postId: string, limit: number): Promise<AuthorRow[]> {
      return rowsOf<AuthorRow>(sql`
        SELECT pr.user_id, pr.username, pr.first_name, pr.last_name, pr.image_url
        FROM post_likes l JOIN profiles pr ON pr.user_id = l.user_id
        WHERE l.post_id = ${postId}::uuid
        ORDER BY l.created_at DESC LIMIT ${limit}`);
    },

    /** A post's comments, oldest first, with "liked by me". */
    async comments(postId: string, viewerId: string, limit: number): Promise<CommentRow[]> {
      return rowsOf<CommentRow>(sql`
        SELECT c.id, c.post_id, c.content, c.likes_count, c.created_at,
          pr.user_id, pr.username, pr.first_name, pr.last_name, pr.image_url,
          EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.id AND cl.user_id = ${viewerId}::text)
            AS is_liked
        FROM post_comments c JOIN profiles pr ON pr.user_id = c.user_id
        WHERE c.post_id = ${postId}::uuid
        ORDER BY c.created_at, c.id LIMIT ${limit}`);
    },

    /** Saves a comment and counts it on its post. */
    async insertComment(postId: string, userId: string, content: string): Promise<string> {
      const [row] = await rowsOf<{ id: string }>(sql`
        WITH inserted AS (
          INSERT INTO post_comments (post_id, user_id, content)
          VALUES (${postId}::uuid, ${userId}::text, ${content}) RETURNING id
        ), counted AS (
          UPDATE posts SET comments_count = comments_count + 1 WHERE id = ${postId}::uuid
        )
        SELECT id FROM inserted`);
      return row!.id;
    },

    async comment(commentId: string, viewerId: string): Promise<CommentRow | null> {
      const [row] = await rowsOf<CommentRow>(sql`
        SELECT c.id, c.post_id, c.content, c.likes_count, c.created_at,
          pr.user_id, pr.username, pr.first_name, pr.last_name, pr.image_url,
          EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.id AND cl.user_id = ${viewerId}::text)
            AS is_liked
        FROM post_comments c JOIN profiles pr ON pr.user_id = c.user_id
        WHERE c.id = ${commentId}::uuid`);
      return row ?? null;
    },

    /** Deletes a comment and uncounts it. */
    async removeComment(commentId: string): Promise<boolean> {
      const rows = await rowsOf(sql`
        WITH removed AS (DELETE FROM post_comments WHERE id = ${commentId}::uuid RETURNING post_id)
        UPDATE posts SET comments_count = comments_count - 1 WHERE id IN (SELECT post_id FROM removed)
        RETURNING id`);
      return rows.length > 0;
    },

    async likeComment(commentId: string, userId: string): Promise<{ likes: number; added: boolean }> {
      const [row] = await rowsOf<{ likes_count: number; added: number | string }>(sql`
        WITH added AS (
          INSERT INTO comment_likes (comment_id, user_id) VALUES (${commentId}::uuid, ${userId}::text)
          ON CONFLICT DO NOTHING RETURNING comment_id
        )
        UPDATE post_comments SET likes_count = likes_count + (SELECT count(*) FROM added)
        WHERE id = ${commentId}::uuid
        RETURNING likes_count, (SELECT count(*) FROM added) AS added`);
      return { likes: row?.likes_count ?? 0, added: Number(row?.added ?? 0) > 0 };
    },

    async unlikeComment(commentId: string, userId: string): Promise<number> {
      const [row] = await rowsOf<{ likes_count: number }>(sql`
        WITH removed AS (
          DELETE FROM comment_likes WHERE comment_id = ${commentId}::uuid AND user_id = ${userId}::text
          RETURNING comment_id
        )
        UPDATE post_comments SET likes_count = likes_count - (SELECT count(*) FROM removed)
        WHERE id = ${commentId}::uuid
        RETURNING likes_count`);
      return row?.likes_count ?? 0;
    },

    /** How many posts under a hashtag the viewer may see. */
    async hashtagCount(viewerId: string, topic: string): Promise<number> {
      const [row] = await rowsOf<{ count: number | string }>(sql`
        SELECT count(*) AS count FROM posts p
        WHERE p.id IN (SELECT post_id FROM post_hashtags WHERE topic = ${topic}) AND ${visibleTo(viewerId)}`);
      return Number(row?.count ?? 0);
    },

    /** Hashtags starting with `prefix` on posts the viewer may see, most used first. */
    async searchHashtags(viewerId: string, prefix: string, limit: number) {
      const rows = await rowsOf<{ topic: string; count: number | string }>(sql`
        SELECT h.topic, count(*) AS count FROM post_hashtags h JOIN posts p ON p.id = h.post_id
        WHERE h.topic LIKE ${`${prefix.replaceAll('_', '\\_')}%`} AND ${visibleTo(viewerId)}
        GROUP BY h.topic ORDER BY count(*) DESC, h.topic LIMIT ${limit}`);
      return rows.map((row) => ({ topic: row.topic, count: Number(row.count) }));
    },

    /** The ids of the golfers named by these usernames (mentions), lower-case. */
    async userIdsOf(usernames: string[]): Promise<string[]> {
      if (usernames.length === 0) return [];
      const rows = await rowsOf<{ user_id: string }>(sql`
        SELECT user_id FROM profiles WHERE lower(username) = ANY(${sql.param(usernames)}::text[])`);
      return rows.map((row) => row.user_id);
    },

    /** A golfer's friends' ids (told of a new post). */
    async friendIdsOf(userId: string): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(sql`
        SELECT CASE WHEN sender_id = ${userId}::text THEN receiver_id ELSE sender_id END AS id
        FROM friendships WHERE status = 'accepted'
          AND (sender_id = ${userId}::text OR receiver_id = ${userId}::text)`);
      return rows.map((row) => row.id);
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
