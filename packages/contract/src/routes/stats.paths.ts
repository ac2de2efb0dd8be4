/** A golfer's statistics (apps/server/src/features/stats/stats.routes.ts). */
export const statsPaths = {
  statistics: 'GET /stats/:userId',
} as const;
