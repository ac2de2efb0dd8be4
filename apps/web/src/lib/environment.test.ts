import { describe, expect, it } from 'vitest';
import { checkEnvironment, keysToWipe } from './environment';
import { STORAGE_KEYS } from './storage-keys';

describe('checkEnvironment', () => {
  it.each([
    [null, 'production:postgres', 'first-visit'],
    ['', 'production:postgres', 'first-visit'],
    ['production:postgres', 'production:postgres', 'same'],
    ['development:pglite', 'production:postgres', 'changed'],
  ] as const)('stored %j, server %j → %s', (stored, current, expected) => {
    expect(checkEnvironment(stored, current)).toBe(expected);
  });
});

describe('keysToWipe', () => {
  it('takes every Fairway key but the language and the theme, and nobody else’s', () => {
    const keys = [...Object.values(STORAGE_KEYS), 'other-app.token', 'fairway.onboarding'];
    const wiped = keysToWipe(keys);
    const kept: string[] = [STORAGE_KEYS.locale, STORAGE_KEYS.theme, 'other-app.token'];
    expect(wiped.sort()).toEqual(keys.filter((key) => !kept.includes(key)).sort());
    expect(wiped).toContain(STORAGE_KEYS.token);
    expect(wiped).toContain(STORAGE_KEYS.profile);
    expect(wiped).toContain('fairway.onboarding');
  });
});
