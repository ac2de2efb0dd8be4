/** Friendships and finding golfers: their repository, service and routes. */
export { createFriendsRepository } from './friends.repository';
export type { FriendsRepository } from './friends.repository';
export { friendsRoutes } from './friends.routes';
export { createFriendsService, friendshipFor } from './friends.service';
export type { FriendsService } from './friends.service';
