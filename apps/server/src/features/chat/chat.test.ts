import { randomUUID } from 'node:crypto';
import type {
  Chat,
  ChatList,
  ChatMessage,
  ChatMessagePage,
  ErrorBody,
  RealtimeEvent,
} from '@fairway/contract';
import { topicOf } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, buildTestApp, callApi, createGolfer, createUser } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { openSocket } from '../../test/socket';
import type { TestSocket } from '../../test/socket';
import type { NotificationInput } from '../notifications';
import { createChatRepository } from './chat.repository';
import { createChatService } from './chat.service';

type Golfer = TestUser & { username: string };
const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.code;
const IMAGE = `/media/images/${randomUUID()}.webp`;

describe('chats', () => {
  let t: TestApp;
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  let ann: Golfer;
  let ben: Golfer;
  let cat: Golfer;
  let dan: Golfer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    ann = await createGolfer(t.app, { username: 'ann.chat', firstName: 'Ann', lastName: 'Albatross' });
    ben = await createGolfer(t.app, { username: 'ben.chat', firstName: 'Ben', lastName: 'Bogey' });
    cat = await createGolfer(t.app, { username: 'cat.chat', firstName: 'Cat', lastName: 'Chipper' });
    dan = await createGolfer(t.app, { username: 'dan.chat', firstName: 'Dan', lastName: 'Divot' });
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const start = async (by: Golfer, ...others: Golfer[]) => {
    const response = await call(by, 'POST', '/api/chats', { userIds: others.map((o) => o.id) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Chat>();
  };
  const send = (by: Golfer, chatId: string, text: string, imageUrl?: string) =>
    call(by, 'POST', `/api/chats/${chatId}/messages`, { text, ...(imageUrl ? { imageUrl } : {}) });
  const page = async (by: Golfer, chatId: string, before?: string) =>
    (
      await call(by, 'GET', `/api/chats/${chatId}/messages${before ? `?before=${before}` : ''}`)
    ).json<ChatMessagePage>();
  const list = async (by: Golfer) => (await call(by, 'GET', '/api/chats')).json<ChatList>().chats;
  async function signedIn(user: TestUser) {
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    sockets.push(socket);
    socket.send({ type: 'auth', token: user.token });
    await socket.next('ready');
    return socket;
  }
  const eventOn = (socket: TestSocket, topic: string, name: RealtimeEvent['name']) =>
    socket.next('events', (m) => m.topic === topic && m.events.some((e) => e.name === name));

  it.each([
    ['GET', '/api/chats'],
    ['POST', '/api/chats'],
    ['GET', `/api/chats/${randomUUID()}`],
    ['PUT', `/api/chats/${randomUUID()}/name`],
    ['PUT', `/api/chats/${randomUUID()}/image`],
    ['DELETE', `/api/chats/${randomUUID()}/members/someone`],
    ['GET', `/api/chats/${randomUUID()}/messages`],
    ['POST', `/api/chats/${randomUUID()}/messages`],
    ['DELETE', `/api/chats/${randomUUID()}/messages/${randomUUID()}`],
    ['PUT', `/api/chats/${randomUUID()}/messages/${randomUUID()}/reaction`],
    ['DELETE', `/api/chats/${randomUUID()}/messages/${randomUUID()}/reaction`],
    ['PUT', `/api/chats/${randomUUID()}/read`],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? {} : undefined;
    expect((await call(null, method, url, body)).statusCode).toBe(401);
  });

  it('answers a malformed chat id 400 and an unknown one 404', async () => {
    const malformed = await call(ann, 'GET', '/api/chats/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    const unknown = await call(ann, 'GET', `/api/chats/${randomUUID()}/messages`);
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('chat_not_found');
  });

  it('makes one direct chat per pair and reuses it, whoever starts it', async () => {
    const first = await start(ann, ben);
    expect(first.type).toBe('direct');
    expect(first.name).toBeNull();
    expect(first.members.map((m) => m.userId).sort()).toEqual([ann.id, ben.id].sort());
    expect((await start(ben, ann)).id).toBe(first.id);
    expect((await start(ann, ben, ann)).id).toBe(first.id);
  });

  it('refuses a chat with oneself only (400) and with a golfer without a profile (404)', async () => {
    const alone = await call(ann, 'POST', '/api/chats', { userIds: [ann.id] });
    expect(alone.statusCode).toBe(400);
    expect(codeOf(alone)).toBe('chat_with_self');
    const empty = await call(ann, 'POST', '/api/chats', { userIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(codeOf(empty)).toBe('chat_needs_members');
    const noProfile = await createUser(t.app);
    const ghost = await call(ann, 'POST', '/api/chats', { userIds: [noProfile.id] });
    expect(ghost.statusCode).toBe(404);
    expect(codeOf(ghost)).toBe('profile_not_found');
  });

  it('makes a group named "Group Chat" that only its creator renames', async () => {
    const group = await start(ann, ben, cat);
    expect(group).toMatchObject({ type: 'group', name: 'Group Chat', createdBy: ann.id });
    const byMember = await call(ben, 'PUT', `/api/chats/${group.id}/name`, { name: 'Sunday four' });
    expect(byMember.statusCode).toBe(403);
    expect(codeOf(byMember)).toBe('not_chat_creator');
    const byStranger = await call(dan, 'PUT', `/api/chats/${group.id}/name`, { name: 'Mine' });
    expect(byStranger.statusCode).toBe(403);
    expect(codeOf(byStranger)).toBe('not_a_chat_member');
    const blank = await call(ann, 'PUT', `/api/chats/${group.id}/name`, { name: '  ' });
    expect(codeOf(blank)).toBe('chat_name_required');
    const renamed = await call(ann, 'PUT', `/api/chats/${group.id}/name`, { name: 'Sunday four' });
    expect(renamed.json<Chat>().name).toBe('Sunday four');
    const direct = await start(ann, ben);
    const directRename = await call(ann, 'PUT', `/api/chats/${direct.id}/name`, { name: 'Us' });
    expect(directRename.statusCode).toBe(400);
    expect(codeOf(directRename)).toBe('direct_chat_cannot_change');
  });

  it('lets only a group’s creator set its picture, shown in the list and told live to its members', async () => {
    const group = await start(ann, ben, cat);
    const url = `/api/chats/${group.id}/image`;
    const benSocket = await signedIn(ben);
    benSocket.send({ type: 'subscribe', topic: topicOf.chat(group.id) });
    await benSocket.next('subscribed');

    const catSocket = await signedIn(cat);
    catSocket.send({ type: 'subscribe', topic: topicOf.user(cat.id) });
    await catSocket.next('subscribed');

    const set = await call(ann, 'PUT', url, { imageUrl: IMAGE });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Chat>().imageUrl).toBe(IMAGE);
    await eventOn(benSocket, topicOf.chat(group.id), 'chat.updated');
    // a member with only the chat list open hears it on their own topic
    await eventOn(catSocket, topicOf.user(cat.id), 'chat.updated');
    expect((await list(ben)).find((c) => c.id === group.id)?.imageUrl).toBe(IMAGE);
    expect((await call(cat, 'GET', `/api/chats/${group.id}`)).json<Chat>().imageUrl).toBe(IMAGE);

    const byMember = await call(ben, 'PUT', url, { imageUrl: null });
    expect(byMember.statusCode).toBe(403);
    expect(codeOf(byMember)).toBe('not_chat_creator');
    const byStranger = await call(dan, 'PUT', url, { imageUrl: IMAGE });
    expect(byStranger.statusCode).toBe(403);
    expect(codeOf(byStranger)).toBe('not_a_chat_member');
    const unknown = await call(ann, 'PUT', `/api/chats/${randomUUID()}/image`, { imageUrl: IMAGE });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('chat_not_found');
    const foreign = await call(ann, 'PUT', url, { imageUrl: 'https://evil.example/x.png' });
    expect(foreign.statusCode).toBe(400);
    expect(codeOf(foreign)).toBe('invalid_image');
    const direct = await start(ann, ben);
    const onDirect = await call(ann, 'PUT', `/api/chats/${direct.id}/image`, { imageUrl: IMAGE });
    expect(onDirect.statusCode).toBe(400);
    expect(codeOf(onDirect)).toBe('direct_chat_cannot_change');

    const removed = await call(ann, 'PUT', url, { imageUrl: null });
    expect(removed.json<Chat>().imageUrl).toBeNull();
    expect((await call(ann, 'DELETE', `/api/chats/${group.id}/members/${cat.id}`)).statusCode).toBe(204);
    const byRemoved = await call(cat, 'PUT', url, { imageUrl: IMAGE });
    expect(byRemoved.statusCode).toBe(403);
    expect(codeOf(byRemoved)).toBe('not_a_chat_member');
    expect((await call(ann, 'GET', `/api/chats/${group.id}`)).json<Chat>().imageUrl).toBeNull();
  });

  it('lets only participants read, send, react, see members or mark read', async () => {
    const chat = await start(ann, ben);
    const sent = (await send(ann, chat.id, 'hello')).json<ChatMessage>();
    const refusals = [
      await call(dan, 'GET', `/api/chats/${chat.id}`),
      await call(dan, 'GET', `/api/chats/${chat.id}/messages`),
      await send(dan, chat.id, 'let me in'),
      await call(dan, 'PUT', `/api/chats/${chat.id}/messages/${sent.id}/reaction`, { emoji: '👍' }),
      await call(dan, 'DELETE', `/api/chats/${chat.id}/messages/${sent.id}/reaction`),
      await call(dan, 'DELETE', `/api/chats/${chat.id}/messages/${sent.id}`),
      await call(dan, 'PUT', `/api/chats/${chat.id}/read`),
      await call(dan, 'DELETE', `/api/chats/${chat.id}/members/${dan.id}`),
      await call(dan, 'DELETE', `/api/chats/${chat.id}/members/${ben.id}`),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(codeOf(refused)).toBe('not_a_chat_member');
    }
    expect((await list(dan)).some((c) => c.id === chat.id)).toBe(false);
  });

  it('refuses an empty message, a too long one and an image that is not ours', async () => {
    const chat = await start(ann, ben);
    const empty = await send(ann, chat.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(codeOf(empty)).toBe('message_empty');
    const long = await send(ann, chat.id, 'x'.repeat(4001));
    expect(codeOf(long)).toBe('message_too_long');
    const foreign = await send(ann, chat.id, '', 'https://evil.example/x.png');
    expect(codeOf(foreign)).toBe('invalid_image');
    const photo = await send(ann, chat.id, '', IMAGE);
    expect(photo.statusCode).toBe(201);
    expect(photo.json<ChatMessage>()).toMatchObject({ text: '', imageUrl: IMAGE });
  });

  it('pages messages newest first by cursor, 50 at a time', async () => {
    const chat = await start(cat, dan);
    for (let i = 0; i < 55; i++) expect((await send(cat, chat.id, `m${i}`)).statusCode).toBe(201);
    const first = await page(dan, chat.id);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]!.text).toBe('m54');
    expect(first.nextCursor).toBe(first.messages[49]!.id);
    const second = await page(dan, chat.id, first.nextCursor!);
    expect(second.messages.map((m) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(second.nextCursor).toBeNull();
    const foreignCursor = await call(dan, 'GET', `/api/chats/${chat.id}/messages?before=${randomUUID()}`);
    expect(codeOf(foreignCursor)).toBe('message_not_found');
  });

  it('lets only the sender delete a message', async () => {
    const chat = await start(ann, ben);
    const message = (await send(ann, chat.id, 'oops')).json<ChatMessage>();
    const byOther = await call(ben, 'DELETE', `/api/chats/${chat.id}/messages/${message.id}`);
    expect(byOther.statusCode).toBe(403);
    expect(codeOf(byOther)).toBe('not_message_sender');
    const other = await start(ann, cat);
    const wrongChat = await call(ann, 'DELETE', `/api/chats/${other.id}/messages/${message.id}`);
    expect(wrongChat.statusCode).toBe(404);
    expect(codeOf(wrongChat)).toBe('message_not_found');
    const deleted = await call(ann, 'DELETE', `/api/chats/${chat.id}/messages/${message.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await page(ben, chat.id)).messages.some((m) => m.id === message.id)).toBe(false);
  });

  it('keeps one reaction per golfer per message, replaced or removed', async () => {
    const chat = await start(ann, ben);
    const message = (await send(ann, chat.id, 'birdie!')).json<ChatMessage>();
    const url = `/api/chats/${chat.id}/messages/${message.id}/reaction`;
    await call(ben, 'PUT', url, { emoji: '👍' });
    await call(ann, 'PUT', url, { emoji: '🔥' });
    const replaced = (await call(ben, 'PUT', url, { emoji: '⛳' })).json<ChatMessage>();
    expect(replaced.reactions).toEqual({ [ben.id]: '⛳', [ann.id]: '🔥' });
    const removed = (await call(ben, 'DELETE', url)).json<ChatMessage>();
    expect(removed.reactions).toEqual({ [ann.id]: '🔥' });
  });

  it('marks unread for the other golfer until they read it', async () => {
    const chat = await start(ben, dan);
    await send(ben, chat.id, 'round tomorrow?');
    const forDan = (await list(dan)).find((c) => c.id === chat.id)!;
    expect(forDan.unread).toBe(true);
    expect(forDan.lastMessage).toMatchObject({ text: 'round tomorrow?', senderId: ben.id });
    expect((await list(ben)).find((c) => c.id === chat.id)!.unread).toBe(false);
    expect((await call(dan, 'PUT', `/api/chats/${chat.id}/read`)).statusCode).toBe(200);
    expect((await list(dan)).find((c) => c.id === chat.id)!.unread).toBe(false);
  });

  it('tells every device of a golfer of a new message and that they read a chat', async () => {
    const chat = await start(ben, cat);
    const phone = await signedIn(cat);
    phone.send({ type: 'subscribe', topic: topicOf.user(cat.id) });
    await phone.next('subscribed');
    await send(ben, chat.id, 'on the range?');
    await eventOn(phone, topicOf.user(cat.id), 'chat.message.created');
    await call(cat, 'PUT', `/api/chats/${chat.id}/read`);
    const read = await eventOn(phone, topicOf.user(cat.id), 'chat.read');
    expect(read.events.find((e) => e.name === 'chat.read')?.data).toMatchObject({ chatId: chat.id });
  });

  it('lets only the creator remove a member of a group; anyone leaves; an empty chat is deleted', async () => {
    const group = await start(ann, ben, cat);
    const byMember = await call(ben, 'DELETE', `/api/chats/${group.id}/members/${cat.id}`);
    expect(byMember.statusCode).toBe(403);
    expect(codeOf(byMember)).toBe('not_chat_creator');
    const notIn = await call(ann, 'DELETE', `/api/chats/${group.id}/members/${dan.id}`);
    expect(notIn.statusCode).toBe(404);
    expect(codeOf(notIn)).toBe('not_a_chat_member');
    expect((await call(cat, 'DELETE', `/api/chats/${group.id}/members/${cat.id}`)).statusCode).toBe(204);
    expect((await call(ann, 'DELETE', `/api/chats/${group.id}/members/${ben.id}`)).statusCode).toBe(204);
    expect(codeOf(await call(ben, 'GET', `/api/chats/${group.id}/messages`))).toBe('not_a_chat_member');
    const direct = await start(ben, dan);
    const banInDirect = await call(ben, 'DELETE', `/api/chats/${direct.id}/members/${dan.id}`);
    expect(codeOf(banInDirect)).toBe('not_chat_creator');
    expect((await call(ann, 'DELETE', `/api/chats/${group.id}/members/${ann.id}`)).statusCode).toBe(204);
    expect(codeOf(await call(ann, 'GET', `/api/chats/${group.id}`))).toBe('chat_not_found');
  });

  it('brings a golfer who left a direct chat back when it is started again', async () => {
    const chat = await start(cat, ann);
    await call(cat, 'DELETE', `/api/chats/${chat.id}/members/${cat.id}`);
    expect((await list(cat)).some((c) => c.id === chat.id)).toBe(false);
    expect((await start(ann, cat)).id).toBe(chat.id);
    expect((await list(cat)).some((c) => c.id === chat.id)).toBe(true);
  });

  it('lets only participants follow a chat topic, and takes a removed member off it at once', async () => {
    const group = await start(ann, ben, cat);
    const topic = topicOf.chat(group.id);
    const [annSocket, benSocket, danSocket] = [await signedIn(ann), await signedIn(ben), await signedIn(dan)];
    danSocket.send({ type: 'subscribe', topic });
    await danSocket.next('error', (m) => m.code === 'forbidden' && m.topic === topic);
    for (const socket of [annSocket, benSocket]) {
      socket.send({ type: 'subscribe', topic });
      await socket.next('subscribed');
    }
    await send(ann, group.id, 'tee time 9:10');
    await eventOn(benSocket, topic, 'chat.message.created');

    await call(ann, 'DELETE', `/api/chats/${group.id}/members/${ben.id}`);
    await benSocket.next('error', (m) => m.code === 'forbidden' && m.topic === topic);
    await send(ann, group.id, 'after ben');
    await eventOn(annSocket, topic, 'chat.message.created');
    const later = benSocket.messages.filter(
      (m) =>
        m.type === 'events' && m.topic === topic && m.events.some((e) => e.name === 'chat.message.created'),
    );
    expect(later).toHaveLength(1);
  });

  it('publishes a deleted message and a reaction live on the chat topic', async () => {
    const chat = await start(ann, dan);
    const topic = topicOf.chat(chat.id);
    const danSocket = await signedIn(dan);
    danSocket.send({ type: 'subscribe', topic });
    await danSocket.next('subscribed');
    const message = (await send(ann, chat.id, 'gone soon')).json<ChatMessage>();
    await call(dan, 'PUT', `/api/chats/${chat.id}/messages/${message.id}/reaction`, { emoji: '😂' });
    await eventOn(danSocket, topic, 'chat.reaction.changed');
    await call(ann, 'DELETE', `/api/chats/${chat.id}/messages/${message.id}`);
    const deleted = await eventOn(danSocket, topic, 'chat.message.deleted');
    expect(deleted.events.find((e) => e.name === 'chat.message.deleted')?.data.messageId).toBe(message.id);
  });

  it('notifies every other participant of a new message', async () => {
    const told: NotificationInput[] = [];
    const service = createChatService({
      repository: createChatRepository(t.app.db),
      hub: t.app.hub,
      notify: async (input) => {
        told.push(input);
      },
    });
    const group = await start(ann, ben, cat);
    await service.send({ userId: ann.id, role: 'user', sessionId: 's' }, group.id, { text: 'hi all' });
    expect(told.map((n) => n.recipientId).sort()).toEqual([ben.id, cat.id].sort());
    expect(told.every((n) => n.type === 'new_message' && n.chatId === group.id && n.actorId === ann.id)).toBe(
      true,
    );
  });
});

describe('presence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
  }, 60_000);
  afterAll(() => t.close());

  it('tells golfers who share a chat or are friends, never a stranger', async () => {
    const url = `${baseUrl(t.app)}/api/realtime`;
    const [golfer, partner, friend, stranger] = [
      await createGolfer(t.app),
      await createGolfer(t.app),
      await createGolfer(t.app),
      await createGolfer(t.app),
    ];
    await callApi(t.app, golfer, 'POST', '/api/chats', { userIds: [partner.id] });
    await callApi(t.app, golfer, 'POST', '/api/friendships', { receiverId: friend.id });
    await callApi(t.app, friend, 'PUT', '/api/friendships', { senderId: golfer.id });
    const watchers = await Promise.all(
      [partner, friend, stranger].map(async (user) => {
        const socket = await openSocket(url);
        socket.send({ type: 'auth', token: user.token });
        await socket.next('ready');
        socket.send({ type: 'subscribe', topic: topicOf.user(user.id) });
        await socket.next('subscribed');
        return socket;
      }),
    );
    const [partnerSocket, friendSocket, strangerSocket] = watchers as [TestSocket, TestSocket, TestSocket];
    const presenceOf = (socket: TestSocket, online: boolean) =>
      socket.next('events', (m) =>
        m.events.some(
          (e) => e.name === 'presence.changed' && e.data.userId === golfer.id && e.data.online === online,
        ),
      );

    strangerSocket.send({ type: 'subscribe', topic: topicOf.presence() });
    await strangerSocket.next('error', (m) => m.code === 'forbidden');
    const phone = await openSocket(url);
    phone.send({ type: 'auth', token: golfer.token });
    await presenceOf(partnerSocket, true);
    await presenceOf(friendSocket, true);
    phone.close();
    await presenceOf(partnerSocket, false);
    await presenceOf(friendSocket, false);
    expect(
      strangerSocket.messages.some(
        (m) => m.type === 'events' && m.events.some((e) => e.name === 'presence.changed'),
      ),
    ).toBe(false);
    for (const socket of watchers) socket.close();
  });
});
