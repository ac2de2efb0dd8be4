import type { ChatList } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../test/app';
import { loadChatDemo } from './chat-demo';

describe('chat demo', () => {
  it('gives the demo golfer two direct chats and a named group, one of them unread', async () => {
    const t = await buildTestApp();
    const [demo, lea, tom, yuki] = [
      await createGolfer(t.app),
      await createGolfer(t.app),
      await createGolfer(t.app),
      await createGolfer(t.app),
    ];
    await loadChatDemo(t.app, demo, [lea, tom, yuki]);
    const { chats } = (await callApi(t.app, demo, 'GET', '/api/chats')).json<ChatList>();
    expect(chats.map((chat) => [chat.type, chat.name, chat.members.length]).sort()).toEqual([
      ['direct', null, 2],
      ['direct', null, 2],
      ['group', 'Sunday four', 4],
    ]);
    expect(chats.filter((chat) => chat.unread)).toHaveLength(2);
    await t.close();
  }, 60_000);
});
