import type {
  Comment,
  CommentList,
  CreatePostBody,
  GameResults,
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
 * What sharing a round needs of the rounds and results features (wired in app.ts): a round as a post's author
 * sees it, and its result as that player reads it.
 */
export interface SharedRounds {
  /** The round and whether `userId` plays in it, or null when there is no such round. */
  round(
    gameId: string,
    userId: string,
  ): Promise<{ status: 'pending' | 'active' | 'finished'; courseId: string; isPlayer: boolean } | null>;
  /** The round's result as its player `userId` reads it (null when the round or its course is gone). */
  result(gameId: string, userId: string): Promise<GameResults | null>;
}

const noRounds: SharedRounds = { round: async () => null, result: async () => null };

/**
 * A round's result cut to one golfer's line: their player, scores and leaderboard row (a shared round shows the
 * sharer's card, never the other players' holes, which they did not share).
 */
export function resultOfPlayer(results: GameResults, userId: string): GameResults | null {
  const player = results.players.find((candidate) => candidate.userId === userId);
  if (!player) return null;
  const row = results.leaderboard.find((candidate) => candidate.playerIds.includes(player.id));
  return {
    ...results,
    players: [player],
    // scores are by hole, then by player
    scores: Object.fromEntries(
      Object.entries(results.scores).flatMap(([hole, byPlayer]) =>
        byPlayer[player.id] ? [[hole, { [player.id]: byPlayer[player.id]! }]] : [],
      ),
    ),
    leaderboard: row ? [row] : [],
    winnerId: results.winnerId === player.id ? player.id : null,
  };
}

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
  rounds?: SharedRounds;
}) {
  const { repository, storage } = deps;
  const notify = deps.notify ?? notifyNobody;
  const rounds = deps.rounds ?? noRounds;

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

  /**
   * Tells each golfer mentioned in `text` (`@username`) once, when they may see the post, never the author nor
   * `skip` (a post's author is told of a comment already).
   */
  const notifyMentions = async (
    actor: Actor,
    text: string,
    postId: string,
    extra: { commentId?: string; skip?: string } = {},
  ) => {
    const mentioned = new Set(await repository.userIdsOf(tagsOf(text).mentions));
    for (const userId of mentioned) {
      if (userId === actor.userId || userId === extra.skip) continue;
      if (!(await repository.visible(userId, postId))) continue;
      await notify({
        recipientId: userId,
        actorId: actor.userId,
        type: 'mention',
        postId,
        ...(extra.commentId ? { commentId: extra.commentId, preview: text } : {}),
      });
    }
  };

  /**
   * The round a `game_result` post shares: one the actor played and that is finished (400 without a round, 404
   * for no such round, 403 for a round they did not play, 409 before it is finished). A standard post has none.
   */
  const sharedRound = async (actor: Actor, body: ReturnType<typeof CreatePostSchema.parse>) => {
    if (body.kind === 'standard') {
      if (body.gameId)
        throw new AppError('post_game_invalid', 400, 'Only a round’s result post carries a round', 'gameId');
      return null;
    }
    if (!body.gameId)
      throw new AppError('post_game_invalid', 400, 'A round’s result post needs its round', 'gameId');
    const round = await rounds.round(body.gameId, actor.userId);
    if (!round) throw new AppError('game_not_found', 404, 'No such game', 'gameId');
    if (!round.isPlayer)
      throw new AppError('post_game_not_played', 403, 'Only a player of a round may share it', 'gameId');
    if (round.status !== 'finished')
      throw new AppError('game_not_finished', 409, 'Only a finished round can be shared', 'gameId');
    return round;
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
      const round = await sharedRound(actor, body);
      if (!caption && body.media.length === 0 && !round)
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
        gameId: round ? body.gameId! : null,
        caption,
        audience: body.audience,
        // a shared round is tagged with its course unless the golfer chose one
        courseId: body.courseId ?? round?.courseId ?? null,
        media: body.media,
        hashtags: tagsOf(caption).hashtags,
      });
      if (body.audience !== 'private') {
        for (const friendId of await repository.friendIdsOf(actor.userId))
          await notify({ recipientId: friendId, actorId: actor.userId, type: 'new_post', postId: id });
      }
      await notifyMentions(actor, caption, id);
      return postOf((await repository.visible(actor.userId, id))!);
    },

    /**
     * The round a `game_result` post the actor may see shares, cut to its author's line (404 for another kind of
     * post, or when the round is gone).
     */
    async result(actor: Actor, postId: string): Promise<GameResults> {
      const post = await requireVisible(actor, postId);
      const results =
        post.kind === 'game_result' && post.game_id ? await rounds.result(post.game_id, post.user_id) : null;
      const own = results && resultOfPlayer(results, post.user_id);
      if (!own) throw new AppError('game_not_found', 404, 'This post shares no round');
      return own;
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
      await notifyMentions(actor, text, postId, { commentId: id, skip: post.user_id });
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
