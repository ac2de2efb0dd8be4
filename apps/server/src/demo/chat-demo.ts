import type { Chat, ChatMessage } from '@fairway/contract';
import type { App } from '../app';

interface DemoUser {
  id: string;
  token: string;
}

async function call<T>(app: App, user: DemoUser, method: 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 400)
    throw new Error(`chat demo: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/**
 * The demo golfer's chats, through the API a phone uses: a direct chat with each of the first two friends (the
 * latest message unread), and a group with three friends, renamed by the demo golfer, with a reaction and a link.
 */
export async function loadChatDemo(app: App, demo: DemoUser, friends: readonly DemoUser[]): Promise<void> {
  const [first, second, third] = friends;
  if (!first || !second) return;
  const say = (chat: Chat, by: DemoUser, text: string) =>
    call<ChatMessage>(app, by, 'POST', `/api/chats/${chat.id}/messages`, { text });

  const direct = await call<Chat>(app, demo, 'POST', '/api/chats', { userIds: [first.id] });
  const tee = await say(direct, demo, 'Still on for Saturday? I booked 8:40 on the white course.');
  await call(app, first, 'PUT', `/api/chats/${direct.id}/messages/${tee.id}/reaction`, { emoji: '👍' });
  await say(direct, first, 'Yes! I will bring the new driver 😄');
  await say(direct, first, '⛳');

  const other = await call<Chat>(app, second, 'POST', '/api/chats', { userIds: [demo.id] });
  await say(other, second, 'Nice round last week. What did you play on the 7th?');
  await say(other, demo, 'A 7 iron, then two putts. Lucky bounce off the bank!');
  await call(app, demo, 'PUT', `/api/chats/${other.id}/read`);

  const group = await call<Chat>(app, demo, 'POST', '/api/chats', {
    userIds: [first.id, second.id, ...(third ? [third.id] : [])],
  });
  await call(app, demo, 'PUT', `/api/chats/${group.id}/name`, { name: 'Sunday four' });
  await say(group, demo, 'Sunday four-ball? Course guide: www.golf-de-la-boulie.example/parcours');
  const reply = await say(group, second, 'Count me in');
  await call(app, demo, 'PUT', `/api/chats/${group.id}/messages/${reply.id}/reaction`, { emoji: '🔥' });
  if (third) await say(group, third, 'Me too, if we tee off before 10.');
}
