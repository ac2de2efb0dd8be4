/**
 * The onboarding flow as data (platform.md §2.4, with the accounts issue's order): which steps, in what
 * order, which may be skipped, and where a returning user resumes. Pure, so every rule is tested.
 */

/** Every step, in the order the user meets them. */
export const ONBOARDING_STEPS = [
  'role',
  'gender',
  'profile-details',
  'golf-profile',
  'handicap',
  'avatar',
  'membership',
  'username',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Steps with a Skip button: their answer is optional and a default stands in (handicap 54, no avatar, no club). */
export const SKIPPABLE_STEPS: ReadonlySet<OnboardingStep> = new Set(['handicap', 'avatar', 'membership']);

/** The onboarding's entry path: it resumes at the right step. */
export const WELCOME_PATH = '/welcome';

export function isOnboardingStep(value: string): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(value);
}

export function isSkippable(step: OnboardingStep): boolean {
  return SKIPPABLE_STEPS.has(step);
}

/** The route of a step: `/welcome/profile-details`. */
export function stepPath(step: OnboardingStep): string {
  return `${WELCOME_PATH}/${step}`;
}

/** The step after `step`, or null after the last one (username, which creates the profile). */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first one. */
export function previousStep(step: OnboardingStep): OnboardingStep | null {
  const index = ONBOARDING_STEPS.indexOf(step);
  return index > 0 ? (ONBOARDING_STEPS[index - 1] ?? null) : null;
}

/** Where the progress bar stands on `step`: "step 3 of 8" and the filled fraction (the current step counts). */
export function progressOf(step: OnboardingStep): { current: number; total: number; fraction: number } {
  const current = ONBOARDING_STEPS.indexOf(step) + 1;
  const total = ONBOARDING_STEPS.length;
  return { current, total, fraction: current / total };
}

/**
 * The first step not completed yet: where `/welcome` resumes. Once every step before it is done, the
 * username step is where the user stays until the profile exists.
 */
export function resumeStep(completed: ReadonlySet<OnboardingStep>): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => !completed.has(step)) ?? 'username';
}

/**
 * Whether `step` may be shown: every step before it is completed (answered or skipped). A deep link or
 * an old bookmark to a later step goes to {@link resumeStep} instead, so the profile never misses a
 * required answer.
 */
export function canEnter(step: OnboardingStep, completed: ReadonlySet<OnboardingStep>): boolean {
  return ONBOARDING_STEPS.slice(0, ONBOARDING_STEPS.indexOf(step)).every((before) => completed.has(before));
}

/** Null when `step` may be shown, else the path to send the user to. */
export function entryRedirect(step: OnboardingStep, completed: ReadonlySet<OnboardingStep>): string | null {
  return canEnter(step, completed) ? null : stepPath(resumeStep(completed));
}
