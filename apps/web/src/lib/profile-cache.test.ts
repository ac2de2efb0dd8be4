// @vitest-environment jsdom
import '../test/dom';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/factories';
import { readProfileCache, writeProfileCache } from './profile-cache';
import { STORAGE_KEYS } from './storage-keys';

describe('the profile cache', () => {
  it('keeps a profile with its timestamp under profile and profile_timestamp, and reads it back', () => {
    const cache = { profile: buildProfile({ username: 'ace' }), fetchedAt: 1_700_000_000_000 };
    writeProfileCache(cache);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? '')).toMatchObject({ username: 'ace' });
    expect(localStorage.getItem(STORAGE_KEYS.profileTimestamp)).toBe('1700000000000');
    expect(readProfileCache()).toEqual(cache);
  });

  it('forgets it with null', () => {
    writeProfileCache({ profile: buildProfile(), fetchedAt: 1 });
    writeProfileCache(null);
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profileTimestamp)).toBeNull();
    expect(readProfileCache()).toBeNull();
  });

  it.each([
    ['no timestamp', JSON.stringify(buildProfile()), null],
    ['a timestamp that is not a number', JSON.stringify(buildProfile()), 'yesterday'],
    ['broken JSON', '{"user', '1700000000000'],
    ['a profile without a username', JSON.stringify({ firstName: 'x' }), '1700000000000'],
  ])('reads nothing from %s', (_name, profile, timestamp) => {
    localStorage.setItem(STORAGE_KEYS.profile, profile);
    if (timestamp !== null) localStorage.setItem(STORAGE_KEYS.profileTimestamp, timestamp);
    expect(readProfileCache()).toBeNull();
  });
});
