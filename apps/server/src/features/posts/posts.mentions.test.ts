import type { Notification, Post } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';

/** `@username` in a post or a comment tells the golfer named, once, when they may see the post. */
describe('mentions', () => {
  let t: TestApp;
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  let ann: TestUser; // the author
  let ben: TestUser; // Ann's friend
  let cat: TestUser; // a stranger to Ann
  const mentionsOf = async (golfer: TestUser) =>
    (await call(golfer, 'GET', '/api/notifications?limit=50'))
      .json<{ notifications: Notification[] }>()
      .notifications.filter((notification) => notification.type === 'mention');
  const publish = async (by: TestUser, body: Record<string, unknown>) => {
    const response = await call(by, 'POST', '/api/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Post>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createGolfer(t.app, { username: 'ann.mentions' });
    ben = await createGolfer(t.app, { username: 'ben.mentioned' });
    cat = await createGolfer(t.app, { username: 'cat.outside' });
    expect((await call(ann, 'POST', '/api/friendships', { receiverId: ben.id })).statusCode).toBe(200);
    expect((await call(ben, 'PUT', '/api/friendships', { senderId: ann.id })).statusCode).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  it('a friends-only post tells the friend once, never the stranger who cannot see it nor the author', async () => {
    const post = await publish(ann, {
      caption: 'Birdie with @ben.mentioned and @BEN.mentioned, @cat.outside and @ann.mentions @nobody.here',
      audience: 'friends',
    });
    const told = await mentionsOf(ben);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ postId: post.id, commentId: null, actor: { userId: ann.id } });
    expect(await mentionsOf(cat)).toEqual([]);
    expect(await mentionsOf(ann)).toEqual([]);
  });

  it('a public post tells a stranger it names; a private post tells nobody', async () => {
    await publish(ann, { caption: 'Only me @ben.mentioned', audience: 'private' });
    expect(await mentionsOf(ben)).toHaveLength(1);
    const post = await publish(ann, { caption: 'Open day @cat.outside', audience: 'public' });
    expect((await mentionsOf(cat)).map((notification) => notification.postId)).toEqual([post.id]);
  });

  it('a comment tells each golfer it names once, with its text; the post’s author is told of the comment only', async () => {
    const post = await publish(ann, { caption: 'Who is in for Sunday?', audience: 'public' });
    const before = (await mentionsOf(cat)).length;
    const response = await call(ben, 'POST', `/api/posts/${post.id}/comments`, {
      content: 'Me! @cat.outside come too @cat.outside, @ann.mentions',
    });
    expect(response.statusCode, response.body).toBe(201);
    const commentId = response.json<{ id: string }>().id;
    const told = await mentionsOf(cat);
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ postId: post.id, commentId, actor: { userId: ben.id } });
    expect(told[0]?.preview).toContain('come too');
    expect(await mentionsOf(ann)).toEqual([]);

    // on a friends-only post, a comment naming a stranger tells no one
    const hidden = await publish(ann, { caption: 'Friends only', audience: 'friends' });
    await call(ben, 'POST', `/api/posts/${hidden.id}/comments`, { content: 'Ask @cat.outside' });
    expect(await mentionsOf(cat)).toHaveLength(before + 1);
  });
});
