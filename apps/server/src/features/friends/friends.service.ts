import type {
  FriendRecommendations,
  FriendRequests,
  Friendship,
  FriendsList,
  Golfer,
  UserSearchResult,
} from '@fairway/contract';
import { USER_SEARCH_MIN_LENGTH, pageMetadata } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { notifyNobody, settleNothing } from '../notifications';
import type { Notify, SettleDeclined } from '../notifications';
import type { FriendsRepository, FriendshipRow, GolferRow } from './friends.repository';

/** Recommendations listed at most. */
export const RECOMMENDATIONS_LIMIT = 20;
/** Requests of each side listed at most. */
export const REQUESTS_LIMIT = 100;

const NONE: Friendship = { status: 'none', friendshipId: null, senderId: null, receiverId: null };

/** A friendship row as `viewerId` sees it (clubs-and-social.md §4). */
export function friendshipFor(
  viewerId: string,
  row: Pick<FriendshipRow, 'id' | 'senderId' | 'receiverId' | 'status'> | null,
): Friendship {
  if (!row) return NONE;
  const status = row.status === 'accepted' ? 'friends' : row.senderId === viewerId ? 'pending' : 'received';
  return { status, friendshipId: row.id, senderId: row.senderId, receiverId: row.receiverId };
}

function golferOf(viewerId: string, row: GolferRow): Golfer {
  const friendship =
    row.friendship_id && row.sender_id && row.receiver_id && row.friendship_status
      ? friendshipFor(viewerId, {
          id: row.friendship_id,
          senderId: row.sender_id,
          receiverId: row.receiver_id,
          status: row.friendship_status,
        })
      : NONE;
  return {
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    imageUrl: row.image_url,
    handicap: row.handicap === null ? null : Number(row.handicap),
    friendship,
  };
}

const notFound = () => new AppError('friendship_not_found', 404, 'No such friendship or request');

export type FriendsService = ReturnType<typeof createFriendsService>;

/**
 * Friendships (clubs-and-social.md §4): none → pending (sent) or received → friends; a request is withdrawn by its
 * sender, declined by its receiver, and a friendship ended by either golfer, each by deleting the row. Only the two
 * golfers of a friendship ever read or change it; every answer is the friendship as the actor now sees it.
 */
