import { z } from 'zod';
import {
  AcceptFriendshipBody,
  FriendRecommendations,
  FriendRequestBody,
  FriendRequests,
  Friendship,
  FriendshipQuery,
  FriendsList,
  FriendsListQuery,
  RemoveFriendshipQuery,
  UserSearchQuery,
  UserSearchResult,
} from '../friends';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { friendsPaths } from './friends.paths';

const tags = ['friends'];
const refusals = errorAnswers(400, 401, 404);

export const friendsRoutes = defineRoutes(friendsPaths, {
  friendship: {
    access: 'signed-in',
    tags,
    summary: 'The signed-in golfer’s friendship with another (none, pending, received, friends)',
    query: FriendshipQuery,
    answers: { 200: Friendship, ...refusals },
  },
  requestFriendship: {
    access: 'signed-in',
    tags,
    summary: 'Ask a golfer to be friends (accepts at once when they had asked first)',
    body: FriendRequestBody,
    answers: { 200: Friendship, ...refusals, ...errorAnswers(409) },
  },
  acceptFriendship: {
    access: 'signed-in',
    tags,
    summary: 'Accept a friend request sent to the signed-in golfer, named by its sender or its id',
    body: AcceptFriendshipBody,
    answers: { 200: Friendship, ...refusals },
  },
  removeFriendship: {
    access: 'signed-in',
    tags,
    summary: 'Withdraw a request, decline one or end a friendship (only one of its two golfers may)',
    query: RemoveFriendshipQuery,
    answers: { 200: Friendship, ...refusals },
  },
  friendRequests: {
    access: 'signed-in',
    tags,
    summary: 'The friend requests the signed-in golfer received and sent, newest first',
    answers: { 200: FriendRequests, ...refusals },
  },
  friendRecommendations: {
    access: 'signed-in',
    tags,
    summary: 'Golfers to befriend: friends of friends, the same home club, partners of past rounds',
    answers: { 200: FriendRecommendations, ...refusals },
  },
  friendsList: {
    access: 'signed-in',
    tags,
    summary: 'A golfer’s friends (the signed-in golfer’s by default), by name, paged',
    query: FriendsListQuery,
    answers: { 200: FriendsList, ...refusals },
  },
  searchUsers: {
    access: 'signed-in',
    tags,
    summary:
      'Find golfers by username or name (2+ characters), a page at a time, with the friendship of each',
    query: UserSearchQuery,
    answers: { 200: z.array(UserSearchResult), ...refusals },
  },
});
