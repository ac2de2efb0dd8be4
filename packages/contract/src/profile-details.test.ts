import { describe, expect, it } from 'vitest';
import { EditProfileBody, isSocialLinkOf, type SocialPlatform } from './profile-details';

describe('isSocialLinkOf', () => {
  it.each<[SocialPlatform, string, boolean]>([
    ['facebook', 'https://www.facebook.com/ada.birdie', true],
    ['facebook', 'https://fb.com/ada', true],
    ['facebook', 'https://facebook.com/', false], // the home page, not a profile
    ['facebook', 'https://www.instagram.com/ada', false],
    ['facebook', 'https://evilfacebook.com/ada', false],
    ['facebook', 'https://facebook.com.evil.io/ada', false],
    ['instagram', 'http://instagram.com/ada?hl=fr', true],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ', true],
    ['youtube', 'https://m.youtube.com/@ada', true],
    ['linkedin', 'https://www.linkedin.com/in/ada-birdie', true],
    ['twitter', 'https://x.com/ada', true],
    ['twitter', 'https://twitter.com/ada', true],
    ['tiktok', 'https://www.tiktok.com/@ada', true],
    ['tiktok', 'javascript:alert(1)//tiktok.com/x', false],
    ['tiktok', 'ftp://tiktok.com/@ada', false],
    ['tiktok', 'https://user:pass@tiktok.com/@ada', false],
    ['tiktok', `https://tiktok.com/@${'a'.repeat(300)}`, false],
  ])('%s %s → %s', (platform, url, expected) => {
    expect(isSocialLinkOf(platform, url)).toBe(expected);
  });
});

describe('EditProfileBody', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Birdie',
    description: null,
    countryCode: 'FR',
    sex: 0,
    handicap: null,
    golfStartYear: 1945,
    tee: null,
    dexterity: null,
    socialLinks: [],
  };
  it('takes the golf start year from 1945 to this year', () => {
    expect(EditProfileBody.safeParse(valid).success).toBe(true);
    expect(EditProfileBody.safeParse({ ...valid, golfStartYear: new Date().getFullYear() }).success).toBe(
      true,
    );
    expect(EditProfileBody.safeParse({ ...valid, golfStartYear: 1944 }).success).toBe(false);
    expect(EditProfileBody.safeParse({ ...valid, golfStartYear: new Date().getFullYear() + 1 }).success).toBe(
      false,
    );
  });
});
