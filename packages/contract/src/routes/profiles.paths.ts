/** Profiles and finding golfers (apps/server/src/features/profiles/profiles.routes.ts). */
export const profilesPaths = {
  ownProfile: 'GET /profile',
  usernameTaken: 'GET /username/:username',
  createProfile: 'POST /profile/:username',
  setAvatar: 'PUT /profile/:uid/avatar',
  publicProfile: 'GET /profiles/:id',
} as const;
