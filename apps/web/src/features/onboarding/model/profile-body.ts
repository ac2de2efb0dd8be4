import type { CreateProfileBody } from '@fairway/contract';
import { hasAnswer, type OnboardingData } from './draft';
import { ONBOARDING_STEPS, type OnboardingStep } from './steps';
import { normaliseUsername } from './username-check';

/** The `POST /api/profile/{username}` body built from the onboarding answers. */
export function profileBodyOf(data: OnboardingData): CreateProfileBody {
  return {
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    username: normaliseUsername(data.username),
    countryCode: data.countryCode,
    imageUrl: data.imageUrl,
    // Asked before Next is allowed; "prefer not to say" (0) stands in only for a draft from an older version.
    gender: data.gender ?? 0,
    handicap: data.handicap,
    membership: data.membership,
    motivation: data.motivation,
    role: data.role,
  };
}

/** The first step whose answer the profile still lacks, or null when it can be created. */
export function firstMissingStep(data: OnboardingData): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => !hasAnswer(step, data)) ?? null;
}

/** The step to fix for an error code of profile creation; null for errors that are not about an answer. */
export function stepOfError(code: string): OnboardingStep | null {
  switch (code) {
    case 'first_name_required':
    case 'first_name_too_long':
    case 'last_name_required':
    case 'last_name_too_long':
    case 'invalid_country':
      return 'profile-details';
    case 'invalid_handicap':
      return 'handicap';
    case 'username_too_short':
    case 'username_too_long':
    case 'username_invalid_characters':
    case 'username_already_used':
    case 'username_forbidden':
      return 'username';
    default:
      return null;
  }
}
