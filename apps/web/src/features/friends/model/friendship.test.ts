import type { Friendship } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { NO_FRIENDSHIP, actionsOf, afterAction, displayName, filterLocally } from './friendship';

const pending: Friendship = { status: 'pending', friendshipId: 'f1', senderId: 'me', receiverId: 'them' };
const received: Friendship = { status: 'received', friendshipId: 'f1', senderId: 'them', receiverId: 'me' };
const friends: Friendship = { status: 'friends', friendshipId: 'f1', senderId: 'them', receiverId: 'me' };

describe('the friendship button', () => {
  it.each([
    ['none', ['request']],
    ['pending', ['cancel']],
    ['received', ['accept', 'ignore']],
    ['friends', []],
  ] as const)('offers from %s: %j', (status, actions) => {
    expect(actionsOf(status)).toEqual(actions);
  });

  it.each([
    [NO_FRIENDSHIP, 'request', 'pending'],
    [pending, 'cancel', 'none'],
    [received, 'accept', 'friends'],
    [received, 'ignore', 'none'],
    [friends, 'unfriend', 'none'],
    // Not offered: nothing changes.
    [NO_FRIENDSHIP, 'accept', 'none'],
    [pending, 'accept', 'pending'],
    [friends, 'request', 'friends'],
    [received, 'unfriend', 'received'],
  ] as const)('%j after %s is %s', (current, action, status) => {
    expect(afterAction(current, action, 'me', 'them').status).toBe(status);
  });

  it('a request is sent by me to them', () => {
    expect(afterAction(NO_FRIENDSHIP, 'request', 'me', 'them')).toMatchObject({
      senderId: 'me',
      receiverId: 'them',
    });
  });
});

describe('friends on this device', () => {
  const golfers = [
    { username: 'lea.martin', firstName: 'Léa', lastName: 'Martin' },
    { username: 'tom.berg', firstName: 'Tom', lastName: 'Berg' },
  ];
  it('filters by username, first and last name, ignoring case and spaces around', () => {
    expect(filterLocally(golfers, ' MART ').map((g) => g.username)).toEqual(['lea.martin']);
    expect(filterLocally(golfers, 'tom b').map((g) => g.username)).toEqual(['tom.berg']);
    expect(filterLocally(golfers, 'berg').map((g) => g.username)).toEqual(['tom.berg']);
    expect(filterLocally(golfers, '')).toHaveLength(2);
    expect(filterLocally(golfers, 'zz')).toEqual([]);
  });
  it('names a golfer by name, or by username when the name is empty', () => {
    expect(displayName({ firstName: 'Léa', lastName: 'Martin', username: 'lea' })).toBe('Léa Martin');
    expect(displayName({ name: ' ', username: 'lea' })).toBe('lea');
  });
});
