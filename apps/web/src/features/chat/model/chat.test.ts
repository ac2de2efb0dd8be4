import type { Chat, ChatMessage } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import {
  chatTitle,
  filterChats,
  findLinks,
  isFarFromNewest,
  isLoneEmoji,
  messageRows,
  messageTime,
  newFromOthersAfter,
  nextReaction,
  presenceText,
  reactionCounts,
  resizedSize,
  splitLinks,
} from './chat';

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, 0) + minutes * 60_000).toISOString();
const message = (senderId: string, minutes: number): ChatMessage => ({
  id: `${senderId}-${minutes}`,
  chatId: 'c',
  senderId,
  text: 'hi',
  imageUrl: null,
  createdAt: at(minutes),
  reactions: {},
});
const member = (userId: string, firstName: string) => ({
  userId,
  username: firstName.toLowerCase(),
  firstName,
  lastName: 'Par',
  imageUrl: null,
  online: false,
  lastSeen: null,
  joinedAt: at(0),
});
const chat = (overrides: Partial<Chat>): Chat => ({
  id: 'c',
  type: 'direct',
  name: null,
  imageUrl: null,
  createdBy: 'me',
  createdAt: at(0),
  members: [member('me', 'Me'), member('ann', 'Ann')],
  lastMessage: null,
  lastReadAt: at(0),
  unread: false,
  ...overrides,
});

describe('the conversation rows', () => {
  it('puts a separator after a gap over 10 minutes and a header after 5 minutes or another sender', () => {
    const rows = messageRows([
      message('a', 0),
      message('a', 5),
      message('a', 10.5),
      message('b', 11),
      message('b', 21.5),
      message('b', 31.5),
    ]);
    expect(rows.map((r) => [r.separator, r.header])).toEqual([
      [true, true],
      [false, false],
      [false, true],
      [false, true],
      [true, true],
      [false, true],
    ]);
  });
});

describe('presence text', () => {
  const now = new Date(at(60 * 48));
  it.each([
    [{ online: true, lastSeen: null }, { key: 'online' }],
    [{ online: false, lastSeen: null }, null],
    [{ online: false, lastSeen: at(60 * 48 - 59) }, { key: 'recently' }],
    [
      { online: false, lastSeen: at(60 * 48 - 61) },
      { key: 'hours', count: 1 },
    ],
    [
      { online: false, lastSeen: at(60 * 48 - 60 * 23.9) },
      { key: 'hours', count: 23 },
    ],
    [
      { online: false, lastSeen: at(0) },
      { key: 'days', count: 2 },
    ],
  ])('%o → %o', (input, expected) => {
    expect(presenceText(input, now)).toEqual(expected);
  });
});

describe('message time', () => {
  it('shows the date only when older than 24 hours', () => {
    const now = new Date(at(60 * 30));
    expect(messageTime(at(60 * 29), now, 'en-GB')).toBe('17:00');
    expect(messageTime(at(0), now, 'en-GB')).toBe('1 Jun, 12:00');
  });
});

describe('lone emoji', () => {
  it.each([
    ['⛳', true],
    [' 👍🏽 ', true],
    ['👨‍👩‍👧', true],
    ['🇫🇷', true],
    ['👍👍', false],
    ['ok 👍', false],
    ['1', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isLoneEmoji(text)).toBe(expected);
  });
});

describe('links', () => {
  it('finds links in order, de-duplicated, with https added where the scheme is missing', () => {
    expect(
      findLinks('see www.golf.example/a, and https://club.example/b. Again: https://club.example/b!'),
    ).toEqual(['https://www.golf.example/a', 'https://club.example/b']);
    expect(findLinks('no links here, just golf.')).toEqual([]);
  });
  it('splits text around its links', () => {
    expect(splitLinks('go to www.a.example now')).toEqual([
      { text: 'go to ', href: null },
      { text: 'www.a.example', href: 'https://www.a.example' },
      { text: ' now', href: null },
    ]);
  });
});

describe('chats', () => {
  it('names a direct chat after the other golfer and a group by its name', () => {
    expect(chatTitle(chat({}), 'me')).toBe('Ann Par');
    expect(chatTitle(chat({ type: 'group', name: 'Sunday four' }), 'me')).toBe('Sunday four');
  });
  it('filters by chat name, member name or username', () => {
    const chats = [chat({ id: '1' }), chat({ id: '2', type: 'group', name: 'Links lads', members: [] })];
    expect(filterChats(chats, 'ann', 'me').map((c) => c.id)).toEqual(['1']);
    expect(filterChats(chats, 'LADS', 'me').map((c) => c.id)).toEqual(['2']);
    expect(filterChats(chats, ' ', 'me')).toHaveLength(2);
  });
});

describe('reactions', () => {
  it('removes the same emoji tapped again, replaces another', () => {
    expect(nextReaction({ me: '👍' }, 'me', '👍')).toBeNull();
    expect(nextReaction({ me: '👍' }, 'me', '🔥')).toBe('🔥');
    expect(nextReaction({}, 'me', '🔥')).toBe('🔥');
  });
  it('counts by emoji', () => {
    expect(reactionCounts({ a: '👍', b: '🔥', c: '👍' })).toEqual([
      { emoji: '👍', count: 2 },
      { emoji: '🔥', count: 1 },
    ]);
  });
});

describe('photo size', () => {
  it('keeps the ratio between 1 and 1.91 and the long side within the maximum', () => {
    expect(resizedSize(4000, 3000, 1200)).toMatchObject({ width: 1200, height: 900 });
    const panorama = resizedSize(6000, 1000, 1200);
    expect(panorama.width / panorama.height).toBeCloseTo(1.91, 1);
    expect(panorama.crop).toMatchObject({ width: 1910, height: 1000, x: 2045 });
    expect(resizedSize(300, 200, 800)).toMatchObject({ width: 300, height: 200 });
  });
});

describe('the newest-messages button', () => {
  it.each([
    [{ scrollHeight: 3000, scrollTop: 2400, clientHeight: 600 }, false],
    [{ scrollHeight: 3000, scrollTop: 1800, clientHeight: 600 }, false],
    [{ scrollHeight: 3000, scrollTop: 1799, clientHeight: 600 }, true],
    [{ scrollHeight: 3000, scrollTop: 0, clientHeight: 600 }, true],
    [{ scrollHeight: 0, scrollTop: 0, clientHeight: 0 }, false],
  ])('shows for %o: %s', (list, shown) => {
    expect(isFarFromNewest(list)).toBe(shown);
  });

  it('counts the messages from others after the last one the reader had', () => {
    const list = [
      message('me', 0),
      message('ann', 1),
      message('me', 2),
      message('ann', 3),
      message('ben', 4),
    ];
    expect(newFromOthersAfter(list, 'me-0', 'me')).toBe(3);
    expect(newFromOthersAfter(list, 'ann-3', 'me')).toBe(1);
    expect(newFromOthersAfter(list, 'ben-4', 'me')).toBe(0);
    expect(newFromOthersAfter(list, null, 'me')).toBe(0);
    expect(newFromOthersAfter(list, 'gone', 'me')).toBe(0);
  });
});
