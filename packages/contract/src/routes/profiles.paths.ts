/** Profiles and finding golfers (apps/server/src/features/profiles/profiles.routes.ts). */
export const profilesPaths = {
  ownProfile: 'GET /profile',
  updateProfile: 'PUT /profile',
  profileDetails: 'GET /profile/:username/details',
  setAvatar: 'PUT /profile/:uid/avatar',
  userCard: 'GET /users/:userId',
  publicProfile: 'GET /profiles/:id',
} as const;
