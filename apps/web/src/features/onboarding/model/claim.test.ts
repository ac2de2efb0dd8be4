// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { claimFromSearch, normaliseClaim, rememberClaim, welcomeHref } from './claim';
import { readDraft } from './draft';

afterEach(() => localStorage.clear());

describe('the claimed username', () => {
  it.each([
    ['ada', 'ada'],
    ['  ada.birdie  ', 'ada.birdie'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normaliseClaim(raw)).toBe(expected);
  });

  it.each([
    ['ada', '/welcome?username=ada'],
    ['  ada ', '/welcome?username=ada'],
    ['jean pierre', '/welcome?username=jean%20pierre'],
    ['a&b=c', '/welcome?username=a%26b%3Dc'],
    ['Élodie', '/welcome?username=%C3%89lodie'],
    ['', '/welcome'],
    [null, '/welcome'],
  ])('links %j to %s', (raw, href) => {
    expect(welcomeHref(raw)).toBe(href);
  });

  it.each([
    ['?username=ada', 'ada'],
    ['?username=%20ada%20', 'ada'],
    ['?username=jean%20pierre', 'jean pierre'],
    ['?username=a%26b', 'a&b'],
    ['?username=', null],
    ['?other=1', null],
    ['', null],
  ])('reads %j as %j', (search, expected) => {
    expect(claimFromSearch(search)).toBe(expected);
  });

  it('reads back what it links to', () => {
    for (const name of ['ada', 'jean pierre', 'a&b=c', 'Élodie', '名前']) {
      expect(claimFromSearch(welcomeHref(name).replace('/welcome', ''))).toBe(name);
    }
  });

  it('stores the name in the onboarding draft, keeping the other answers', () => {
    localStorage.setItem(
      STORAGE_KEYS.onboarding,
      JSON.stringify({ data: { role: 'coach', username: 'old' }, completed: ['role'] }),
    );
    rememberClaim('  ada ');
    const draft = readDraft();
    expect(draft.data.username).toBe('ada');
    expect(draft.data.role).toBe('coach');
    expect([...draft.completed]).toEqual(['role']);
  });

  it('does not mix a visitor’s claim into an account’s draft', () => {
    localStorage.setItem(
      STORAGE_KEYS.onboarding,
      JSON.stringify({ owner: 'user-a', data: { firstName: 'Ada', username: 'ada' }, completed: [] }),
    );
    rememberClaim('bob');
    const draft = readDraft();
    expect(draft.owner).toBeNull();
    expect(draft.data.username).toBe('bob');
    expect(draft.data.firstName).toBe('');
  });

  it('starts a draft when there is none, and ignores a blank name', () => {
    rememberClaim('   ');
    expect(localStorage.getItem(STORAGE_KEYS.onboarding)).toBeNull();
    rememberClaim('ada');
    expect(readDraft().data.username).toBe('ada');
  });
});
