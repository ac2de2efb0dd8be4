import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA, type OnboardingData } from './draft';
import { firstMissingStep, profileBodyOf, stepOfError } from './profile-body';

const complete: OnboardingData = {
  ...DEFAULT_DATA,
  role: 'golfer',
  gender: 2,
  firstName: '  Ada ',
  lastName: 'Birdie ',
  countryCode: 'ES',
  motivation: 'lower_handicap',
  handicap: -2.5,
  imageUrl: '/avatars/avatar-4.svg',
  membership: 'club-1',
  membershipName: 'Golf de Lyon',
  username: ' ada.birdie ',
};

describe('the profile body', () => {
  it('carries every answer, trimmed, without the club’s display name', () => {
    expect(profileBodyOf(complete)).toEqual({
      firstName: 'Ada',
      lastName: 'Birdie',
      username: 'ada.birdie',
      countryCode: 'ES',
      imageUrl: '/avatars/avatar-4.svg',
      gender: 2,
      handicap: -2.5,
      membership: 'club-1',
      motivation: 'lower_handicap',
      role: 'golfer',
    });
  });

  it('sends the defaults of skipped steps: handicap 54, no avatar, no club', () => {
    expect(profileBodyOf({ ...complete, handicap: 54, imageUrl: null, membership: null })).toMatchObject({
      handicap: 54,
      imageUrl: null,
      membership: null,
    });
  });

  it('sends null for "No handicap"', () => {
    expect(profileBodyOf({ ...complete, handicap: null }).handicap).toBeNull();
  });

  it.each<[Partial<OnboardingData>, string | null]>([
    [{}, null],
    [{ role: null }, 'role'],
    [{ gender: null }, 'gender'],
    [{ lastName: '' }, 'profile-details'],
    [{ motivation: null }, 'golf-profile'],
    [{ username: '' }, 'username'],
    [{ role: null, username: '' }, 'role'],
  ])('with %j the first missing step is %s', (patch, step) => {
    expect(firstMissingStep({ ...complete, ...patch })).toBe(step);
  });

  it.each([
    ['first_name_required', 'profile-details'],
    ['last_name_too_long', 'profile-details'],
    ['invalid_country', 'profile-details'],
    ['invalid_handicap', 'handicap'],
    ['username_already_used', 'username'],
    ['username_forbidden', 'username'],
    ['username_invalid_characters', 'username'],
    ['network_error', null],
    ['conflict', null],
  ])('an error %s is fixed on %s', (code, step) => {
    expect(stepOfError(code)).toBe(step);
  });
});
