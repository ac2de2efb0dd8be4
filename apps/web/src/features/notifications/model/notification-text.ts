import type { Notification, NotificationType } from '@fairway/contract';
import { INVITATION_MODAL_MINUTES, NOTIFICATION_PREVIEW_LENGTH } from '@fairway/contract/runtime';

// Only types come from @fairway/contract (and constants from its runtime): zod stays out of this chunk.

/** A text cut at 60 characters (platform.md §9), whole words kept where one ends near the cut, with an ellipsis. */
export function previewOf(text: string, length = NOTIFICATION_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  if (characters.length <= length) return flat;
  const cut = characters.slice(0, length).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // a word cut in two loses its piece, unless that throws away more than a quarter of the preview
  const kept = lastSpace >= length * 0.75 ? cut.slice(0, lastSpace) : cut;
  return `${kept.trimEnd()}…`;
}

/** The key of a notification's sentence in the `notifications` namespace: `{type}.one` or, grouped, `.many`. */
export type NotificationTextKey = `notifications:text.${NotificationType}.${'one' | 'many'}`;

/** The sentence of a notification and what fills it: "Ana and 3 others liked your post". */
export function sentenceOf(notification: Pick<Notification, 'type' | 'actor' | 'othersCount'>): {
  key: NotificationTextKey;
  values: { name: string; count: number };
} {
  const many = notification.othersCount > 0;
  return {
    key: `notifications:text.${notification.type}.${many ? 'many' : 'one'}`,
    values: { name: notification.actor.name, count: notification.othersCount },
  };
}

/**
 * How a round invitation is shown (platform.md §4 "Invitations"): a modal when the round starts within 60 minutes
 * (or has started), a toast when it starts later.
 */
export function invitationPresentation(roundDate: string, now: number): 'modal' | 'toast' {
  return Date.parse(roundDate) - now <= INVITATION_MODAL_MINUTES * 60_000 ? 'modal' : 'toast';
}

/** Where an answered or unanswerable notification leads: the round once joined; the thing it is about otherwise. */
export function linkOf(notification: Notification): string | null {
  const id = (value: string | null) => (value ? encodeURIComponent(value) : null);
  switch (notification.type) {
    case 'game_invitation':
    case 'game_invitation_accepted':
    case 'game_invitation_declined':
      return notification.gameId && notification.game ? `/play/${id(notification.gameId)}` : null;
    case 'new_post':
    case 'post_like':
    case 'post_comment':
    case 'comment_like':
    case 'mention':
      return notification.postId ? `/p/${id(notification.postId)}` : null;
    case 'new_message':
      return notification.chatId ? `/messages/${id(notification.chatId)}` : null;
    case 'friend_request':
    case 'friend_request_accepted':
      return notification.actor.username ? `/u/${id(notification.actor.username)}` : null;
  }
}

/** A short relative time ("5 min ago", "yesterday") in the golfer's language. */
export function relativeTime(iso: string, now: number, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
