import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { TestApp } from '../../test/app';
import type { NotificationInput } from '../notifications';
import { createPostsRepository } from './posts.repository';
import { createPostsService } from './posts.service';

/** The posts service tells the golfers concerned, after saving, through the Notify it is given. */
describe('posts notify', () => {
  let t: TestApp;
  const told: NotificationInput[] = [];
  let service: ReturnType<typeof createPostsService>;
  const actor = (userId: string): Actor => ({ userId, role: 'user', sessionId: 'test' });
  let ann: string;
  let ben: string;
  let cat: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const [a, b, c] = [await createGolfer(t.app), await createGolfer(t.app), await createGolfer(t.app)];
    [ann, ben, cat] = [a.id, b.id, c.id];
    await callApi(t.app, a, 'POST', '/api/friendships', { receiverId: b.id });
    await callApi(t.app, b, 'PUT', '/api/friendships', { senderId: a.id });
    service = createPostsService({
      repository: createPostsRepository(t.app.db),
      storage: { remove: async () => {} },
      notify: async (input) => {
        told.push(input);
      },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('new_post to friends (not for a private post), post_like once, post_comment, comment_like', async () => {
    const post = await service.create(actor(ann), { caption: 'Hello #golf', audience: 'friends' });
    expect(told).toEqual([{ recipientId: ben, actorId: ann, type: 'new_post', postId: post.id }]);
    told.length = 0;
    await service.create(actor(ann), { caption: 'Only me', audience: 'private' });
    expect(told).toEqual([]);

    await service.like(actor(ben), post.id);
    await service.like(actor(ben), post.id);
    expect(told).toEqual([{ recipientId: ann, actorId: ben, type: 'post_like', postId: post.id }]);
    told.length = 0;

    const comment = await service.comment(actor(ben), post.id, 'Nice');
    expect(told).toEqual([
      { recipientId: ann, actorId: ben, type: 'post_comment', postId: post.id, commentId: comment.id },
    ]);
    told.length = 0;

    await service.likeComment(actor(ann), comment.id);
    expect(told).toEqual([
      { recipientId: ben, actorId: ann, type: 'comment_like', postId: post.id, commentId: comment.id },
    ]);
    told.length = 0;

    // a stranger reaches nothing and tells no one
    await expect(service.like(actor(cat), post.id)).rejects.toMatchObject({ code: 'post_not_found' });
    expect(told).toEqual([]);
  });
});
