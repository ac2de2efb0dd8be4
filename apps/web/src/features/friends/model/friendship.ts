import type { Friendship } from '@fairway/contract';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** What a golfer can do from each status of the friendship button (clubs-and-social.md §4). */
export type FriendshipAction = 'request' | 'cancel' | 'accept' | 'ignore' | 'unfriend';

export const NO_FRIENDSHIP: Friendship = {
  status: 'none',
  friendshipId: null,
  senderId: null,
  receiverId: null,
};

/** The actions each status offers: none → request; pending → cancel; received → accept or ignore; friends → none. */
export function actionsOf(status: Friendship['status']): FriendshipAction[] {
  switch (status) {
    case 'none':
      return ['request'];
    case 'pending':
      return ['cancel'];
    case 'received':
      return ['accept', 'ignore'];
    case 'friends':
      return [];
  }
}

/**
 * The friendship as it will be once `action` succeeds, shown at once (optimistic); the server's answer replaces
 * it, and a failure puts the previous one back. An action the status does not offer changes nothing.
 */
export function afterAction(
  current: Friendship,
  action: FriendshipAction,
  me: string,
  other: string,
): Friendship {
  const allowed =
    action === 'unfriend' ? current.status === 'friends' : actionsOf(current.status).includes(action);
  if (!allowed) return current;
  switch (action) {
    case 'request':
      return { status: 'pending', friendshipId: null, senderId: me, receiverId: other };
    case 'accept':
      return { ...current, status: 'friends' };
    case 'cancel':
    case 'ignore':
    case 'unfriend':
      return NO_FRIENDSHIP;
  }
}

/** A golfer's full name, or the username when the name is empty. */
export function displayName(golfer: {
  firstName?: string;
  lastName?: string;
  name?: string;
  username: string;
}) {
  const name = golfer.name ?? `${golfer.firstName ?? ''} ${golfer.lastName ?? ''}`;
  return name.trim() || golfer.username;
}

/**
 * Friends filtered on this device by username, first and last name (clubs-and-social.md §5), before and beside
 * the remote search.
 */
export function filterLocally<T extends { username: string; firstName: string; lastName: string }>(
  golfers: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...golfers];
  return golfers.filter((golfer) =>
    [golfer.username, golfer.firstName, golfer.lastName, `${golfer.firstName} ${golfer.lastName}`].some(
      (text) => text.toLowerCase().includes(needle),
    ),
  );
}
