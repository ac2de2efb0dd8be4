import { z } from 'zod';
import { Uuid } from './ids';
import { PageMetadata } from './pagination';

import { POST_MEDIA_MAX, POST_TEXT_MAX, FEED_PAGE_SIZE, PROFILE_POSTS_PAGE_SIZE } from './runtime/posts';

export {
  POST_MEDIA_MAX,
  POST_TEXT_MAX,
  FEED_PAGE_SIZE,
  PROFILE_POSTS_PAGE_SIZE,
  captionParts,
  tagAt,
  tagsOf,
  type CaptionPart,
} from './runtime/posts';

/**
 * Who sees a post (platform.md §2.8): everyone signed in, the author's friends, or the author alone. The server
 * applies it to every read: feeds, hashtag pages, profiles, direct links, likes, comments and counts.
 */
export const PostAudience = z.enum(['public', 'friends', 'private']).meta({ id: 'PostAudience' });
export type PostAudience = z.infer<typeof PostAudience>;

/** A post's kind: a golfer's own post, or the share of a finished round (left out of the discover feed). */
export const PostKind = z.enum(['standard', 'game_result']).meta({ id: 'PostKind' });
export type PostKind = z.infer<typeof PostKind>;

/** A photo or video of a post: a file of Fairway's own storage (`/media/…`), with a poster for a video. */
export const PostMedia = z
  .object({
    type: z.enum(['image', 'video']),
    url: z.string().min(1).max(500),
    thumbnailUrl: z.string().min(1).max(500).nullable(),
    width: z.number().int().min(1).max(20_000),
    height: z.number().int().min(1).max(20_000),
  })
  .meta({ id: 'PostMedia' });
export type PostMedia = z.infer<typeof PostMedia>;

/** A golfer as a post, a like or a comment shows them. */
export const PostAuthor = z
  .object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'PostAuthor' });
export type PostAuthor = z.infer<typeof PostAuthor>;

/** A post as the signed-in golfer sees it, with its counts and whether they liked it (clubs-and-social.md §3). */
export const Post = z
  .object({
    id: z.string(),
    kind: PostKind,
    gameId: z.string().nullable(),
    author: PostAuthor,
    caption: z.string(),
    audience: PostAudience,
    course: z.object({ id: z.string(), name: z.string() }).nullable(),
    media: z.array(PostMedia),
    hashtags: z.array(z.string()),
    likes: z.number().int(),
    isLiked: z.boolean(),
    comments: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof Post>;

/** `{id}` of a post or comment route. */
export const PostIdParams = z.object({ id: Uuid });

/** A hashtag as written after `#`: letters, digits and underscores, up to 64 (stored lower-case). */
export const Hashtag = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\p{L}\p{N}_]+$/u);

/**
 * `GET /api/posts`: the followed feed (`type=followed`: the golfer and their friends), the discover feed (public
 * posts, no round results), a golfer's posts (`profileId`, `media=true` for the media tab) or a hashtag's posts.
 */
export const PostsQuery = z.object({
  type: z.enum(['followed', 'discover']).default('discover'),
  profileId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  hashtag: Hashtag.optional(),
  media: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PROFILE_POSTS_PAGE_SIZE).default(FEED_PAGE_SIZE),
});
export type PostsQuery = z.infer<typeof PostsQuery>;

export const PostsPage = z.object({ posts: z.array(Post), metadata: PageMetadata }).meta({ id: 'PostsPage' });
export type PostsPage = z.infer<typeof PostsPage>;

/** `GET /api/posts/new?since=`: how many posts of the same feed came after the newest one shown. */
export const NewPostsQuery = PostsQuery.pick({ type: true, profileId: true, hashtag: true }).extend({
  since: z.iso.datetime({ offset: true }),
});
export const NewPostsCount = z.object({ count: z.number().int() }).meta({ id: 'NewPostsCount' });
export type NewPostsCount = z.infer<typeof NewPostsCount>;

/**
 * `POST /api/posts`: a caption or at least one photo; hashtags and mentions are read from the caption. A
 * `game_result` post shares a finished round its author played (`gameId`), and may have no caption.
 */
export const CreatePostBody = z
  .object({
    caption: z.string().max(POST_TEXT_MAX).default(''),
    audience: PostAudience.default('public'),
    courseId: Uuid.nullable().optional(),
    media: z.array(PostMedia).max(POST_MEDIA_MAX).default([]),
    kind: PostKind.default('standard'),
    gameId: Uuid.nullable().optional(),
  })
  .strict();
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** A post's likes after a like or unlike. */
export const PostLikes = z
  .object({ likes: z.number().int(), isLiked: z.boolean() })
  .meta({ id: 'PostLikes' });
export type PostLikes = z.infer<typeof PostLikes>;

/** `GET /api/posts/{id}/likes`: who liked a post, newest first. */
export const LikeList = z.object({ likes: z.array(PostAuthor) }).meta({ id: 'LikeList' });
export type LikeList = z.infer<typeof LikeList>;

/** A comment (clubs-and-social.md §3). */
export const Comment = z
  .object({
    id: z.string(),
    postId: z.string(),
    author: PostAuthor,
    content: z.string(),
    likes: z.number().int(),
    isLiked: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

export const CommentList = z.object({ comments: z.array(Comment) }).meta({ id: 'CommentList' });
export type CommentList = z.infer<typeof CommentList>;

/** `POST /api/posts/{id}/comments`: not empty after trimming, at most 1024 characters. */
export const CreateCommentBody = z.object({ content: z.string().max(POST_TEXT_MAX) }).strict();

/** `GET /api/hashtags/{topic}`: the posts the golfer may see under a hashtag. */
export const HashtagDetail = z
  .object({ topic: z.string(), count: z.number().int() })
  .meta({ id: 'HashtagDetail' });
export type HashtagDetail = z.infer<typeof HashtagDetail>;

/** `GET /api/hashtags?query=`: hashtags starting with the text typed after `#`, most used first. */
export const HashtagSearchQuery = z.object({ query: z.string().max(64).default('') });
