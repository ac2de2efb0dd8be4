/** A golfer's bag of clubs (apps/server/src/features/bag/bag.routes.ts). */
export const bagPaths = {
  myBag: 'GET /golf-gear/my-bag',
  updateBag: 'POST /golf-gear/update-bag',
  brands: 'GET /golf-gear/brands',
  userBag: 'GET /golf-gear/users/:userId/clubs',
  bagClub: 'GET /golf-gear/:id',
  updateBagClub: 'PUT /golf-gear/:id',
  removeBagClub: 'DELETE /golf-gear/:id',
} as const;
