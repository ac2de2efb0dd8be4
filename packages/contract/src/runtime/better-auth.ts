/**
 * The routes of Better Auth's own handler (`/api/auth/*`) that clients call. Better Auth defines and answers them, so
 * they are not in the route table; clients name them from here, never by hand.
 */
export const BETTER_AUTH_PATHS = {
  signUpEmail: '/auth/sign-up/email',
  signInEmail: '/auth/sign-in/email',
  signInUsername: '/auth/sign-in/username',
  signInSocial: '/auth/sign-in/oauth2',
  requestPasswordReset: '/auth/request-password-reset',
  resetPassword: '/auth/reset-password',
  changePassword: '/auth/change-password',
  /** Link Google or Apple to the signed-in account (answers the provider's URL to go to). */
  linkSocial: '/auth/link-social',
  getSession: '/auth/get-session',
  signOut: '/auth/sign-out',
} as const;
