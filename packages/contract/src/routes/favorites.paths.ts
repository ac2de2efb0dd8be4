/** A golfer's favorite clubs (apps/server/src/features/favorites/favorites.routes.ts). */
export const favoritesPaths = {
  favoriteClubs: 'GET /favorites-clubs',
  addFavoriteClub: 'POST /favorites-clubs',
  removeFavoriteClub: 'DELETE /favorites-clubs/:clubId',
} as const;
