import type { Post, PostsPage } from '@fairway/contract';
import { FEED_PAGE_SIZE } from '@fairway/contract/runtime';

/** The feeds of the app: the home's two tabs, a golfer's posts or photos, a hashtag's posts. */
export type FeedKind =
  | { type: 'followed' }
  | { type: 'discover' }
  | { type: 'profile'; profileId: string; mediaOnly: boolean }
  | { type: 'hashtag'; topic: string };

/** Posts a page of this feed holds: 10, or 20 on a profile's media tab (clubs-and-social.md §9). */
export const pageSizeOf = (feed: FeedKind) =>
  feed.type === 'profile' && feed.mediaOnly ? 20 : FEED_PAGE_SIZE;

/** The `GET /posts` query of a feed's page. */
export function feedQuery(feed: FeedKind, page: number) {
  const base = { page, limit: pageSizeOf(feed) };
  switch (feed.type) {
    case 'followed':
    case 'discover':
      return { ...base, type: feed.type };
    case 'profile':
      return { ...base, profileId: feed.profileId, ...(feed.mediaOnly ? { media: 'true' as const } : {}) };
    case 'hashtag':
      return { ...base, hashtag: feed.topic };
  }
}

/** The next page, or undefined when this one was short or the last (clubs-and-social.md §4 Feeds). */
export function nextPageOf(last: PostsPage): number | undefined {
  if (last.posts.length < last.metadata.limit) return undefined;
  return last.metadata.page < last.metadata.totalPages ? last.metadata.page + 1 : undefined;
}

/** The feed's pages as one list; game results never show in discover (a server rule too). */
export function postsOf(feed: FeedKind, pages: readonly PostsPage[]): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const post of pages.flatMap((page) => page.posts)) {
    // a post published meanwhile shifts the pages: one that moved to the next page is shown once
    if (seen.has(post.id)) continue;
    if (feed.type === 'discover' && post.kind === 'game_result') continue;
    seen.add(post.id);
    posts.push(post);
  }
  return posts;
}

/** What the new-posts check says (clubs-and-social.md §8). */
export function newPostsMessage(count: number): {
  key: 'noNewPosts' | 'newPostLoaded' | 'newPostsLoaded';
  count: number;
} {
  if (count <= 0) return { key: 'noNewPosts', count: 0 };
  return count === 1 ? { key: 'newPostLoaded', count } : { key: 'newPostsLoaded', count };
}

/** A page list with one post changed (an optimistic like, a comment counted). */
export function withPost(
  pages: readonly PostsPage[],
  postId: string,
  change: (post: Post) => Post,
): PostsPage[] {
  return pages.map((page) => ({
    ...page,
    posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
  }));
}

/** A page list without a deleted post. */
export function withoutPost(pages: readonly PostsPage[], postId: string): PostsPage[] {
  return pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== postId) }));
}

/** A post liked or unliked, its count moved by one (never below 0). */
export function toggledLike(post: Post, liked: boolean): Post {
  if (post.isLiked === liked) return post;
  return { ...post, isLiked: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) };
}
