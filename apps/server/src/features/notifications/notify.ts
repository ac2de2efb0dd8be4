/**
 * What an action tells another golfer. Features that cause notifications (friends, rounds, posts, chats) take a
 * `Notify` in their service's dependencies and call it after their own change is saved; the notifications feature
 * stores, groups, delivers live and pushes. A feature never reads the notifications table itself.
 */
export type NotificationType =
  | 'friend_request'
  | 'friend_request_accepted'
  | 'new_post'
  | 'post_like'
  | 'post_comment'
  | 'comment_like'
  | 'game_invitation'
  | 'game_invitation_accepted'
  | 'game_invitation_declined'
  | 'new_message';

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
}

export type Notify = (input: NotificationInput) => Promise<void>;

/** For services built without notifications (unit tests, tools). */
export const notifyNobody: Notify = async () => {};
