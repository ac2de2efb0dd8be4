import { describe, expect, it } from 'vitest';
import {
  canCreate,
  initialUsernameCheck,
  nameToCheck,
  usernameCheckReducer,
  usernameProblem,
  type UsernameCheck,
  type UsernameCheckEvent,
} from './username-check';

const idle = (name: string, pending = false): UsernameCheck => ({
  status: 'idle',
  name,
  pending,
  problem: null,
});

describe('usernameProblem', () => {
  it.each([
    ['ab', null],
    ['ada.birdie-42', null],
    ['Élodie', null],
    ['a'.repeat(32), null],
    ['', 'username_too_short'],
    ['a', 'username_too_short'],
    ['a'.repeat(33), 'username_too_long'],
    ['ada birdie', 'username_invalid_characters'],
    ['ada_birdie', 'username_invalid_characters'],
    ['ada@golf', 'username_invalid_characters'],
  ])('%j → %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });
});

describe('the username check', () => {
  const run = (events: UsernameCheckEvent[], from: UsernameCheck = initialUsernameCheck('')) =>
    events.reduce(usernameCheckReducer, from);

  it.each<[string, UsernameCheckEvent[], UsernameCheck]>([
    ['starts idle', [], idle('')],
    ['waits while typing', [{ type: 'typed', text: 'ada' }], idle('ada', true)],
    [
      'checks once typing settled',
      [{ type: 'typed', text: 'ada' }, { type: 'settled' }],
      { status: 'checking', name: 'ada' },
    ],
    [
      'trims before checking',
      [{ type: 'typed', text: '  ada ' }, { type: 'settled' }],
      { status: 'checking', name: 'ada' },
    ],
    [
      'shows a local problem instead of checking',
      [{ type: 'typed', text: 'a' }, { type: 'settled' }],
      { status: 'idle', name: 'a', pending: false, problem: 'username_too_short' },
    ],
    [
      'shows bad characters',
      [{ type: 'typed', text: 'ada birdie' }, { type: 'settled' }],
      { status: 'idle', name: 'ada birdie', pending: false, problem: 'username_invalid_characters' },
    ],
    [
      'an emptied field is idle, with nothing to say',
      [{ type: 'typed', text: 'ada' }, { type: 'typed', text: '' }, { type: 'settled' }],
      idle(''),
    ],
    [
      'available',
      [{ type: 'typed', text: 'ada' }, { type: 'settled' }, { type: 'answered', name: 'ada', taken: false }],
      { status: 'available', name: 'ada' },
    ],
    [
      'unavailable',
      [{ type: 'typed', text: 'ada' }, { type: 'settled' }, { type: 'answered', name: 'ada', taken: true }],
      { status: 'unavailable', name: 'ada', reason: 'username_already_used' },
    ],
    [
      'a failed check is not a verification',
      [{ type: 'typed', text: 'ada' }, { type: 'settled' }, { type: 'failed', name: 'ada' }],
      { status: 'unavailable', name: 'ada', reason: 'check_failed' },
    ],
    [
      'ignores the answer for a name typed over',
      [
        { type: 'typed', text: 'ada' },
        { type: 'settled' },
        { type: 'typed', text: 'adam' },
        { type: 'answered', name: 'ada', taken: false },
      ],
      idle('adam', true),
    ],
    [
      'ignores a late answer for an older name while checking a new one',
      [
        { type: 'typed', text: 'ada' },
        { type: 'settled' },
        { type: 'typed', text: 'adam' },
        { type: 'settled' },
        { type: 'answered', name: 'ada', taken: false },
      ],
      { status: 'checking', name: 'adam' },
    ],
    [
      'keeps the verdict when only spaces change',
      [
        { type: 'typed', text: 'ada' },
        { type: 'settled' },
        { type: 'answered', name: 'ada', taken: false },
        { type: 'typed', text: 'ada ' },
      ],
      { status: 'available', name: 'ada' },
    ],
    [
      'a settle with nothing pending changes nothing',
      [
        { type: 'typed', text: 'ada' },
        { type: 'settled' },
        { type: 'answered', name: 'ada', taken: false },
        { type: 'settled' },
      ],
      { status: 'available', name: 'ada' },
    ],
    [
      'a 409 at creation turns an available name unavailable',
      [
        { type: 'typed', text: 'ada' },
        { type: 'settled' },
        { type: 'answered', name: 'ada', taken: false },
        { type: 'refused', name: 'ada', reason: 'username_already_used' },
      ],
      { status: 'unavailable', name: 'ada', reason: 'username_already_used' },
    ],
  ])('%s', (_label, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('resumes a stored name as pending, so it is checked again', () => {
    expect(initialUsernameCheck(' ada ')).toEqual(idle('ada', true));
    expect(initialUsernameCheck('')).toEqual(idle(''));
  });

  it.each<[UsernameCheck, string | null]>([
    [idle('ada', true), null],
    [{ status: 'checking', name: 'ada' }, 'ada'],
    [{ status: 'available', name: 'ada' }, null],
  ])('asks the API about %j: %s', (state, expected) => {
    expect(nameToCheck(state)).toBe(expected);
  });

  it.each<[UsernameCheck, string, boolean]>([
    [{ status: 'available', name: 'ada' }, 'ada', true],
    [{ status: 'available', name: 'ada' }, ' ada ', true],
    [{ status: 'available', name: 'ada' }, 'adam', false],
    [{ status: 'checking', name: 'ada' }, 'ada', false],
    [{ status: 'unavailable', name: 'ada', reason: 'username_already_used' }, 'ada', false],
    [{ status: 'unavailable', name: 'ada', reason: 'check_failed' }, 'ada', false],
    [idle('ada', true), 'ada', false],
  ])('Create enabled for %j with %j in the field: %s', (state, text, expected) => {
    expect(canCreate(state, text)).toBe(expected);
  });
});
