import type { Comment, CommentList, CreatePostBody, GameResults, Post, PostsPage } from '@fairway/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi, useSession } from '../../app/session';
import { useT } from '../../i18n/use-t';
import { errorMessageKey } from '../../lib/api';
import { usePlayerNames } from '../games';
import { feedQuery, nextPageOf, toggledLike, withoutPost, withPost, type FeedKind } from './model/feed';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** Query keys of the posts feature. */
export const postKeys = {
  all: ['posts'] as const,
  feeds: () => [...postKeys.all, 'feed'] as const,
  feed: (feed: FeedKind) => [...postKeys.feeds(), feed] as const,
  post: (postId: string) => [...postKeys.all, 'post', postId] as const,
  result: (postId: string) => [...postKeys.all, 'result', postId] as const,
  likes: (postId: string) => [...postKeys.all, 'likes', postId] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
  hashtag: (topic: string) => [...postKeys.all, 'hashtag', topic] as const,
  hashtagSearch: (query: string) => [...postKeys.all, 'hashtag-search', query] as const,
};

type Feeds = InfiniteData<PostsPage, number>;

/** Every cached copy of a post (each feed and its detail) changed the same way. */
function changePost(queryClient: QueryClient, postId: string, change: (post: Post) => Post) {
  queryClient.setQueriesData<Feeds>({ queryKey: postKeys.feeds() }, (data) =>
    data ? { ...data, pages: withPost(data.pages, postId, change) } : data,
  );
  queryClient.setQueryData<Post>(postKeys.post(postId), (post) => (post ? change(post) : post));
}

/** What the cache held of a post before an optimistic change, to put back on failure. */
function snapshot(queryClient: QueryClient, postId: string) {
  return {
    feeds: queryClient.getQueriesData<Feeds>({ queryKey: postKeys.feeds() }),
    post: queryClient.getQueryData<Post>(postKeys.post(postId)),
  };
}
function restore(queryClient: QueryClient, postId: string, saved: ReturnType<typeof snapshot> | undefined) {
  if (!saved) return;
  for (const [key, data] of saved.feeds) queryClient.setQueryData(key, data);
  queryClient.setQueryData(postKeys.post(postId), saved.post);
}

/** `GET /posts`: a feed, a page at a time (10, or 20 on a media tab), newest first. */
export function useFeed(feed: FeedKind, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: postKeys.feed(feed),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.call('posts', { query: feedQuery(feed, pageParam), signal }),
    getNextPageParam: nextPageOf,
    enabled,
  });
}

/** `GET /posts/new?since=`: how many posts of a feed came after the newest shown. */
export function useNewPostsCheck(feed: FeedKind) {
  const api = useApi();
  return async (since: string): Promise<number> => {
    const query = feedQuery(feed, 1);
    const { count } = await api.call('newPosts', {
      query: {
        since,
        ...('type' in query ? { type: query.type } : {}),
        ...('profileId' in query ? { profileId: query.profileId } : {}),
        ...('hashtag' in query ? { hashtag: query.hashtag } : {}),
      },
    });
    return count;
  };
}

/** `GET /posts/{id}`: one post (404 when it is not shared with the golfer). */
export function usePost(postId: string) {
  const api = useApi();
  return useQuery({
    queryKey: postKeys.post(postId),
    queryFn: ({ signal }) => api.call('post', { params: { id: postId }, signal }),
    retry: (count, error) => count < 2 && errorMessageKey(error) !== 'errors:post_not_found',
  });
}

/** Like or unlike, shown at once and put back when the call fails (clubs-and-social.md §4). */
export function useLikePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, liked }: { postId: string; liked: boolean }) =>
      api.call(liked ? 'likePost' : 'unlikePost', { params: { id: postId } }),
    onMutate: async ({ postId, liked }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.all });
      const saved = snapshot(queryClient, postId);
      changePost(queryClient, postId, (post) => toggledLike(post, liked));
      return saved;
    },
    onError: (_error, { postId }, saved) => restore(queryClient, postId, saved),
    onSuccess: (answer, { postId }) => {
      changePost(queryClient, postId, (post) => ({ ...post, ...answer }));
      void queryClient.invalidateQueries({ queryKey: postKeys.likes(postId) });
    },
  });
}

/** `GET /posts/{id}/likes`: who liked a post. */
export function usePostLikes(postId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: postKeys.likes(postId),
    queryFn: async ({ signal }) => (await api.call('postLikes', { params: { id: postId }, signal })).likes,
    enabled,
  });
}

/** `GET /posts/{id}/comments`, oldest first. */
export function useComments(postId: string) {
  const api = useApi();
  return useQuery({
    queryKey: postKeys.comments(postId),
    queryFn: async ({ signal }) =>
      (await api.call('postComments', { params: { id: postId }, signal })).comments,
  });
}