export function createFriendsService(deps: {
  repository: FriendsRepository;
  notify?: Notify;
  /** The notifications feature: a request declined here shows as declined on the notifications page too. */
  settleDeclined?: SettleDeclined;
}) {
  const { repository } = deps;
  const notify = deps.notify ?? notifyNobody;
  const settleDeclined = deps.settleDeclined ?? settleNothing;

  /** Tells the sender of a request that the actor accepted it. */
  const tellAccepted = (actor: Actor, row: FriendshipRow) =>
    notify({
      recipientId: row.senderId,
      actorId: actor.userId,
      type: 'friend_request_accepted',
      friendshipId: row.id,
    });

  const requireProfile = async (userId: string) => {
    if (!(await repository.hasProfile(userId)))
      throw new AppError('profile_not_found', 404, 'This golfer has no profile');
  };
  const requireOther = (actor: Actor, otherId: string) => {
    if (otherId === actor.userId)
      throw new AppError('friendship_with_self', 400, 'A golfer cannot befriend themselves', 'receiverId');
  };

  return {
    /** The actor's friendship with another golfer. */
    async status(actor: Actor, otherId: string): Promise<Friendship> {
      requireOther(actor, otherId);
      await requireProfile(otherId);
      return friendshipFor(actor.userId, await repository.between(actor.userId, otherId));
    },

    /**
     * Sends a request, and notifies its receiver. Asking a golfer who already asked the actor accepts theirs; asking again, or asking a
     * friend, is refused with 409 `friendship_exists`.
     */
    async request(actor: Actor, receiverId: string): Promise<Friendship> {
      requireOther(actor, receiverId);
      await requireProfile(actor.userId);
      await requireProfile(receiverId);
      const existing = await repository.between(actor.userId, receiverId);
      if (existing?.status === 'pending' && existing.receiverId === actor.userId) {
        const accepted = await repository.accept(existing.id, actor.userId);
        if (accepted) await tellAccepted(actor, accepted);
        return friendshipFor(actor.userId, accepted ?? (await repository.between(actor.userId, receiverId)));
      }
      const created = existing ? null : await repository.insert(actor.userId, receiverId);
      if (!created)
        throw new AppError(
          'friendship_exists',
          409,
          'You are already friends or a request is waiting',
          'receiverId',
        );
      await notify({
        recipientId: receiverId,
        actorId: actor.userId,
        type: 'friend_request',
        friendshipId: created.id,
      });
      return friendshipFor(actor.userId, created);
    },

    /**
     * Accepts a request sent to the actor (by its sender or its id), and notifies its sender; a request to someone
     * else is not found.
     */
    async accept(actor: Actor, by: { senderId: string } | { friendshipId: string }): Promise<Friendship> {
      const row =
        'senderId' in by
          ? await repository.between(actor.userId, by.senderId)
          : await repository.byId(by.friendshipId);
      if (!row || (row.senderId !== actor.userId && row.receiverId !== actor.userId)) throw notFound();
      if (row.status === 'accepted') return friendshipFor(actor.userId, row);
      if (row.receiverId !== actor.userId) throw notFound();
      const accepted = await repository.accept(row.id, actor.userId);
      if (!accepted) throw notFound();
      await tellAccepted(actor, accepted);
      return friendshipFor(actor.userId, accepted);
    },

    /**
     * Withdraws, declines or ends a friendship named by its id or by its two golfers; only one of those two may.
     * Answers `none`.
     */
    async remove(
      actor: Actor,
      by: { friendshipId: string } | { senderId: string; receiverId: string },
    ): Promise<Friendship> {
      let row: FriendshipRow | null;
      if ('friendshipId' in by) row = await repository.byId(by.friendshipId);
      else if (by.senderId !== actor.userId && by.receiverId !== actor.userId) row = null;
      else row = await repository.between(by.senderId, by.receiverId);
      if (!row || (row.senderId !== actor.userId && row.receiverId !== actor.userId)) throw notFound();
      // before the delete: the notification names the request by its id, which the delete clears
      if (row.status === 'pending' && row.receiverId === actor.userId)
        await settleDeclined({ recipientId: actor.userId, friendshipId: row.id });
      if (!(await repository.remove(row.id, actor.userId))) throw notFound();
      return NONE;
    },

    /** The requests the actor received and sent. */
    async requests(actor: Actor): Promise<FriendRequests> {
      const { received, sent } = await repository.requestsOf(actor.userId, REQUESTS_LIMIT);
      return {
        received: received.map((row) => golferOf(actor.userId, row)),
        sent: sent.map((row) => golferOf(actor.userId, row)),
      };
    },

    /** A page of a golfer's friends (the actor's own by default). */
    async list(actor: Actor, query: { userId?: string; page: number; limit: number }): Promise<FriendsList> {
      const userId = query.userId ?? actor.userId;
      if (userId !== actor.userId) await requireProfile(userId);
      const { rows, total } = await repository.friendsOf(
        userId,
        actor.userId,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return {
        friends: rows.map((row) => golferOf(actor.userId, row)),
        metadata: pageMetadata(query, total),
      };
    },

    /**
     * Golfers the actor may know, best first; for a golfer with none yet (new, no club, no rounds), the golfers
     * most active lately, so a first home screen always has someone to follow.
     */
    async recommendations(actor: Actor): Promise<FriendRecommendations> {
      const known = await repository.recommendationsFor(actor.userId, RECOMMENDATIONS_LIMIT);
      const rows =
        known.length > 0 ? known : await repository.activeGolfersFor(actor.userId, RECOMMENDATIONS_LIMIT);
      return {
        recommendations: rows.map((row) => ({
          ...golferOf(actor.userId, row),
          reason: row.reason,
          mutualFriends: Number(row.mutual),
        })),
      };
    },

    /** Golfers matching a search (2+ characters after trimming; shorter queries find nobody), a page at a time. */
    async search(
      actor: Actor,
      query: { query: string; page: number; limit: number },
    ): Promise<UserSearchResult[]> {
      const needle = query.query
        .trim()
        .toLowerCase()
        .replace(/[%_\\]/g, '');
      if (needle.length < USER_SEARCH_MIN_LENGTH) return [];
      const rows = await repository.search(needle, actor.userId, query.limit, (query.page - 1) * query.limit);
      return rows.map((row) => {
        const golfer = golferOf(actor.userId, row);
        return {
          id: golfer.userId,
          name: `${golfer.firstName} ${golfer.lastName}`.trim(),
          username: golfer.username,
          imageUrl: golfer.imageUrl,
          handicap: golfer.handicap,
          friendship: golfer.friendship,
        };
      });
    },
  };
}
