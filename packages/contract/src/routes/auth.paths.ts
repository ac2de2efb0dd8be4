/**
 * Fairway's own account routes (apps/server/src/auth/sessions.routes.ts and social.routes.ts). Better Auth's
 * handler at `/api/auth/*` (sign-up, sign-in, password reset…) is not in the table: see docs/api.md.
 */
export const authPaths = {
  accountSessions: 'GET /auth/list-sessions',
  revokeSession: 'POST /auth/revoke-session',
  authToken: 'POST /auth-token',
} as const;
