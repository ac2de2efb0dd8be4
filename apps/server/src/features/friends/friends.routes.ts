import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/actor';
import { route } from '../../http/route';
import type { FriendsService } from './friends.service';

export const friendsRoutes: FastifyPluginAsync<{ friends: FriendsService }> = async (app, { friends }) => {
  route(app, routes.friendship, (request) => friends.status(actorOf(request), request.query.receiverId));
  route(app, routes.requestFriendship, (request) =>
    friends.request(actorOf(request), request.body.receiverId),
  );
  route(app, routes.acceptFriendship, (request) => friends.accept(actorOf(request), request.body));
  route(app, routes.removeFriendship, (request) => friends.remove(actorOf(request), request.query));
  route(app, routes.friendRequests, (request) => friends.requests(actorOf(request)));
  route(app, routes.friendRecommendations, (request) => friends.recommendations(actorOf(request)));
  route(app, routes.friendsList, (request) => friends.list(actorOf(request), request.query));
  route(app, routes.searchUsers, (request) => friends.search(actorOf(request), request.query));
};
