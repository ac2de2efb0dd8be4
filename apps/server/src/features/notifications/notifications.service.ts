import type {
  Notification,
  NotificationSettings,
  NotificationStatus,
  NotificationToggle,
  NotificationsPage,
  UnreadNotifications,
} from '@fairway/contract';
import { NotificationType as NotificationTypeSchema, pageMetadata, topicOf } from '@fairway/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import type { DeclinedRequest, NotificationInput, NotificationType } from './notify';
import type { NotificationListRow, NotificationsRepository } from './notifications.repository';

/** The setting (games-and-profiles.md §2 "Settings") that lets each kind of notification through. */
export const TOGGLE_OF: Record<NotificationType, NotificationToggle> = {
  friend_request: 'friendRequests',
  friend_request_accepted: 'friendRequests',
  game_invitation: 'gameInvitations',
  game_invitation_accepted: 'gameInvitations',
  game_invitation_declined: 'gameInvitations',
  new_message: 'newMessages',
  new_post: 'friendsPosts',
  post_like: 'postResponses',
  post_comment: 'postResponses',
  comment_like: 'postResponses',
  mention: 'postResponses',
};

/**
 * The group a notification joins while unread, or null for the kinds told one by one: likes and comments of one
 * post, likes of one comment, messages of one chat, answers to one round's invitations, and a round's invitation
 * (added again before reading it: one notification).
 */
export function groupKeyOf(input: NotificationInput): string | null {
  const subject = (id: string | undefined) => (id ? `${input.type}:${id}` : null);
  switch (input.type) {
    case 'post_like':
    case 'post_comment':
      return subject(input.postId);
    case 'comment_like':
      return subject(input.commentId);
    case 'new_message':
      return subject(input.chatId);
    case 'game_invitation':
    case 'game_invitation_accepted':
    case 'game_invitation_declined':
      return subject(input.gameId);
    case 'friend_request':
    case 'friend_request_accepted':
    case 'new_post':
    case 'mention':
      return null;
  }
}

/** Where a push of a notification opens the app. */
export function urlOf(input: NotificationInput): string {
  const path = (prefix: string, id: string | undefined) =>
    id ? `${prefix}/${encodeURIComponent(id)}` : '/notifications';
  switch (input.type) {
    case 'game_invitation':
    case 'game_invitation_accepted':
      return path('/play', input.gameId);
    case 'new_post':
    case 'post_like':
    case 'post_comment':
    case 'comment_like':
    case 'mention':
      return path('/p', input.postId);
    case 'new_message':
      return path('/messages', input.chatId);
    case 'friend_request':
    case 'friend_request_accepted':
    case 'game_invitation_declined':
      return '/notifications';
  }
}

/** The push seam: the push feature queues a push for a stored notification (sent unless seen live meanwhile). */
export interface PushQueue {
  enqueue(input: {
    recipientId: string;
    notificationId: string;
    type: NotificationType;
    actorName: string;
    url: string;
  }): Promise<void>;
}

