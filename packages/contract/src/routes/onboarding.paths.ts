/** Onboarding: choosing a username and creating the profile (apps/server/src/features/onboarding/onboarding.routes.ts). */
export const onboardingPaths = {
  usernameTaken: 'GET /username/:username',
  createProfile: 'POST /profile/:username',
} as const;
