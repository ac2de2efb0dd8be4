import { describe, expect, it } from 'vitest';
import { errorKeyOf, usernameMessage } from './messages';
import type { UsernameCheck } from './username-check';

describe('messages', () => {
  it.each([
    ['first_name_required', 'errors:first_name_required'],
    ['username_already_used', 'errors:username_already_used'],
    ['network_error', 'errors:network_error'],
    ['something_new', 'errors:unknown_error'],
    [undefined, 'errors:unknown_error'],
  ])('translates %s with %s', (code, key) => {
    expect(errorKeyOf(code)).toBe(key);
  });

  it.each<[UsernameCheck, ReturnType<typeof usernameMessage>]>([
    [{ status: 'idle', name: '', pending: false, problem: null }, null],
    [{ status: 'idle', name: 'ada', pending: true, problem: null }, null],
    [
      { status: 'idle', name: 'a', pending: false, problem: 'username_too_short' },
      { tone: 'error', key: 'errors:username_too_short' },
    ],
    [
      { status: 'idle', name: 'a b', pending: false, problem: 'username_invalid_characters' },
      { tone: 'error', key: 'errors:username_invalid_characters' },
    ],
    [
      { status: 'checking', name: 'ada' },
      { tone: 'info', key: 'onboarding:username.checking' },
    ],
    [
      { status: 'available', name: 'ada' },
      { tone: 'success', key: 'onboarding:username.available', username: 'ada' },
    ],
    [
      { status: 'unavailable', name: 'ada', reason: 'username_already_used' },
      { tone: 'error', key: 'errors:username_already_used' },
    ],
    [
      { status: 'unavailable', name: 'ada', reason: 'username_forbidden' },
      { tone: 'error', key: 'errors:username_forbidden' },
    ],
    [
      { status: 'unavailable', name: 'ada', reason: 'check_failed' },
      { tone: 'error', key: 'onboarding:username.checkFailed' },
    ],
  ])('says %j → %j', (check, message) => {
    expect(usernameMessage(check)).toEqual(message);
  });
});