/** What answering a notification needs of the friends and rounds features (their services, wired in app.ts). */
export interface NotificationAnswerers {
  friends: {
    accept(actor: Actor, by: { friendshipId: string }): Promise<unknown>;
    remove(actor: Actor, by: { friendshipId: string }): Promise<unknown>;
  };
  games: {
    join(actor: Actor, gameId: string): Promise<void>;
    decline(actor: Actor, gameId: string): Promise<void>;
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Where a stored notification stands (see NotificationStatus in the contract). */
function statusOf(row: NotificationListRow): NotificationStatus | null {
  switch (row.type) {
    case 'friend_request':
      // the request's row is gone (withdrawn, or declined on the friends screen): nothing left to answer
      return row.status ?? (row.friendship_id === null ? 'expired' : 'pending');
    case 'game_invitation':
      if (row.status) return row.status;
      if (row.own_player_status === 'invited') return 'pending';
      // taken out of the round again, or joined it elsewhere
      return row.own_player_status === null ? 'expired' : 'accepted';
    default:
      return null;
  }
}

function toNotification(row: NotificationListRow): Notification {
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    type: NotificationTypeSchema.parse(row.type),
    actor: {
      userId: row.actor_id,
      username: row.username ?? '',
      name: name || row.username || '',
      imageUrl: row.image_url,
    },
    othersCount: Math.max(0, row.actor_ids.length - 1),
    count: row.count,
    status: statusOf(row),
    preview: row.preview,
    postId: row.post_id,
    commentId: row.comment_id,
    chatId: row.chat_id,
    gameId: row.game_id,
    friendshipId: row.friendship_id,
    game:
      row.game_id && row.game_status && row.game_date
        ? {
            name: row.game_name ?? '',
            status: row.game_status,
            date: iso(row.game_date),
            courseName: row.course_name ?? '',
            clubName: row.club_name ?? '',
            players: row.game_players ?? 0,
          }
        : null,
    read: row.read,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const notFound = () => new AppError('notification_not_found', 404, 'No such notification');

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * Notifications (platform.md §3, §4; clubs-and-social.md §2, §3). `notify` stores what an action told a golfer —
 * unless their settings turn that kind off — grouping it with the unread notification of the same thing, tells
 * them live on their own topic and queues a push; it never throws (the action that called it is already saved).
 * A golfer reads, marks read and answers only their own notifications: there is no id naming another golfer's.
 */
export function createNotificationsService(deps: {
  repository: NotificationsRepository;
  hub: Pick<Hub, 'publish'>;
  /** The recipient's notification settings (features/settings). */
  settingsOf: (userId: string) => Promise<NotificationSettings>;
  push?: PushQueue;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { repository, hub, settingsOf, push, log } = deps;

  /** An answer given anywhere (the friends screen, the invitation toast) settles the notification it answers. */
  async function settleAnswered(input: NotificationInput): Promise<void> {
    if (input.type === 'friend_request_accepted' && input.friendshipId) {
      await repository.settle(
        input.actorId,
        'friend_request',
        { friendshipId: input.friendshipId },
        'accepted',
      );
    } else if (
      (input.type === 'game_invitation_accepted' || input.type === 'game_invitation_declined') &&
      input.gameId
    ) {
      const status = input.type === 'game_invitation_accepted' ? 'accepted' : 'declined';
      await repository.settle(input.actorId, 'game_invitation', { gameId: input.gameId }, status);
    }
  }

  async function enqueuePush(input: NotificationInput, notificationId: string): Promise<void> {
    if (!push) return;
    try {
      await push.enqueue({
        recipientId: input.recipientId,
        notificationId,
        type: input.type,
        actorName: (await repository.nameOf(input.actorId)) ?? '',
        url: urlOf(input),
      });
    } catch (error) {
      log?.warn({ err: error, notificationId }, 'push not queued');
    }
  }

  return {
    /**
     * Tells `recipientId` what `actorId` did (never themselves). Stored and delivered only when the recipient's
     * setting for its kind is on; the answer to a friend request or round invitation settles the recipient's
     * notification of it whatever the settings.
     */
    notify: async (input: NotificationInput): Promise<void> => {
      if (input.recipientId === input.actorId) return;
      try {
        await settleAnswered(input);
        const settings = await settingsOf(input.recipientId);
        if (!settings[TOGGLE_OF[input.type]]) return;
        const notificationId = await repository.upsert({
          recipientId: input.recipientId,
          actorId: input.actorId,
          type: input.type,
          groupKey: groupKeyOf(input),
          postId: input.postId ?? null,
          commentId: input.commentId ?? null,
          chatId: input.chatId ?? null,
          gameId: input.gameId ?? null,
          friendshipId: input.friendshipId ?? null,
          preview: input.preview?.trim() || null,
        });
        await hub.publish(topicOf.user(input.recipientId), {
          name: 'notification.created',
          data: { notificationId },
        });
        await enqueuePush(input, notificationId);
      } catch (error) {
        log?.error({ err: error, type: input.type }, 'notification not stored');
      }
    },

    /** Whether a notification is still unread (the push feature sends only those). */
    isUnseen: (notificationId: string): Promise<boolean> => repository.isUnread(notificationId),

    /** A page of the actor's notifications, newest first. */
    async list(actor: Actor, query: { page: number; limit: number }): Promise<NotificationsPage> {
      const { rows, total } = await repository.page(
        actor.userId,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return { notifications: rows.map(toNotification), metadata: pageMetadata(query, total) };
    },

    /** How many of the actor's notifications are unread. */
    async unread(actor: Actor): Promise<UnreadNotifications> {
      return { count: await repository.unreadCount(actor.userId) };
    },

    /**
     * Shows the recipient's notification of a friend request they declined elsewhere (the friends screen) as
     * declined; never throws (the decline goes on).
     */
    settleDeclined: async (request: DeclinedRequest): Promise<void> => {
      try {
        await repository.settle(
          request.recipientId,
          'friend_request',
          { friendshipId: request.friendshipId },
          'declined',
        );
      } catch (error) {
        log?.error({ err: error }, 'declined request not settled');
      }
    },

    /** Marks all of the actor's notifications read (the notifications screen is open). */
    async markAllRead(actor: Actor): Promise<UnreadNotifications> {
      await repository.markAllRead(actor.userId);
      return { count: 0 };
    },

    /**
     * Accepts or declines the friend request or round invitation of one of the actor's notifications, through the
     * friends or rounds feature (which tells the other golfer), and answers the notification as it now stands.
     * Another golfer's notification is not found (404); a kind without an answer, or one already answered or no
     * longer open, is refused (409 `notification_not_answerable`).
     */
    async answer(
      actor: Actor,
      id: string,
      answer: 'accept' | 'decline',
      answerers: NotificationAnswerers,
    ): Promise<Notification> {
      const row = await repository.oneOf(actor.userId, id);
      if (!row) throw notFound();
      if (statusOf(row) !== 'pending') {
        throw new AppError(
          'notification_not_answerable',
          409,
          'This notification has no open request or invitation to answer',
        );
      }
      if (row.type === 'friend_request' && row.friendship_id) {
        const by = { friendshipId: row.friendship_id };
        await (answer === 'accept'
          ? answerers.friends.accept(actor, by)
          : answerers.friends.remove(actor, by));
      } else if (row.type === 'game_invitation' && row.game_id) {
        await (answer === 'accept'
          ? answerers.games.join(actor, row.game_id)
          : answerers.games.decline(actor, row.game_id));
      }
      await repository.setStatus(actor.userId, id, answer === 'accept' ? 'accepted' : 'declined');
      const answered = await repository.oneOf(actor.userId, id);
      if (!answered) throw notFound();
      return toNotification(answered);
    },
  };
}
