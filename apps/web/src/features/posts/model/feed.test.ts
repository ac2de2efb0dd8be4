import type { Post, PostsPage } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { canPublish, EMPTY_DRAFT, insertTag, roomFor } from './composer';
import { feedQuery, newPostsMessage, nextPageOf, postsOf, toggledLike, withPost, withoutPost } from './feed';

const post = (id: string, extra: Partial<Post> = {}): Post => ({
  id,
  kind: 'standard',
  gameId: null,
  author: { userId: 'u', username: 'ann', firstName: 'Ann', lastName: 'A', imageUrl: null },
  caption: id,
  audience: 'public',
  course: null,
  media: [],
  hashtags: [],
  likes: 0,
  isLiked: false,
  comments: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const page = (posts: Post[], number = 1, totalPages = 1, limit = 10): PostsPage => ({
  posts,
  metadata: { page: number, limit, total: posts.length, totalPages },
});

describe('feeds', () => {
  it('stops at a short page or at the last page', () => {
    const ten = Array.from({ length: 10 }, (_, index) => post(String(index)));
    expect(nextPageOf(page(ten, 1, 3))).toBe(2);
    expect(nextPageOf(page(ten, 3, 3))).toBeUndefined();
    expect(nextPageOf(page(ten.slice(0, 9), 1, 3))).toBeUndefined();
  });

  it('asks 10 a page, 20 on a media tab, and names its feed', () => {
    expect(feedQuery({ type: 'followed' }, 2)).toEqual({ page: 2, limit: 10, type: 'followed' });
    expect(feedQuery({ type: 'profile', profileId: 'p', mediaOnly: true }, 1)).toEqual({
      page: 1,
      limit: 20,
      profileId: 'p',
      media: 'true',
    });
    expect(feedQuery({ type: 'hashtag', topic: 'eagle' }, 1)).toEqual({
      page: 1,
      limit: 10,
      hashtag: 'eagle',
    });
  });

  it('leaves round results out of discover and shows a post once', () => {
    const pages = [page([post('a'), post('r', { kind: 'game_result' })]), page([post('a'), post('b')])];
    expect(postsOf({ type: 'discover' }, pages).map((p) => p.id)).toEqual(['a', 'b']);
    expect(postsOf({ type: 'followed' }, pages).map((p) => p.id)).toEqual(['a', 'r', 'b']);
  });

  it.each([
    [0, 'noNewPosts'],
    [1, 'newPostLoaded'],
    [4, 'newPostsLoaded'],
  ] as const)('the new-posts check of %i says %s', (count, key) => {
    expect(newPostsMessage(count).key).toBe(key);
  });

  it('likes and unlikes optimistically, and drops a deleted post', () => {
    const pages = [page([post('a', { likes: 2 }), post('b')])];
    const liked = withPost(pages, 'a', (p) => toggledLike(p, true));
    expect(liked[0]!.posts[0]).toMatchObject({ likes: 3, isLiked: true });
    expect(toggledLike(liked[0]!.posts[0]!, true).likes).toBe(3);
    expect(toggledLike(post('c'), false).likes).toBe(0);
    expect(withoutPost(pages, 'a')[0]!.posts.map((p) => p.id)).toEqual(['b']);
  });
});

describe('the composer', () => {
  it('publishes a caption of 1 to 1024 characters once no photo is sending', () => {
    expect(canPublish(EMPTY_DRAFT)).toBe(false);
    expect(canPublish({ ...EMPTY_DRAFT, caption: '  ' })).toBe(false);
    expect(canPublish({ ...EMPTY_DRAFT, caption: 'Birdie' })).toBe(true);
    expect(canPublish({ ...EMPTY_DRAFT, caption: 'a'.repeat(1025) })).toBe(false);
    const sending = { id: '1', preview: '', video: false, status: 'uploading' as const, progress: 0.5 };
    expect(canPublish({ ...EMPTY_DRAFT, caption: 'Birdie', media: [sending] })).toBe(false);
  });

  it('holds 9 photos at most', () => {
    const failed = { id: '1', preview: '', video: false, status: 'error' as const, code: 'x' };
    expect(roomFor(EMPTY_DRAFT)).toBe(9);
    expect(roomFor({ ...EMPTY_DRAFT, media: Array.from({ length: 9 }, () => failed) })).toBe(0);
  });

  it('puts a chosen tag in place of the one being typed', () => {
    expect(insertTag('Great #ea day', 6, 9, '#eagle')).toEqual({ caption: 'Great #eagle  day', cursor: 13 });
  });
});

describe('the comment box', () => {
  it('sends on Enter, adds a line on Shift+Enter, and waits while an input method composes', async () => {
    const { sendsOnKey } = await import('../components/Comments');
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
