import { z } from 'zod';
import { GameStatus } from './games';
import { Uuid } from './ids';
import { PageMetadata, PageQuery } from './pagination';
import { NOTIFICATION_TYPES } from './runtime/notifications';

/**
 * Notifications (platform.md §3, §4 "Invitations"; clubs-and-social.md §2 "Notifications page", §3): what other
 * golfers' actions told the signed-in golfer, newest first, grouped while unread ("Ana and 3 others liked your
 * post"), with the answer to a friend request or a round invitation.
 */

export {
  INVITATION_MODAL_MINUTES,
  NOTIFICATION_PREVIEW_LENGTH,
  NOTIFICATION_TYPES,
} from './runtime/notifications';

/** Every kind of notification. */
export const NotificationType = z.enum(NOTIFICATION_TYPES).meta({ id: 'NotificationType' });
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * Where a notification stands: `pending` while a friend request or a round invitation waits for its answer,
 * `accepted` or `declined` once answered, `expired` when there is nothing left to answer (the request was
 * withdrawn, or answered elsewhere), null for the kinds without an answer.
 */
export const NotificationStatus = z
  .enum(['pending', 'accepted', 'declined', 'expired'])
  .meta({ id: 'NotificationStatus' });
export type NotificationStatus = z.infer<typeof NotificationStatus>;

/** Who did it (the latest of a group). */
export const NotificationActor = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof NotificationActor>;

/** The round of a round invitation, as the notification shows it (spec: "players out of 4"). */
export const NotificationGame = z.object({
  name: z.string(),
  status: GameStatus,
  date: z.string(),
  courseName: z.string(),
  clubName: z.string(),
  players: z.number().int(),
});
export type NotificationGame = z.infer<typeof NotificationGame>;

export const Notification = z
  .object({
    id: z.string(),
    type: NotificationType,
    actor: NotificationActor,
    /** Distinct actors of the group beyond `actor`. */
    othersCount: z.number().int().min(0),
    /** How many times it happened (grouped). */
    count: z.number().int().min(1),
    status: NotificationStatus.nullable(),
    /** What the actor wrote (a comment, a message), whole; clients cut it at 60 characters. */
    preview: z.string().nullable(),
    postId: z.string().nullable(),
    commentId: z.string().nullable(),
    chatId: z.string().nullable(),
    gameId: z.string().nullable(),
    friendshipId: z.string().nullable(),
    game: NotificationGame.nullable(),
    read: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications`. */
export const NotificationsQuery = PageQuery;
export const NotificationsPage = z
  .object({ notifications: z.array(Notification), metadata: PageMetadata })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/** `GET /api/notifications/unread` and the answer of marking all read. */
export const UnreadNotifications = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/** `{notificationId}` of the answer routes. */
export const NotificationIdParams = z.object({ notificationId: Uuid });

/** `POST /api/notifications/{id}/answer`: accept or decline the friend request or round invitation it carries. */
export const AnswerNotificationBody = z.object({ answer: z.enum(['accept', 'decline']) }).strict();
export type AnswerNotificationBody = z.infer<typeof AnswerNotificationBody>;
