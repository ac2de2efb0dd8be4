import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATA,
  EMPTY_DRAFT,
  completeStep,
  draftFor,
  hasAnswer,
  parseDraft,
  serializeDraft,
  skipStep,
  updateData,
  type OnboardingData,
  type OnboardingDraft,
} from './draft';
import type { OnboardingStep } from './steps';

const data = (patch: Partial<OnboardingData> = {}): OnboardingData => ({ ...DEFAULT_DATA, ...patch });
const draftOf = (
  patch: Partial<OnboardingData>,
  completed: OnboardingStep[],
  owner: string | null = null,
): OnboardingDraft => ({
  data: data(patch),
  completed: new Set(completed),
  owner,
});
const stored = (value: unknown) => JSON.stringify(value);

describe('the onboarding defaults', () => {
  it('start in France with a handicap of 54 and nothing else answered', () => {
    expect(DEFAULT_DATA).toEqual({
      role: null,
      gender: null,
      firstName: '',
      lastName: '',
      countryCode: 'FR',
      motivation: null,
      handicap: 54,
      imageUrl: null,
      membership: null,
      membershipName: null,
      username: '',
    });
  });
});

describe('hasAnswer', () => {
  it.each<[OnboardingStep, Partial<OnboardingData>, boolean]>([
    ['role', {}, false],
    ['role', { role: 'coach' }, true],
    ['gender', {}, false],
    ['gender', { gender: 0 }, true],
    ['profile-details', {}, false],
    ['profile-details', { firstName: 'Ada', lastName: ' ' }, false],
    ['profile-details', { firstName: 'Ada', lastName: 'Birdie' }, true],
    ['profile-details', { firstName: 'A'.repeat(51), lastName: 'Birdie' }, false],
    ['profile-details', { firstName: 'Ada', lastName: 'Birdie', countryCode: 'fr' }, false],
    ['golf-profile', {}, false],
    ['golf-profile', { motivation: 'track_stats' }, true],
    // Skippable steps always have an answer: their default.
    ['handicap', {}, true],
    ['handicap', { handicap: null }, true],
    ['avatar', {}, true],
    ['membership', {}, true],
    ['username', {}, false],
    ['username', { username: 'a' }, false],
    ['username', { username: 'ab' }, true],
  ])('%s with %j: %s', (step, patch, expected) => {
    expect(hasAnswer(step, data(patch))).toBe(expected);
  });
});

describe('completing and skipping steps', () => {
  it('records the answer and the step', () => {
    const next = completeStep(EMPTY_DRAFT, 'role', { role: 'golfer' });
    expect(next.data.role).toBe('golfer');
    expect([...next.completed]).toEqual(['role']);
    // The draft is never changed in place.
    expect(EMPTY_DRAFT.completed.size).toBe(0);
    expect(EMPTY_DRAFT.data.role).toBeNull();
  });

  it.each<[OnboardingStep, Partial<OnboardingData>, Partial<OnboardingData>]>([
    ['handicap', { handicap: -2.5 }, { handicap: 54 }],
    ['handicap', { handicap: null }, { handicap: 54 }],
    ['avatar', { imageUrl: '/avatars/avatar-2.svg' }, { imageUrl: null }],
    [
      'membership',
      { membership: 'c1', membershipName: 'Golf du Lac' },
      { membership: null, membershipName: null },
    ],
  ])('skipping %s from %j puts back %j', (step, before, after) => {
    const next = skipStep(draftOf(before, []), step);
    expect(next.data).toMatchObject(after);
    expect(next.completed.has(step)).toBe(true);
  });

  it('keeps what is typed on a step without completing it', () => {
    const next = updateData(EMPTY_DRAFT, { firstName: 'Ada' });
    expect(next.data.firstName).toBe('Ada');
    expect(next.completed.size).toBe(0);
  });
});

describe('whose draft it is', () => {
  const mine = draftOf({ firstName: 'Ada' }, ['role'], 'user-a');

  it('keeps the account’s own draft', () => {
    expect(draftFor(mine, 'user-a')).toBe(mine);
  });

  it('adopts a draft without an owner (a username claimed before signing up)', () => {
    const claimed = draftOf({ username: 'ada' }, []);
    expect(draftFor(claimed, 'user-a')).toEqual({ ...claimed, owner: 'user-a' });
  });

  it('never shows another account’s answers: someone else on this device starts afresh', () => {
    expect(draftFor(mine, 'user-b')).toEqual({ ...EMPTY_DRAFT, owner: 'user-b' });
  });

  it('keeps the owner through steps', () => {
    expect(completeStep(mine, 'gender', { gender: 1 }).owner).toBe('user-a');
    expect(skipStep(mine, 'avatar').owner).toBe('user-a');
    expect(updateData(mine, { lastName: 'B' }).owner).toBe('user-a');
  });
});

describe('the stored draft', () => {
  it('survives a round trip, steps in flow order', () => {
    const draft = draftOf(
      {
        role: 'golfer',
        gender: 2,
        firstName: 'Ada',
        lastName: 'Birdie',
        countryCode: 'ES',
        motivation: 'lower_handicap',
        handicap: -2.5,
        imageUrl: '/avatars/avatar-4.svg',
        membership: 'club-1',
        membershipName: 'Golf de Lyon',
        username: 'ada',
      },
      ['gender', 'role', 'profile-details', 'golf-profile', 'handicap'],
      'user-1',
    );
    const raw = serializeDraft(draft);
    expect((JSON.parse(raw) as { completed: unknown }).completed).toEqual([
      'role',
      'gender',
      'profile-details',
      'golf-profile',
      'handicap',
    ]);
    expect(parseDraft(raw)).toEqual(draft);
  });

  it('keeps the "No handicap" answer (null) apart from a missing one (54)', () => {
    expect(parseDraft(stored({ data: { handicap: null } })).data.handicap).toBeNull();
    expect(parseDraft(stored({ data: {} })).data.handicap).toBe(54);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
  ])('reads %s as an empty draft', (_label, raw) => {
    expect(parseDraft(raw)).toEqual(EMPTY_DRAFT);
  });

  it.each<[string, unknown, Partial<OnboardingData>]>([
    ['an unknown role', { role: 'caddie' }, { role: null }],
    ['an unknown gender', { gender: 3 }, { gender: null }],
    ['a gender as text', { gender: '1' }, { gender: null }],
    ['an unknown motivation', { motivation: 'win_masters' }, { motivation: null }],
    ['a lower-case country', { countryCode: 'es' }, { countryCode: 'ES' }],
    ['a bad country', { countryCode: 'Spain' }, { countryCode: 'FR' }],
    ['a handicap out of range', { handicap: 60 }, { handicap: 54 }],
    ['a handicap as text', { handicap: '12' }, { handicap: 54 }],
    ['an empty avatar', { imageUrl: '' }, { imageUrl: null }],
    ['a number as a name', { firstName: 12 }, { firstName: '' }],
  ])('replaces %s by its default', (_label, storedData, expected) => {
    expect(parseDraft(stored({ data: storedData })).data).toMatchObject(expected);
  });

  it('drops completed steps whose answer is missing, and unknown steps', () => {
    const draft = parseDraft(
      stored({
        data: { role: 'golfer', firstName: 'Ada' },
        completed: ['role', 'gender', 'profile-details', 'handicap', 'dashboard'],
      }),
    );
    expect([...draft.completed]).toEqual(['role', 'handicap']);
  });
});
