/** A golfer's achievements (apps/server/src/features/achievements/achievements.routes.ts). */
export const achievementsPaths = {
  achievements: 'GET /achievements/:userId',
} as const;
