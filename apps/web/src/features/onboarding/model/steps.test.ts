import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STEPS,
  canEnter,
  entryRedirect,
  isOnboardingStep,
  isSkippable,
  nextStep,
  previousStep,
  progressOf,
  resumeStep,
  stepPath,
  type OnboardingStep,
} from './steps';

const done = (...steps: OnboardingStep[]) => new Set<OnboardingStep>(steps);

describe('the onboarding steps', () => {
  it('run role, gender, profile details, golf profile, handicap, avatar, membership, then username', () => {
    expect(ONBOARDING_STEPS).toEqual([
      'role',
      'gender',
      'profile-details',
      'golf-profile',
      'handicap',
      'avatar',
      'membership',
      'username',
    ]);
  });

  it.each<[OnboardingStep, boolean]>([
    ['role', false],
    ['gender', false],
    ['profile-details', false],
    ['golf-profile', false],
    ['handicap', true],
    ['avatar', true],
    ['membership', true],
    ['username', false],
  ])('%s skippable: %s', (step, skippable) => {
    expect(isSkippable(step)).toBe(skippable);
  });

  it.each<[OnboardingStep, OnboardingStep | null, OnboardingStep | null, string]>([
    ['role', null, 'gender', '/welcome/role'],
    ['gender', 'role', 'profile-details', '/welcome/gender'],
    ['profile-details', 'gender', 'golf-profile', '/welcome/profile-details'],
    ['golf-profile', 'profile-details', 'handicap', '/welcome/golf-profile'],
    ['handicap', 'golf-profile', 'avatar', '/welcome/handicap'],
    ['avatar', 'handicap', 'membership', '/welcome/avatar'],
    ['membership', 'avatar', 'username', '/welcome/membership'],
    ['username', 'membership', null, '/welcome/username'],
  ])('%s: back to %s, on to %s, at %s', (step, previous, next, path) => {
    expect(previousStep(step)).toBe(previous);
    expect(nextStep(step)).toBe(next);
    expect(stepPath(step)).toBe(path);
  });

  it.each<[OnboardingStep, number]>([
    ['role', 1],
    ['profile-details', 3],
    ['membership', 7],
    ['username', 8],
  ])('shows %s as step %i of 8', (step, current) => {
    expect(progressOf(step)).toEqual({ current, total: 8, fraction: current / 8 });
  });

  it.each([
    ['role', true],
    ['username', true],
    ['welcome', false],
    ['', false],
  ])('knows %j is a step: %s', (value, expected) => {
    expect(isOnboardingStep(value)).toBe(expected);
  });
});

describe('resuming', () => {
  it.each<[OnboardingStep[], OnboardingStep]>([
    [[], 'role'],
    [['role'], 'gender'],
    [['role', 'gender', 'profile-details', 'golf-profile'], 'handicap'],
    // A gap (storage edited by hand, an older version): the first missing step wins.
    [['role', 'profile-details', 'golf-profile'], 'gender'],
    [['role', 'gender', 'profile-details', 'golf-profile', 'handicap', 'avatar', 'membership'], 'username'],
    [[...ONBOARDING_STEPS], 'username'],
  ])('after %j resumes at %s', (completed, step) => {
    expect(resumeStep(done(...completed))).toBe(step);
  });

  it.each<[OnboardingStep, OnboardingStep[], boolean]>([
    ['role', [], true],
    ['gender', [], false],
    ['gender', ['role'], true],
    // Going back to an answered step is always allowed.
    ['role', ['role', 'gender', 'profile-details'], true],
    ['username', ['role', 'gender', 'profile-details', 'golf-profile'], false],
    [
      'username',
      ['role', 'gender', 'profile-details', 'golf-profile', 'handicap', 'avatar', 'membership'],
      true,
    ],
  ])('may enter %s after %j: %s', (step, completed, expected) => {
    expect(canEnter(step, done(...completed))).toBe(expected);
    expect(entryRedirect(step, done(...completed))).toBe(
      expected ? null : stepPath(resumeStep(done(...completed))),
    );
  });
});
