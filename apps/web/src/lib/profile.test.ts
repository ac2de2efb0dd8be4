import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { fullName, parseProfile } from './profile';

const answer = {
  userId: 'u1',
  username: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  imageUrl: 'https://example.com/a.webp',
  handicap: 12.4,
  membershipId: 42,
  email: 'jane@example.com',
};

describe('parseProfile', () => {
  it('reads the profile answer', () => {
    expect(parseProfile(answer)).toEqual({ ...answer, membershipId: '42' });
  });

  it('tolerates an array and uses its first item (platform.md §7)', () => {
    expect(parseProfile([answer, { ...answer, username: 'other' }]).username).toBe('jdoe');
  });

  it('fills what is missing with neutral values', () => {
    expect(parseProfile({ id: 7, username: 'min' })).toEqual({
      userId: '7',
      username: 'min',
      firstName: '',
      lastName: '',
      imageUrl: null,
      handicap: null,
      membershipId: null,
      email: null,
    });
  });

  it.each([[null], [[]], ['jdoe'], [{ firstName: 'No username' }], [{ username: '' }]])(
    'refuses %j',
    (data) => {
      expect(() => parseProfile(data)).toThrow(ApiError);
    },
  );
});

describe('fullName', () => {
  it.each([
    [{ firstName: 'Jane', lastName: 'Doe', username: 'jdoe' }, 'Jane Doe'],
    [{ firstName: 'Jane', lastName: '', username: 'jdoe' }, 'Jane'],
    [{ firstName: '', lastName: '', username: 'jdoe' }, 'jdoe'],
  ])('%j → %s', (profile, expected) => {
    expect(fullName(profile)).toBe(expected);
  });
});
