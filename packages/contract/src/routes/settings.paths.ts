/**
 * The golfer's settings and account (apps/server/src/features/settings/settings.routes.ts), beside the sessions
 * of the account (`auth.paths.ts`). Better Auth's own handler (change password, the providers' link flow) is not
 * in the table: see docs/api.md.
 */
export const settingsPaths = {
  notificationSettings: 'GET /settings/notifications',
  updateNotificationSettings: 'PUT /settings/notifications',
  signInMethods: 'GET /settings/account/sign-in-methods',
  unlinkProvider: 'DELETE /settings/account/providers/:providerId',
  exportAccount: 'GET /settings/account/export',
  deleteAccount: 'DELETE /settings/account',
} as const;
