import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp } from '../../test/app';

/**
 * The features that tell golfers something are wired to the notifications service in app.ts: each action through
 * HTTP leaves the notification on the recipient's list (the services' own tests record `notify` calls instead).
 */
describe('actions of other features reach the notifications list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  const typesOf = async (golfer: { id: string; token: string }) =>
    (await call(golfer, 'GET', '/api/notifications?limit=50'))
      .json<{ notifications: { type: string }[] }>()
      .notifications.map((notification) => notification.type);

  it('a like and a comment on a post, and a chat message', async () => {
    const author = await createGolfer(t.app, { username: 'wire.author' });
    const fan = await createGolfer(t.app, { username: 'wire.fan' });
    const post = await call(author, 'POST', '/api/posts', { caption: 'First birdie #golf' });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json<{ id: string }>().id;
    expect((await call(fan, 'POST', `/api/posts/${postId}/likes`)).statusCode).toBeLessThan(300);
    const comment = await call(fan, 'POST', `/api/posts/${postId}/comments`, { content: 'Nice one' });
    expect(comment.statusCode, comment.body).toBeLessThan(300);

    const chat = await call(fan, 'POST', '/api/chats', { userIds: [author.id] });
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    const chatId = chat.json<{ id: string }>().id;
    const sent = await call(fan, 'POST', `/api/chats/${chatId}/messages`, { text: 'Well played' });
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    expect(await typesOf(author)).toEqual(
      expect.arrayContaining(['post_like', 'post_comment', 'new_message']),
    );
    expect(await typesOf(fan)).toEqual([]);
  });
});
