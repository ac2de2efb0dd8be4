/**
 * What an action tells another golfer. Features that cause notifications (friends, rounds, posts, chats) take a
 * `Notify` in their service's dependencies and call it after their own change is saved; the notifications feature
 * stores, groups, delivers live and pushes. A feature never reads the notifications table itself.
 */
import type { NotificationType as ContractNotificationType } from '@fairway/contract';

/** Every kind of notification; the list is the contract's (`NOTIFICATION_TYPES`). */
export type NotificationType = ContractNotificationType;

export interface NotificationInput {
  /** Who is told. Never the actor: a call with recipientId === actorId is ignored. */
  recipientId: string;
  /** Who did it. */
  actorId: string;
  type: NotificationType;
  postId?: string;
  commentId?: string;
  gameId?: string;
  chatId?: string;
  friendshipId?: string;
  /** What the actor wrote (a comment, a message), for the notification's preview. */
  preview?: string;
}

export type Notify = (input: NotificationInput) => Promise<void>;

/** For services built without notifications (unit tests, tools). */
export const notifyNobody: Notify = async () => {};

/**
 * A friend request declined outside the notifications page (the friends screen). Declining tells the sender nothing,
 * so it is no `Notify`: the receiver's notification of the request only shows "declined" instead of "no longer open".
 */
export interface DeclinedRequest {
  /** The golfer who declined: the receiver of the request and of its notification. */
  recipientId: string;
  friendshipId: string;
}

/**
 * Called by the friends feature just BEFORE it deletes a declined request: the notification names the request by its
 * id, which the database clears once the request's row is gone.
 */
export type SettleDeclined = (request: DeclinedRequest) => Promise<void>;

/** For services built without notifications. */
export const settleNothing: SettleDeclined = async () => {};
