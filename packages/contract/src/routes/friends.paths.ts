/** Friendships and finding golfers (apps/server/src/features/friends/friends.routes.ts). */
export const friendsPaths = {
  friendship: 'GET /friendships',
  requestFriendship: 'POST /friendships',
  acceptFriendship: 'PUT /friendships',
  removeFriendship: 'DELETE /friendships',
  friendRequests: 'GET /friendships/requests',
  friendRecommendations: 'GET /friendships/recommendations',
  friendsList: 'GET /friendships/list',
  searchUsers: 'GET /users/search',
} as const;