/** Comments at once (a pending copy) and takes it back when the call fails (clubs-and-social.md §4). */
export function useAddComment(postId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const { t } = useT();
  return useMutation({
    mutationFn: (content: string) => api.call('createComment', { params: { id: postId }, body: { content } }),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: postKeys.comments(postId) });
      const before = queryClient.getQueryData<Comment[]>(postKeys.comments(postId));
      const saved = snapshot(queryClient, postId);
      const pending: Comment = {
        id: `pending-${Date.now()}`,
        postId,
        author: {
          userId: profile?.userId ?? '',
          username: profile?.username ?? '',
          firstName: profile?.firstName ?? '',
          lastName: profile?.lastName ?? '',
          imageUrl: profile?.imageUrl ?? null,
        },
        content: content.trim(),
        likes: 0,
        isLiked: false,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), [...(before ?? []), pending]);
      changePost(queryClient, postId, (post) => ({ ...post, comments: post.comments + 1 }));
      return { before, saved, pendingId: pending.id };
    },
    onError: (error, _content, context) => {
      queryClient.setQueryData(postKeys.comments(postId), context?.before);
      restore(queryClient, postId, context?.saved);
      toast.error(t(errorMessageKey(error)));
    },
    onSuccess: (comment, _content, context) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        (list ?? []).map((item) => (item.id === context.pendingId ? comment : item)),
      );
    },
  });
}

/** Deletes a comment (its author, or the post's author). */
export function useDeleteComment(postId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useT();
  return useMutation({
    mutationFn: (commentId: string) => api.call('deleteComment', { params: { id: commentId } }),
    onSuccess: (_answer, commentId) => {
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        list?.filter((comment) => comment.id !== commentId),
      );
      changePost(queryClient, postId, (post) => ({ ...post, comments: Math.max(0, post.comments - 1) }));
      toast.success(t('posts:comments.deleted'));
    },
    onError: (error) => toast.error(t(errorMessageKey(error))),
  });
}

/** Likes or unlikes a comment, at once, put back on failure. */
export function useLikeComment(postId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, liked }: { commentId: string; liked: boolean }) =>
      api.call(liked ? 'likeComment' : 'unlikeComment', { params: { id: commentId } }),
    onMutate: async ({ commentId, liked }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.comments(postId) });
      const before = queryClient.getQueryData<CommentList['comments']>(postKeys.comments(postId));
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        list?.map((comment) =>
          comment.id === commentId && comment.isLiked !== liked
            ? { ...comment, isLiked: liked, likes: Math.max(0, comment.likes + (liked ? 1 : -1)) }
            : comment,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) =>
      queryClient.setQueryData(postKeys.comments(postId), context?.before),
    onSuccess: (answer, { commentId }) =>
      queryClient.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        list?.map((comment) => (comment.id === commentId ? { ...comment, ...answer } : comment)),
      ),
  });
}

/** Deletes the golfer's own post: gone from every feed, with the spec's `post_deleted` message. */
export function useDeletePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useT();
  return useMutation({
    mutationFn: (postId: string) => api.call('deletePost', { params: { id: postId } }),
    onSuccess: (_answer, postId) => {
      queryClient.setQueriesData<Feeds>({ queryKey: postKeys.feeds() }, (data) =>
        data ? { ...data, pages: withoutPost(data.pages, postId) } : data,
      );
      queryClient.removeQueries({ queryKey: postKeys.post(postId) });
      toast.success(t('posts:deleted'));
    },
    onError: (error) => toast.error(t(errorMessageKey(error))),
  });
}

/** `POST /posts`: publishes, then every feed is read again. */
export function useCreatePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => api.call('createPost', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.feeds() }),
  });
}

/** `GET /posts/{id}/result`: the round a `game_result` post shares, its author's line (a round does not change). */
export function usePostResult(postId: string, enabled: boolean) {
  const api = useApi();
  const select = usePlayerNames<GameResults>();
  return useQuery({
    queryKey: postKeys.result(postId),
    queryFn: ({ signal }) => api.call('postResult', { params: { id: postId }, signal }),
    enabled,
    select,
    staleTime: 5 * 60_000,
  });
}

/** `GET /hashtags/{topic}`: a hashtag and the count of its posts the golfer may see. */
export function useHashtag(topic: string) {
  const api = useApi();
  return useQuery({
    queryKey: postKeys.hashtag(topic),
    queryFn: ({ signal }) => api.call('hashtag', { params: { topic }, signal }),
  });
}

/** `GET /hashtags?query=`: hashtags for the composer's suggestions, from one character. */
export function useHashtagSearch(query: string) {
  const api = useApi();
  return useQuery({
    queryKey: postKeys.hashtagSearch(query),
    queryFn: ({ signal }) => api.call('searchHashtags', { query: { query }, signal }),
    enabled: query.length >= 1,
    staleTime: 30_000,
  });
}
