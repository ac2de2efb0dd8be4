import type { Notification } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { invitationPresentation, linkOf, previewOf, relativeTime, sentenceOf } from './notification-text';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  type: 'post_like',
  actor: { userId: 'u1', username: 'ana', name: 'Ana Birdie', imageUrl: null },
  othersCount: 0,
  count: 1,
  status: null,
  preview: null,
  postId: 'p1',
  commentId: null,
  chatId: null,
  gameId: null,
  friendshipId: null,
  game: null,
  read: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('previewOf', () => {
  it.each([
    ['short', 'Nice round!', 'Nice round!'],
    ['exactly 60', 'a'.repeat(60), 'a'.repeat(60)],
    ['61 without spaces', 'a'.repeat(61), `${'a'.repeat(60)}…`],
    [
      'a word cut near the end',
      'What a putt on the 18th, I still cannot believe it went in from there',
      'What a putt on the 18th, I still cannot believe it went in…',
    ],
    ['spaces squeezed', '  two\n\nlines  ', 'two lines'],
    ['emoji counted as one', `${'⛳'.repeat(61)}`, `${'⛳'.repeat(60)}…`],
  ])('%s', (_name, text, expected) => {
    expect(previewOf(text)).toBe(expected);
    expect([...previewOf(text)].length).toBeLessThanOrEqual(61);
  });
});

describe('sentenceOf', () => {
  it('names one actor, or the latest and how many others', () => {
    expect(sentenceOf(notification())).toEqual({
      key: 'notifications:text.post_like.one',
      values: { name: 'Ana Birdie', count: 0 },
    });
    expect(sentenceOf(notification({ othersCount: 3 }))).toEqual({
      key: 'notifications:text.post_like.many',
      values: { name: 'Ana Birdie', count: 3 },
    });
  });
});

describe('invitationPresentation', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it.each([
    ['started an hour ago', '2026-05-01T09:00:00Z', 'modal'],
    ['now', '2026-05-01T10:00:00Z', 'modal'],
    ['in exactly 60 minutes', '2026-05-01T11:00:00Z', 'modal'],
    ['in 61 minutes', '2026-05-01T11:01:00Z', 'toast'],
    ['tomorrow', '2026-05-02T10:00:00Z', 'toast'],
  ] as const)('%s: %s', (_name, date, expected) => {
    expect(invitationPresentation(date, now)).toBe(expected);
  });
});

describe('linkOf', () => {
  it('leads to the round, the post, the chat or the golfer', () => {
    const game = { name: '', status: 'pending', date: '', courseName: '', clubName: '', players: 2 } as const;
    expect(linkOf(notification({ type: 'game_invitation', gameId: 'g1', game }))).toBe('/play/g1');
    expect(linkOf(notification({ type: 'game_invitation', gameId: 'g1', game: null }))).toBeNull();
    expect(linkOf(notification({ type: 'post_comment' }))).toBe('/p/p1');
    expect(linkOf(notification({ type: 'mention' }))).toBe('/p/p1');
    expect(linkOf(notification({ type: 'new_message', chatId: 'c1' }))).toBe('/messages/c1');
    expect(linkOf(notification({ type: 'friend_request_accepted' }))).toBe('/u/ana');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('says how long ago, in the largest fitting unit', () => {
    expect(relativeTime('2026-05-01T09:55:00Z', now, 'en')).toBe('5 min. ago');
    expect(relativeTime('2026-05-01T07:00:00Z', now, 'en')).toBe('3 hr. ago');
    expect(relativeTime('2026-04-30T10:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-05-01T10:00:00Z', now, 'de')).toBe('jetzt');
  });
});
