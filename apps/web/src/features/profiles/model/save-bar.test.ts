import { describe, expect, it } from 'vitest';
import { canSave, nextSaveBarState, profileLink } from './save-bar';

describe('the save bar', () => {
  it('goes initial → saving → success → initial, and back to initial on a failure', () => {
    expect(nextSaveBarState('initial', 'submit')).toBe('saving');
    expect(nextSaveBarState('saving', 'saved')).toBe('success');
    expect(nextSaveBarState('success', 'elapsed')).toBe('initial');
    expect(nextSaveBarState('saving', 'failed')).toBe('initial');
    // A late timer does not cut a new save short.
    expect(nextSaveBarState('saving', 'elapsed')).toBe('saving');
  });

  it('lets save be pressed only when changed, valid, and not saving', () => {
    expect(canSave('initial', false, true)).toBe(false);
    expect(canSave('initial', true, false)).toBe(false);
    expect(canSave('saving', true, true)).toBe(false);
    expect(canSave('initial', true, true)).toBe(true);
    expect(canSave('success', true, true)).toBe(true);
  });
});

describe('the profile', () => {
  it('shares /u/{username}', () => {
    expect(profileLink('https://fairway.golf', 'Ada.B')).toBe('https://fairway.golf/u/Ada.B');
  });
});
