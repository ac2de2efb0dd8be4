import type { ProfileView } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  formOf,
  golfStartYears,
  handicapText,
  handicapValue,
  isChanged,
  problemsOf,
} from './edit-form';

const profile: ProfileView = {
  userId: 'u1',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Birdie',
  imageUrl: null,
  handicap: -2.5,
  countryCode: 'FR',
  sex: 2,
  description: null,
  verified: false,
  golfStartYear: null,
  tee: null,
  dexterity: 'right',
  socialLinks: { instagram: 'https://instagram.com/ada' },
  followersCount: 0,
  followingCount: 0,
};

describe('the edit form', () => {
  it('writes a plus handicap with its "+" and reads it back negative; empty is 0', () => {
    expect(handicapText(-2.5)).toBe('+2.5');
    expect(handicapText(18.4)).toBe('18.4');
    expect(handicapValue('+2.5')).toBe(-2.5);
    expect(handicapValue('')).toBe(0);
    expect(handicapValue('abc')).toBeNull();
  });

  it('offers the golf start years from this year back to 1945', () => {
    const years = golfStartYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1945);
    expect(years).toHaveLength(82);
  });

  it('is unchanged as loaded, changed once a field differs', () => {
    const initial = formOf(profile);
    expect(isChanged(initial, initial)).toBe(false);
    expect(isChanged({ ...initial, firstName: ' Ada ' }, initial)).toBe(false);
    expect(isChanged({ ...initial, tee: 'blue' }, initial)).toBe(true);
  });

  it('checks each link against its platform, and the handicap range', () => {
    const form = formOf(profile);
    expect(problemsOf(form)).toEqual({});
    const bad = {
      ...form,
      firstName: ' ',
      handicap: '55',
      socialLinks: { ...form.socialLinks, facebook: 'https://instagram.com/ada' },
    };
    expect(problemsOf(bad)).toEqual({
      firstName: 'first_name_required',
      handicap: 'invalid_handicap',
      'socialLinks.facebook': 'invalid_social_link',
    });
  });

  it('sends every platform, empty ones as "" (removed), and no handicap as null', () => {
    const body = bodyOf({ ...formOf(profile), handicap: null });
    expect(body.handicap).toBeNull();
    expect(body.socialLinks).toHaveLength(6);
    expect(body.socialLinks.find((link) => link.platform === 'instagram')?.url).toBe(
      'https://instagram.com/ada',
    );
    expect(body.socialLinks.find((link) => link.platform === 'tiktok')?.url).toBe('');
  });
});
