import type {
  Comment,
  CommentList,
  CreatePostBody,
  HashtagDetail,
  LikeList,
  NewPostsCount,
  Post,
  PostLikes,
  PostsPage,
  PostsQuery,
} from '@fairway/contract';
import { CreatePostBody as CreatePostSchema, Hashtag, pageMetadata, tagsOf } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { keyOfUrl } from '../../media/storage';
import type { Storage } from '../../media/storage';
import { notifyNobody } from '../notifications';
import type { Notify } from '../notifications';
import type { AuthorRow, CommentRow, FeedFilter, PostRow, PostsRepository } from './posts.repository';

/** Likers and comments listed at most on one post. */
export const LIKES_LIMIT = 200;
export const COMMENTS_LIMIT = 500;
/** Hashtag suggestions answered at most. */
export const HASHTAG_SUGGESTIONS = 8;

const iso = (value: Date | string) => new Date(value).toISOString();
const authorOf = (row: AuthorRow) => ({
  userId: row.user_id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  imageUrl: row.image_url,
});

function postOf(row: PostRow): Post {
  return {
    id: row.id,
    kind: row.kind,
    gameId: row.game_id,
    author: authorOf(row),
    caption: row.caption,
    audience: row.audience,
    course: row.course_id && row.course_name ? { id: row.course_id, name: row.course_name } : null,
    media: row.media,
    hashtags: row.hashtags ?? [],
    likes: row.likes_count,
    isLiked: row.is_liked,
    comments: row.comments_count,
    createdAt: iso(row.created_at),
  };
}

function commentOf(row: CommentRow): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    author: authorOf(row),
    content: row.content,
    likes: row.likes_count,
    isLiked: row.is_liked,
    createdAt: iso(row.created_at),
  };
}

const postNotFound = () => new AppError('post_not_found', 404, 'No such post, or it is not shared with you');
const commentNotFound = () => new AppError('comment_not_found', 404, 'No such comment');

