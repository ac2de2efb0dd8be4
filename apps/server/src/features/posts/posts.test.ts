import type {
  Comment,
  CommentList,
  ErrorBody,
  HashtagDetail,
  LikeList,
  NewPostsCount,
  Post,
  PostLikes,
  PostsPage,
  UploadedImage,
} from '@fairway/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';

type Golfer = TestUser & { username: string };
const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.code;

describe('posts', () => {
  let t: TestApp;
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  let ann: Golfer; // the author
  let ben: Golfer; // Ann's friend
  let cat: Golfer; // a stranger to Ann
  let courseId: string;

  const befriend = async (a: Golfer, b: Golfer) => {
    expect((await call(a, 'POST', '/api/friendships', { receiverId: b.id })).statusCode).toBe(200);
    expect((await call(b, 'PUT', '/api/friendships', { senderId: a.id })).statusCode).toBe(200);
  };
  const publish = async (by: Golfer, body: Record<string, unknown>) => {
    const response = await call(by, 'POST', '/api/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Post>();
  };
  const feed = async (viewer: Golfer, query: string) => {
    const response = await call(viewer, 'GET', `/api/posts?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PostsPage>();
  };
  const uploadPhoto = async (by: Golfer) => {
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 140, b: 70 } },
    })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/images?purpose=post',
      headers: { 'content-type': 'image/png', ...bearer(by) },
      payload: png,
    });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<UploadedImage>();
    return { type: 'image', url: image.url, thumbnailUrl: null, width: image.width, height: image.height };
  };

  let friendsPost: Post;
  let privatePost: Post;
  let publicPost: Post;

  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createGolfer(t.app, { username: 'ann.poster', firstName: 'Ann', lastName: 'Albatross' });
    ben = await createGolfer(t.app, { username: 'ben.reader', firstName: 'Ben', lastName: 'Bogey' });
    cat = await createGolfer(t.app, { username: 'cat.stranger', firstName: 'Cat', lastName: 'Chipper' });
    courseId = (await buildCourse(t.app.db)).courseId;
    await befriend(ann, ben);
    publicPost = await publish(ann, { caption: 'Sunny day at the range #Practice', audience: 'public' });
    friendsPost = await publish(ann, {
      caption: 'Eagle on 7 with @ben.reader #eagle #golf',
      audience: 'friends',
      courseId,
      media: [await uploadPhoto(ann)],
    });
    privatePost = await publish(ann, { caption: 'Note to self #eagle', audience: 'private' });
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/posts'],
    ['GET', '/api/posts/new?since=2026-01-01T00:00:00Z'],
    ['POST', '/api/posts'],
    ['GET', '/api/hashtags/eagle'],
    ['GET', '/api/hashtags?query=ea'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  it('publishes with hashtags read from the caption, the course and the photo', () => {
    expect(friendsPost).toMatchObject({
      kind: 'standard',
      audience: 'friends',
      hashtags: ['eagle', 'golf'],
      likes: 0,
      comments: 0,
      isLiked: false,
      author: { username: 'ann.poster', firstName: 'Ann' },
    });
    expect(friendsPost.course?.id).toBe(courseId);
    expect(friendsPost.media[0]!.url).toMatch(/^\/media\/images\//);
    expect(publicPost.hashtags).toEqual(['practice']);
  });

  it('refuses an empty post, a foreign photo URL, a caption over 1024, 10 photos and an unknown course', async () => {
    const empty = await call(ann, 'POST', '/api/posts', { caption: '   ' });
    expect([empty.statusCode, codeOf(empty)]).toEqual([400, 'post_empty']);
    const foreign = await call(ann, 'POST', '/api/posts', {
      caption: 'x',
      media: [{ type: 'image', url: 'https://evil.example/a.webp', thumbnailUrl: null, width: 1, height: 1 }],
    });
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([400, 'post_media_invalid']);
    const long = await call(ann, 'POST', '/api/posts', { caption: 'a'.repeat(1025) });
    expect([long.statusCode, codeOf(long)]).toEqual([400, 'validation_error']);
    const photo = await uploadPhoto(ann);
    const many = await call(ann, 'POST', '/api/posts', { caption: 'x', media: Array(10).fill(photo) });
    expect([many.statusCode, codeOf(many)]).toEqual([400, 'validation_error']);
    const course = await call(ann, 'POST', '/api/posts', {
      caption: 'x',
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect([course.statusCode, codeOf(course)]).toEqual([404, 'course_not_found']);
  });

  describe('the audience, enforced on every path', () => {
    const ids = (page: PostsPage) => page.posts.map((post) => post.id);

    it('followed feed: the author sees all three, a friend public and friends-only, a stranger none', async () => {
      expect(ids(await feed(ann, 'type=followed'))).toEqual([privatePost.id, friendsPost.id, publicPost.id]);
      expect(ids(await feed(ben, 'type=followed'))).toEqual([friendsPost.id, publicPost.id]);
      expect(ids(await feed(cat, 'type=followed'))).toEqual([]);
    });

    // a round's result shared publicly stays out of discover too: posts.share.test.ts (it needs a finished round)
    it('discover feed: public posts only', async () => {
      const discover = ids(await feed(cat, 'type=discover'));
      expect(discover).toContain(publicPost.id);
      expect(discover).not.toContain(friendsPost.id);
      expect(discover).not.toContain(privatePost.id);
    });

    it('profile and its media tab: counts follow the audience', async () => {
      const ofAnn = (viewer: Golfer) => feed(viewer, `profileId=${ann.id}&limit=20`);
      expect((await ofAnn(ann)).metadata.total).toBe(3);
      expect((await ofAnn(ben)).metadata.total).toBe(2);
      expect(ids(await ofAnn(cat))).toEqual([publicPost.id]);
      expect((await ofAnn(cat)).metadata.total).toBe(1);
      expect(ids(await feed(ben, `profileId=${ann.id}&media=true`))).toEqual([friendsPost.id]);
      expect(ids(await feed(cat, `profileId=${ann.id}&media=true`))).toEqual([]);
    });

    it('hashtag page and its count', async () => {
      const count = async (viewer: Golfer) =>
        (await call(viewer, 'GET', '/api/hashtags/EAGLE')).json<HashtagDetail>().count;
      expect([await count(ann), await count(ben), await count(cat)]).toEqual([2, 1, 0]);
      expect(ids(await feed(ben, 'hashtag=eagle'))).toEqual([friendsPost.id]);
      expect(ids(await feed(cat, 'hashtag=eagle'))).toEqual([]);
      const suggested = async (viewer: Golfer) =>
        (await call(viewer, 'GET', '/api/hashtags?query=ea')).json<HashtagDetail[]>();
      expect(await suggested(ben)).toEqual([{ topic: 'eagle', count: 1 }]);
      expect(await suggested(cat)).toEqual([]);
    });

    it('direct link, likes list, comment list, like and comment: 404 for a stranger', async () => {
      await call(ben, 'POST', `/api/posts/${friendsPost.id}/likes`);
      for (const [method, path] of [
        ['GET', ''],
        ['GET', '/likes'],
        ['GET', '/comments'],
        ['POST', '/likes'],
        ['DELETE', '/likes'],
        ['POST', '/comments'],
      ] as const) {
        const url = `/api/posts/${friendsPost.id}${path}`;
        const refused = await call(
          cat,
          method,
          url,
          path === '/comments' && method === 'POST' ? { content: 'hi' } : undefined,
        );
        expect([refused.statusCode, codeOf(refused)], `${method} ${path}`).toEqual([404, 'post_not_found']);
        const privateRefused = await call(
          ben,
          method,
          `/api/posts/${privatePost.id}${path}`,
          method === 'POST' && path === '/comments' ? { content: 'hi' } : undefined,
        );
        expect(privateRefused.statusCode, `private ${method} ${path}`).toBe(404);
      }
      expect((await call(ben, 'GET', `/api/posts/${friendsPost.id}`)).json<Post>().isLiked).toBe(true);
      await call(ben, 'DELETE', `/api/posts/${friendsPost.id}/likes`);
    });

    it('new-posts check counts only what the viewer may see', async () => {
      const since = '2000-01-01T00:00:00Z';
      const count = async (viewer: Golfer, query: string) =>
        (await call(viewer, 'GET', `/api/posts/new?since=${since}&${query}`)).json<NewPostsCount>().count;
      expect(await count(ben, 'type=followed')).toBe(2);
      expect(await count(cat, 'type=followed')).toBe(0);
      expect(await count(cat, 'type=discover')).toBe(1);
      const later = await call(
        ben,
        'GET',
        `/api/posts/new?since=${encodeURIComponent(privatePost.createdAt)}&type=followed`,
      );
      expect(later.json<NewPostsCount>().count).toBe(0);
    });

    it('un-friending hides friends-only posts at once, comments and likes included', async () => {
      const dan = await createGolfer(t.app, { username: 'dan.soon.gone' });
      await befriend(ann, dan);
      expect((await call(dan, 'GET', `/api/posts/${friendsPost.id}`)).statusCode).toBe(200);
      const friendship = await call(
        dan,
        'DELETE',
        `/api/friendships?senderId=${ann.id}&receiverId=${dan.id}`,
      );
      expect(friendship.statusCode).toBe(200);
      expect((await call(dan, 'GET', `/api/posts/${friendsPost.id}`)).statusCode).toBe(404);
      expect((await call(dan, 'GET', `/api/posts/${friendsPost.id}/comments`)).statusCode).toBe(404);
      expect(ids(await feed(dan, `profileId=${ann.id}`))).toEqual([publicPost.id]);
    });
  });

  describe('likes and comments', () => {
    it('likes once, counts, lists the likers and unlikes', async () => {
      const like = () => call(ben, 'POST', `/api/posts/${publicPost.id}/likes`);
      expect((await like()).json<PostLikes>()).toEqual({ likes: 1, isLiked: true });
      expect((await like()).json<PostLikes>()).toEqual({ likes: 1, isLiked: true });
      expect((await call(cat, 'POST', `/api/posts/${publicPost.id}/likes`)).json<PostLikes>().likes).toBe(2);
      const likers = (await call(ann, 'GET', `/api/posts/${publicPost.id}/likes`)).json<LikeList>();
      expect(likers.likes.map((liker) => liker.username)).toEqual(['cat.stranger', 'ben.reader']);
      const seen = (await feed(ben, 'type=followed')).posts.find((post) => post.id === publicPost.id)!;
      expect(seen).toMatchObject({ likes: 2, isLiked: true });
      expect((await call(ben, 'DELETE', `/api/posts/${publicPost.id}/likes`)).json<PostLikes>()).toEqual({
        likes: 1,
        isLiked: false,
      });
    });

    it('comments (trimmed, not empty, at most 1024), likes them and lists them oldest first', async () => {
      const url = `/api/posts/${publicPost.id}/comments`;
      const empty = await call(ben, 'POST', url, { content: ' \n ' });
      expect([empty.statusCode, codeOf(empty)]).toEqual([400, 'comment_empty']);
      const long = await call(ben, 'POST', url, { content: 'a'.repeat(1025) });
      expect(long.statusCode).toBe(400);
      const first = await call(ben, 'POST', url, { content: '  Great shot!  ' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<Comment>()).toMatchObject({
        content: 'Great shot!',
        author: { username: 'ben.reader' },
      });
      await call(cat, 'POST', url, { content: 'Nice' });
      const list = (await call(ann, 'GET', url)).json<CommentList>();
      expect(list.comments.map((comment) => comment.content)).toEqual(['Great shot!', 'Nice']);
      expect((await call(ann, 'GET', `/api/posts/${publicPost.id}`)).json<Post>().comments).toBe(2);

      const commentId = first.json<Comment>().id;
      const liked = await call(ann, 'POST', `/api/comments/${commentId}/likes`);
      expect(liked.json<PostLikes>()).toEqual({ likes: 1, isLiked: true });
      expect((await call(ann, 'GET', url)).json<CommentList>().comments[0]).toMatchObject({
        likes: 1,
        isLiked: true,
      });
      expect((await call(ann, 'DELETE', `/api/comments/${commentId}/likes`)).json<PostLikes>().likes).toBe(0);
    });

    it('a comment is deleted by its author or the post’s author, never by another golfer', async () => {
      const url = `/api/posts/${publicPost.id}/comments`;
      const byBen = (await call(ben, 'POST', url, { content: 'mine' })).json<Comment>();
      const byCat = (await call(cat, 'POST', url, { content: 'also mine' })).json<Comment>();
      const refused = await call(cat, 'DELETE', `/api/comments/${byBen.id}`);
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'comment_delete_forbidden']);
      expect((await call(ben, 'DELETE', `/api/comments/${byBen.id}`)).statusCode).toBe(204);
      expect((await call(ann, 'DELETE', `/api/comments/${byCat.id}`)).statusCode).toBe(204);
      expect((await call(ann, 'DELETE', `/api/comments/${byCat.id}`)).statusCode).toBe(404);
      const friendsComment = (
        await call(ben, 'POST', `/api/posts/${friendsPost.id}/comments`, { content: 'friends only' })
      ).json<Comment>();
      for (const [method, path] of [
        ['DELETE', ''],
        ['POST', '/likes'],
        ['DELETE', '/likes'],
      ] as const) {
        const hidden = await call(cat, method, `/api/comments/${friendsComment.id}${path}`);
        expect([hidden.statusCode, codeOf(hidden)]).toEqual([404, 'comment_not_found']);
      }
    });
  });

  it('only its author deletes a post, and its files go with it', async () => {
    const photo = await uploadPhoto(ann);
    const post = await publish(ann, { caption: 'gone soon', media: [photo] });
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    const refused = await call(ben, 'DELETE', `/api/posts/${post.id}`);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'post_delete_forbidden']);
    const hidden = await call(cat, 'DELETE', `/api/posts/${privatePost.id}`);
    expect(hidden.statusCode).toBe(404);
    expect((await call(ann, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call(ann, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it('pages by 10, newest first, with the total', async () => {
    const eve = await createGolfer(t.app, { username: 'eve.pages' });
    for (let index = 0; index < 12; index += 1)
      await publish(eve, { caption: `post ${index}`, audience: 'friends' });
    const first = await feed(eve, `profileId=${eve.id}`);
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0]!.caption).toBe('post 11');
    expect(first.metadata).toMatchObject({ total: 12, totalPages: 2 });
    expect((await feed(eve, `profileId=${eve.id}&page=2`)).posts.map((post) => post.caption)).toEqual([
      'post 1',
      'post 0',
    ]);
  });
});
