import type {
  ErrorBody,
  Friendship,
  GameDetail,
  Notification,
  NotificationsPage,
  RealtimeEvent,
  UnreadNotifications,
} from '@fairway/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';
import { openSocket } from '../../test/socket';
import type { TestSocket } from '../../test/socket';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';
import type { PushQueue } from './notifications.service';

const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.code;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('notifications', () => {
  let t: TestApp;
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;
  let dan: TestUser;
  let eve: TestUser;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    ann = await createGolfer(t.app, { firstName: 'Ann', lastName: 'Albatross' });
    ben = await createGolfer(t.app, { firstName: 'Ben', lastName: 'Bogey' });
    cat = await createGolfer(t.app, { firstName: 'Cat', lastName: 'Chipper' });
    dan = await createGolfer(t.app, { firstName: 'Dan', lastName: 'Divot' });
    eve = await createGolfer(t.app, { firstName: 'Eve', lastName: 'Eagle' });
    course = await buildCourse(t.app.db);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const list = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationsPage>().notifications;
  };
  const unread = async (user: TestUser) =>
    (await call(user, 'GET', '/api/notifications/unread')).json<UnreadNotifications>().count;
  const answer = (user: TestUser | null, id: string, value: 'accept' | 'decline') =>
    call(user, 'POST', `/api/notifications/${id}/answer`, { answer: value });
  const ask = (from: TestUser, to: TestUser) => call(from, 'POST', '/api/friendships', { receiverId: to.id });
  const latestOf = async (user: TestUser, type: Notification['type']) => {
    const found = (await list(user)).find((notification) => notification.type === type);
    expect(found, `${type} notification`).toBeDefined();
    return found!;
  };
  async function follow(user: TestUser): Promise<TestSocket> {
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    sockets.push(socket);
    socket.send({ type: 'auth', token: user.token });
    await socket.next('ready');
    socket.send({ type: 'subscribe', topic: `user:${user.id}` });
    await socket.next('subscribed');
    return socket;
  }

  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread'],
    ['POST', '/api/notifications/read'],
    ['POST', `/api/notifications/${UNKNOWN_ID}/answer`],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    expect(
      (await call(null, method, url, method === 'POST' ? { answer: 'accept' } : undefined)).statusCode,
    ).toBe(401);
  });

  it('tells the receiver of a friend request, live, and nobody else', async () => {
    const socket = await follow(ben);
    expect(await unread(ben)).toBe(0);
    expect((await ask(ann, ben)).statusCode).toBe(200);

    const event = await socket.next('events');
    expect(event.events).toContainEqual(
      expect.objectContaining<Partial<RealtimeEvent>>({ name: 'notification.created' }),
    );
    const request = await latestOf(ben, 'friend_request');
    expect(request).toMatchObject({
      actor: { userId: ann.id, name: 'Ann Albatross' },
      status: 'pending',
      read: false,
      othersCount: 0,
    });
    expect(await unread(ben)).toBe(1);
    // the sender is not told of their own request; a third golfer sees nothing of it
    expect(await list(ann)).toEqual([]);
    expect(await list(cat)).toEqual([]);
  });

  it('lets only its recipient answer a notification (another golfer: 404, anonymous: 401)', async () => {
    const request = await latestOf(ben, 'friend_request');
    const byOther = await answer(cat, request.id, 'accept');
    expect(byOther.statusCode).toBe(404);
    expect(codeOf(byOther)).toBe('notification_not_found');
    expect((await answer(null, request.id, 'accept')).statusCode).toBe(401);
    expect((await answer(ben, UNKNOWN_ID, 'accept')).statusCode).toBe(404);
    expect((await answer(ben, request.id, 'maybe' as 'accept')).statusCode).toBe(400);
    expect((await latestOf(ben, 'friend_request')).status).toBe('pending');
  });

  it('accepts a friend request from its notification: friends, the sender told, no second answer', async () => {
    const request = await latestOf(ben, 'friend_request');
    const accepted = await answer(ben, request.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Notification>().status).toBe('accepted');
    const friendship = await call(ann, 'GET', `/api/friendships?receiverId=${ben.id}`);
    expect(friendship.json<Friendship>().status).toBe('friends');
    expect((await latestOf(ann, 'friend_request_accepted')).actor.userId).toBe(ben.id);

    const again = await answer(ben, request.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('notification_not_answerable');
    expect((await call(ann, 'GET', `/api/friendships?receiverId=${ben.id}`)).json<Friendship>().status).toBe(
      'friends',
    );
    // an accepted notification has no answer
    const told = await latestOf(ann, 'friend_request_accepted');
    expect(codeOf(await answer(ann, told.id, 'accept'))).toBe('notification_not_answerable');
  });

  it('declines a friend request from its notification: no friendship, and the message stays', async () => {
    expect((await ask(dan, cat)).statusCode).toBe(200);
    const request = await latestOf(cat, 'friend_request');
    const declined = await answer(cat, request.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await call(dan, 'GET', `/api/friendships?receiverId=${cat.id}`)).json<Friendship>().status).toBe(
      'none',
    );
    expect((await latestOf(cat, 'friend_request')).status).toBe('declined');
    // nobody tells the sender of a declined request
    expect((await list(dan)).some((notification) => notification.type === 'friend_request_accepted')).toBe(
      false,
    );
  });

  it('shows a request accepted on the friends screen as accepted, and a withdrawn one as expired', async () => {
    expect((await ask(eve, dan)).statusCode).toBe(200);
    expect((await call(dan, 'PUT', '/api/friendships', { senderId: eve.id })).statusCode).toBe(200);
    expect((await latestOf(dan, 'friend_request')).status).toBe('accepted');

    expect((await ask(cat, eve)).statusCode).toBe(200);
    expect(
      (await call(cat, 'DELETE', `/api/friendships?senderId=${cat.id}&receiverId=${eve.id}`)).statusCode,
    ).toBe(200);
    const withdrawn = await latestOf(eve, 'friend_request');
    expect(withdrawn.status).toBe('expired');
    expect(codeOf(await answer(eve, withdrawn.id, 'accept'))).toBe('notification_not_answerable');
  });

  it('shows a request declined on the friends screen as declined, not as no longer open', async () => {
    expect((await ask(ben, dan)).statusCode).toBe(200);
    expect(
      (await call(dan, 'DELETE', `/api/friendships?senderId=${ben.id}&receiverId=${dan.id}`)).statusCode,
    ).toBe(200);
    const declined = (await list(dan)).find(
      (notification) => notification.type === 'friend_request' && notification.actor.userId === ben.id,
    );
    expect(declined?.status).toBe('declined');
    expect(codeOf(await answer(dan, declined!.id, 'accept'))).toBe('notification_not_answerable');
    // a stranger cannot decline it for him, and the sender withdrawing his own is not a decline
    expect((await ask(eve, ann)).statusCode).toBe(200);
    expect(
      (await call(cat, 'DELETE', `/api/friendships?senderId=${eve.id}&receiverId=${ann.id}`)).statusCode,
    ).toBe(404);
    expect((await latestOf(ann, 'friend_request')).status).toBe('pending');
    expect(
      (await call(eve, 'DELETE', `/api/friendships?senderId=${eve.id}&receiverId=${ann.id}`)).statusCode,
    ).toBe(200);
    expect((await latestOf(ann, 'friend_request')).status).toBe('expired');
  });

  it('marks all of the golfer’s own notifications read, and only theirs', async () => {
    expect(await unread(ben)).toBeGreaterThan(0);
    expect(await unread(ann)).toBeGreaterThan(0);
    const marked = await call(ben, 'POST', '/api/notifications/read');
    expect(marked.statusCode).toBe(200);
    expect(marked.json<UnreadNotifications>().count).toBe(0);
    expect(await unread(ben)).toBe(0);
    expect((await list(ben)).every((notification) => notification.read)).toBe(true);
    expect(await unread(ann)).toBeGreaterThan(0);
  });

  it('honours the recipient’s settings: friend requests off, none stored', async () => {
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, friendRequests: false };
    expect((await call(ann, 'PUT', '/api/settings/notifications', off)).statusCode).toBe(200);
    const before = (await list(ann)).length;
    expect((await ask(dan, ann)).statusCode).toBe(200);
    expect(await list(ann)).toHaveLength(before);
    await call(ann, 'PUT', '/api/settings/notifications', DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('pages the list, newest first', async () => {
    expect((await ask(eve, ben)).statusCode).toBe(200);
    const all = await list(ben);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = (await call(ben, 'GET', '/api/notifications?page=1&limit=1')).json<NotificationsPage>();
    const second = (await call(ben, 'GET', '/api/notifications?page=2&limit=1')).json<NotificationsPage>();
    expect(first.metadata).toMatchObject({ page: 1, limit: 1, total: all.length, totalPages: all.length });
    expect([first.notifications[0]?.id, second.notifications[0]?.id]).toEqual([all[0]?.id, all[1]?.id]);
    expect(all[0]).toMatchObject({ type: 'friend_request', actor: { userId: eve.id } });
    expect(Date.parse(all[0]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(all[1]!.updatedAt));
  });

  describe('round invitations', () => {
    const createRound = async (players: TestUser[], date = new Date()) => {
      const response = await call(ann, 'POST', '/api/game', {
        name: 'Invitation round',
        date: date.toISOString(),
        courseId: course.courseId,
        format: 'strokeplay',
        players: [{ userId: ann.id }, ...players.map((player) => ({ userId: player.id }))],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ gameId: string }>().gameId;
    };
    const invitationOf = async (user: TestUser, gameId: string) => {
      const found = (await list(user)).find(
        (notification) => notification.type === 'game_invitation' && notification.gameId === gameId,
      );
      expect(found, 'game_invitation').toBeDefined();
      return found!;
    };
    const told = async (type: Notification['type'], gameId: string) =>
      (await list(ann)).find((notification) => notification.type === type && notification.gameId === gameId);

    it('invites each golfer added, with the round; accepting joins it and tells the organiser', async () => {
      const gameId = await createRound([ben, cat]);
      const invitation = await invitationOf(ben, gameId);
      expect(invitation).toMatchObject({
        actor: { userId: ann.id },
        status: 'pending',
        game: { name: 'Invitation round', status: 'pending', players: 3 },
      });
      expect(await told('game_invitation', gameId)).toBeUndefined();

      expect((await answer(dan, invitation.id, 'accept')).statusCode).toBe(404);
      const accepted = await answer(ben, invitation.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<Notification>().status).toBe('accepted');
      const detail = (await call(ben, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
      expect(detail.players.find((player) => player.userId === ben.id)?.status).not.toBe('invited');
      expect((await told('game_invitation_accepted', gameId))?.actor.userId).toBe(ben.id);
    });

    it('declining from the notification takes the golfer out of the round and tells the organiser', async () => {
      const gameId = await createRound([cat]);
      const invitation = await invitationOf(cat, gameId);
      const declined = await answer(cat, invitation.id, 'decline');
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json<Notification>().status).toBe('declined');
      const detail = (await call(ann, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
      expect(detail.players.some((player) => player.userId === cat.id)).toBe(false);
      expect((await told('game_invitation_declined', gameId))?.actor.userId).toBe(cat.id);
      expect((await call(cat, 'GET', `/api/game/${gameId}`)).statusCode).toBe(403);
    });

    it('an answer given elsewhere (the toast) settles the notification; a leaver after joining is not "declined"', async () => {
      const gameId = await createRound([dan, eve]);
      expect((await call(dan, 'POST', `/api/game/${gameId}/player`)).statusCode).toBe(204);
      expect((await invitationOf(dan, gameId)).status).toBe('accepted');
      expect((await call(eve, 'DELETE', `/api/game/${gameId}/player`)).statusCode).toBe(204);
      expect((await invitationOf(eve, gameId)).status).toBe('declined');
      // Dan leaves after joining: the organiser hears no "declined" from him
      expect((await call(dan, 'DELETE', `/api/game/${gameId}/player`)).statusCode).toBe(204);
      const declines = (await list(ann)).filter(
        (notification) => notification.type === 'game_invitation_declined' && notification.gameId === gameId,
      );
      expect(declines).toHaveLength(1);
      expect(declines[0]).toMatchObject({ actor: { userId: eve.id }, othersCount: 0 });
    });

    it('a deleted round takes its invitations with it', async () => {
      const gameId = await createRound([ben]);
      await invitationOf(ben, gameId);
      expect((await call(ann, 'DELETE', `/api/game/${gameId}`)).statusCode).toBe(204);
      expect((await list(ben)).some((notification) => notification.gameId === gameId)).toBe(false);
    });
  });

  describe('notify (the seam other features call)', () => {
    const pushed: Parameters<PushQueue['enqueue']>[0][] = [];
    const published: unknown[] = [];
    const service = (push?: PushQueue) =>
      createNotificationsService({
        repository: createNotificationsRepository(t.app.db),
        hub: { publish: async (_topic, event) => void published.push(event) },
        settingsOf: async () => DEFAULT_NOTIFICATION_SETTINGS,
        push,
      });
    const postId = '11111111-1111-4111-8111-111111111111';

    it('groups likes of one post while unread: "Ann and 2 others", the latest actor first, each once', async () => {
      const { notify } = service();
      for (const actor of [ben, cat, ben, ann])
        await notify({ recipientId: eve.id, actorId: actor.id, type: 'post_like', postId });
      const likes = (await list(eve)).filter((notification) => notification.type === 'post_like');
      expect(likes).toHaveLength(1);
      expect(likes[0]).toMatchObject({ actor: { userId: ann.id }, othersCount: 2, count: 4, postId });

      // once read, a new like starts a new notification
      await call(eve, 'POST', '/api/notifications/read');
      await notify({ recipientId: eve.id, actorId: dan.id, type: 'post_like', postId });
      const after = (await list(eve)).filter((notification) => notification.type === 'post_like');
      expect(after.map((notification) => [notification.othersCount, notification.read])).toEqual([
        [0, false],
        [2, true],
      ]);
    });

    it('keeps a comment’s text whole for the preview, and never tells the actor of their own act', async () => {
      const { notify } = service();
      const text = 'What a putt on the 18th — I still cannot believe it went in from that far out, honestly!';
      await notify({ recipientId: dan.id, actorId: eve.id, type: 'post_comment', postId, preview: text });
      await notify({ recipientId: dan.id, actorId: dan.id, type: 'post_like', postId });
      const mine = await list(dan);
      expect(mine.find((notification) => notification.type === 'post_comment')?.preview).toBe(text);
      expect(mine.some((notification) => notification.type === 'post_like')).toBe(false);
    });

    it('queues a push with the actor’s name and a link; a failing push never fails notify', async () => {
      const { notify, isUnseen } = service({ enqueue: async (input) => void pushed.push(input) });
      const chatId = '22222222-2222-4222-8222-222222222222';
      await notify({ recipientId: cat.id, actorId: ben.id, type: 'new_message', chatId, preview: 'Hi' });
      expect(pushed.at(-1)).toMatchObject({
        recipientId: cat.id,
        type: 'new_message',
        actorName: 'Ben Bogey',
        url: `/messages/${chatId}`,
      });
      const notificationId = pushed.at(-1)!.notificationId;
      expect(await isUnseen(notificationId)).toBe(true);
      await call(cat, 'POST', '/api/notifications/read');
      expect(await isUnseen(notificationId)).toBe(false);

      const failing = service({
        enqueue: async () => {
          throw new Error('push service down');
        },
      });
      await expect(
        failing.notify({ recipientId: cat.id, actorId: ben.id, type: 'new_post', postId }),
      ).resolves.toBeUndefined();
      expect((await list(cat)).some((notification) => notification.type === 'new_post')).toBe(true);
    });

    it('publishes notification.created on the recipient’s topic only when stored', async () => {
      const quiet = createNotificationsService({
        repository: createNotificationsRepository(t.app.db),
        hub: { publish: async (_topic, event) => void published.push(event) },
        settingsOf: async () => ({ ...DEFAULT_NOTIFICATION_SETTINGS, postResponses: false }),
      });
      const before = published.length;
      await quiet.notify({ recipientId: ben.id, actorId: cat.id, type: 'comment_like', commentId: postId });
      expect(published).toHaveLength(before);
      await quiet.notify({ recipientId: ben.id, actorId: cat.id, type: 'new_post', postId });
      expect(published.at(-1)).toMatchObject({ name: 'notification.created' });
    });
  });
});
