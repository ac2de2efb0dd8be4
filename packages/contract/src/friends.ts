import { z } from 'zod';
import { UserSuggestion } from './accounts';
import { UserId, Uuid } from './ids';
import { PageMetadata, PageQuery } from './pagination';

/**
 * A friendship as one golfer sees it (clubs-and-social.md §3, §4): `none`, `pending` (the viewer sent a request),
 * `received` (the other golfer sent one), `friends`. Friendship is mutual: one row per pair, whoever asked.
 */
export const FriendshipStatus = z
  .enum(['none', 'pending', 'received', 'friends'])
  .meta({ id: 'FriendshipStatus' });
export type FriendshipStatus = z.infer<typeof FriendshipStatus>;

/** The friendship between the signed-in golfer and another (`friendshipId`, sender and receiver null for `none`). */
export const Friendship = z
  .object({
    status: FriendshipStatus,
    friendshipId: z.string().nullable(),
    senderId: z.string().nullable(),
    receiverId: z.string().nullable(),
  })
  .meta({ id: 'Friendship' });
export type Friendship = z.infer<typeof Friendship>;

/** The shortest query `GET /users/search` looks up (spec §5: remote results from 2 characters). */
export const USER_SEARCH_MIN_LENGTH = 2;
/** Friend search debounce (spec §9). */
export const FRIEND_SEARCH_DEBOUNCE_MS = 300;

/** A golfer as the friends screens show them, with the signed-in golfer's friendship with them. */
export const Golfer = z
  .object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    imageUrl: z.string().nullable(),
    handicap: z.number().nullable(),
    friendship: Friendship,
  })
  .meta({ id: 'Golfer' });
export type Golfer = z.infer<typeof Golfer>;

/** `GET /api/friendships?receiverId=`. */
export const FriendshipQuery = z.object({ receiverId: UserId });

/** `POST /api/friendships`: ask a golfer to be friends. */
export const FriendRequestBody = z.object({ receiverId: UserId });

/** `PUT /api/friendships`: accept the request a golfer sent (by sender) or a request by its id. */
export const AcceptFriendshipBody = z.union([
  z.object({ senderId: UserId }).strict(),
  z.object({ friendshipId: Uuid }).strict(),
]);

/**
 * `DELETE /api/friendships?…`: withdraw a request, decline one, or end a friendship, named by its two golfers
 * (`senderId` and `receiverId`, in either order) or by its id.
 */
export const RemoveFriendshipQuery = z.union([
  z.object({ friendshipId: Uuid }).strict(),
  z.object({ senderId: UserId, receiverId: UserId }).strict(),
]);

/** `GET /api/friendships/list`: a golfer's friends (the signed-in golfer's when `userId` is left out), paged. */
export const FriendsListQuery = PageQuery.extend({
  userId: UserId.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const FriendsList = z
  .object({ friends: z.array(Golfer), metadata: PageMetadata })
  .meta({ id: 'FriendsList' });
export type FriendsList = z.infer<typeof FriendsList>;

/** `GET /api/friendships/requests`: the requests the signed-in golfer received and sent, newest first. */
export const FriendRequests = z
  .object({ received: z.array(Golfer), sent: z.array(Golfer) })
  .meta({ id: 'FriendRequests' });
export type FriendRequests = z.infer<typeof FriendRequests>;

/**
 * Why a golfer is recommended: friends in common, the same home club, rounds played together; or, for a golfer
 * with none of those yet, that they play often.
 */
export const RecommendationReason = z.enum([
  'mutual_friends',
  'same_club',
  'played_together',
  'active_golfer',
]);
export type RecommendationReason = z.infer<typeof RecommendationReason>;

/** `GET /api/friendships/recommendations`. */
export const FriendRecommendations = z
  .object({
    recommendations: z.array(
      Golfer.extend({ reason: RecommendationReason, mutualFriends: z.number().int() }),
    ),
  })
  .meta({ id: 'FriendRecommendations' });
export type FriendRecommendations = z.infer<typeof FriendRecommendations>;
export type FriendRecommendation = FriendRecommendations['recommendations'][number];

/** `GET /api/users/search?query=&page=&limit=`: golfers by username or name, a page at a time. */
export const UserSearchQuery = z.object({
  query: z.string().max(64).default(''),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const UserSearchResult = UserSuggestion.extend({ friendship: Friendship }).meta({
  id: 'UserSearchResult',
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;