/** A hashtag as stored (lower-case), or null when it cannot be one. */
const topicOf = (text: string) => {
  const topic = text.replace(/^#/, '').toLowerCase();
  return Hashtag.safeParse(topic).success ? topic : null;
};

function filterOf(query: Pick<PostsQuery, 'type' | 'profileId' | 'hashtag' | 'media'>): FeedFilter {
  if (query.hashtag) return { kind: 'hashtag', topic: topicOf(query.hashtag) ?? '' };
  if (query.profileId)
    return { kind: 'profile', profileId: query.profileId, mediaOnly: query.media === 'true' };
  return query.type === 'followed' ? { kind: 'followed' } : { kind: 'discover' };
}

export type PostsService = ReturnType<typeof createPostsService>;

/**
 * Posts, likes, comments and hashtags (clubs-and-social.md §4 to §7, platform.md §2.8 and §5). Every read goes
 * through the audience rule of the repository (`visibleTo`): a post the actor may not see answers 404 as if it did
 * not exist, in every feed, count, like list and comment list. Only a post's author deletes it (with its files); a
 * comment goes by its author or the post's author. Each like, comment and new post tells the golfers concerned.
 */
export function createPostsService(deps: {
  repository: PostsRepository;
  storage: Pick<Storage, 'remove'>;
  notify?: Notify;
}) {
  const { repository, storage } = deps;
  const notify = deps.notify ?? notifyNobody;

  const requireVisible = async (actor: Actor, postId: string) => {
    const row = await repository.visible(actor.userId, postId);
    if (!row) throw postNotFound();
    return row;
  };
  /** A comment whose post the actor may see. */
  const requireComment = async (actor: Actor, commentId: string) => {
    const comment = await repository.comment(commentId, actor.userId);
    if (!comment) throw commentNotFound();
    const post = await repository.visible(actor.userId, comment.post_id);
    if (!post) throw commentNotFound();
    return { comment, post };
  };

  return {
    /** A page of a feed, newest first. */
    async page(actor: Actor, query: PostsQuery): Promise<PostsPage> {
      const { rows, total } = await repository.page(
        actor.userId,
        filterOf(query),
        query.limit,
        (query.page - 1) * query.limit,
      );
      return { posts: rows.map(postOf), metadata: pageMetadata(query, total) };
    },

    /** How many posts of a feed came after `since` (the new-posts check). */
    async countNew(
      actor: Actor,
      query: Pick<PostsQuery, 'type' | 'profileId' | 'hashtag'> & { since: string },
    ): Promise<NewPostsCount> {
      const parsed = new Date(query.since);
      if (Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() > 9999)
        throw new AppError('validation_error', 400, 'since is not a time', 'since');
      // before the first post there can be none: the epoch stands for any earlier time (PostgreSQL's range)
      const since = parsed.getTime() < 0 ? new Date(0) : parsed;
      return { count: await repository.countSince(actor.userId, filterOf(query), since) };
    },

    /** One post the actor may see. */
    async get(actor: Actor, postId: string): Promise<Post> {
      return postOf(await requireVisible(actor, postId));
    },

    /**
     * Publishes a post: a caption or at least one photo or video, each a file of Fairway's storage; hashtags are
     * read from the caption. Tells the author's friends when the post is not private.
     */
    async create(actor: Actor, input: CreatePostBody): Promise<Post> {
      const body = CreatePostSchema.parse(input);
      const caption = body.caption.trim();
      if (!caption && body.media.length === 0)
        throw new AppError('post_empty', 400, 'A post needs a caption or a photo', 'caption');
      for (const [index, media] of body.media.entries()) {
        const own = [media.url, media.thumbnailUrl].every((url) => url === null || keyOfUrl(url) !== null);
        if (!own)
          throw new AppError(
            'post_media_invalid',
            400,
            'Photos and videos must be uploaded to Fairway first',
            `media.${index}.url`,
          );
      }
      if (!(await repository.hasProfile(actor.userId)))
        throw new AppError('profile_not_found', 404, 'Create your profile before posting');
      if (body.courseId && !(await repository.courseExists(body.courseId)))
        throw new AppError('course_not_found', 404, 'No such course', 'courseId');
      const id = await repository.insert({
        userId: actor.userId,
        kind: body.kind,
        gameId: body.gameId ?? null,
        caption,
        audience: body.audience,
        courseId: body.courseId ?? null,
        media: body.media,
        hashtags: tagsOf(caption).hashtags,
      });
      if (body.audience !== 'private') {
        for (const friendId of await repository.friendIdsOf(actor.userId))
          await notify({ recipientId: friendId, actorId: actor.userId, type: 'new_post', postId: id });
      }
      return postOf((await repository.visible(actor.userId, id))!);
    },

    /** Deletes the actor's own post and its files; another golfer's visible post is refused with 403. */
    async remove(actor: Actor, postId: string): Promise<void> {
      const post = await requireVisible(actor, postId);
      if (post.user_id !== actor.userId)
        throw new AppError('post_delete_forbidden', 403, 'Only its author may delete a post');
      const media = await repository.remove(postId, actor.userId);
      if (!media) throw postNotFound();
      const keys = media.flatMap((item) => [item.url, item.thumbnailUrl]).map((url) => url && keyOfUrl(url));
      await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key)));
    },

    /** Likes a post the actor may see; tells its author the first time. */
    async like(actor: Actor, postId: string): Promise<PostLikes> {
      const post = await requireVisible(actor, postId);
      const { likes, added } = await repository.like(postId, actor.userId);
      if (added)
        await notify({ recipientId: post.user_id, actorId: actor.userId, type: 'post_like', postId });
      return { likes, isLiked: true };
    },

    async unlike(actor: Actor, postId: string): Promise<PostLikes> {
      await requireVisible(actor, postId);
      return { likes: await repository.unlike(postId, actor.userId), isLiked: false };
    },

    /** Who liked a post the actor may see. */
    async likers(actor: Actor, postId: string): Promise<LikeList> {
      await requireVisible(actor, postId);
      return { likes: (await repository.likers(postId, LIKES_LIMIT)).map(authorOf) };
    },

    /** The comments of a post the actor may see, oldest first. */
    async comments(actor: Actor, postId: string): Promise<CommentList> {
      await requireVisible(actor, postId);
      return { comments: (await repository.comments(postId, actor.userId, COMMENTS_LIMIT)).map(commentOf) };
    },

    /** Comments on a post the actor may see (not empty after trimming); tells the post's author. */
    async comment(actor: Actor, postId: string, content: string): Promise<Comment> {
      const text = content.trim();
      if (!text) throw new AppError('comment_empty', 400, 'A comment cannot be empty', 'content');
      const post = await requireVisible(actor, postId);
      if (!(await repository.hasProfile(actor.userId)))
        throw new AppError('profile_not_found', 404, 'Create your profile before commenting');
      const id = await repository.insertComment(postId, actor.userId, text);
      await notify({
        recipientId: post.user_id,
        actorId: actor.userId,
        type: 'post_comment',
        postId,
        commentId: id,
      });
      return commentOf((await repository.comment(id, actor.userId))!);
    },

    /** Deletes a comment: its author or the post's author may; anyone else who sees it gets 403. */
    async removeComment(actor: Actor, commentId: string): Promise<void> {
      const { comment, post } = await requireComment(actor, commentId);
      if (comment.user_id !== actor.userId && post.user_id !== actor.userId)
        throw new AppError('comment_delete_forbidden', 403, 'Only its author or the post’s author may');
      if (!(await repository.removeComment(commentId))) throw commentNotFound();
    },

    /** Likes a comment on a post the actor may see; tells the comment's author the first time. */
    async likeComment(actor: Actor, commentId: string): Promise<PostLikes> {
      const { comment } = await requireComment(actor, commentId);
      const { likes, added } = await repository.likeComment(commentId, actor.userId);
      if (added)
        await notify({
          recipientId: comment.user_id,
          actorId: actor.userId,
          type: 'comment_like',
          postId: comment.post_id,
          commentId,
        });
      return { likes, isLiked: true };
    },

    async unlikeComment(actor: Actor, commentId: string): Promise<PostLikes> {
      await requireComment(actor, commentId);
      return { likes: await repository.unlikeComment(commentId, actor.userId), isLiked: false };
    },

    /** A hashtag with the number of its posts the actor may see (0 for a word no post uses). */
    async hashtag(actor: Actor, text: string): Promise<HashtagDetail> {
      const topic = topicOf(text);
      if (!topic) throw new AppError('validation_error', 400, 'Not a hashtag', 'topic');
      return { topic, count: await repository.hashtagCount(actor.userId, topic) };
    },

    /** Hashtags starting with what was typed after `#` (one character at least), most used first. */
    async searchHashtags(actor: Actor, query: string): Promise<HashtagDetail[]> {
      const prefix = topicOf(query.trim());
      if (!prefix) return [];
      return repository.searchHashtags(actor.userId, prefix, HASHTAG_SUGGESTIONS);
    },
  };
}
