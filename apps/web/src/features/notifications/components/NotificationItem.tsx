import type { Notification } from '@fairway/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button, buttonClasses } from '../../../ui/Button';
import { GolferAvatar } from '../../friends';
import { linkOf, previewOf, relativeTime, sentenceOf } from '../model/notification-text';
import { useAnswerNotification } from '../queries';

/**
 * One notification: the sender's picture, the sentence (linking to what it is about), a text the sender wrote cut
 * at 60 characters, the round of an invitation, the time, and the answer of a friend request or round invitation:
 * Accept/Join and Decline while it waits, then the accepted or declined message (and the round's link once joined).
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useT();
  const sentence = sentenceOf(notification);
  const link = notification.status === 'pending' ? null : linkOf(notification);
  const [now] = useState(() => Date.now());
  const text = t(sentence.key, sentence.values);
  return (
    <li className="flex gap-3 py-4">
      <div className="relative shrink-0">
        <GolferAvatar
          name={notification.actor.name}
          imageUrl={notification.actor.imageUrl}
          className="size-11 text-sm"
        />
        {!notification.read && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-surface bg-danger"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="break-words">
          {!notification.read && <span className="sr-only">{t('notifications:unread')}: </span>}
          {link ? (
            <Link to={link} className="font-medium hover:underline focus-visible:underline">
              {text}
            </Link>
          ) : (
            <span className="font-medium">{text}</span>
          )}
        </p>
        {notification.preview && (
          <p className="text-sm break-words text-fg-muted">“{previewOf(notification.preview)}”</p>
        )}
        {notification.game && <RoundLine game={notification.game} />}
        <p className="text-xs text-fg-muted">
          <time dateTime={notification.updatedAt}>
            {relativeTime(notification.updatedAt, now, i18n.language)}
          </time>
        </p>
        <Answer notification={notification} now={now} />
      </div>
    </li>
  );
}

function RoundLine({ game }: { game: NonNullable<Notification['game']> }) {
  const { t, i18n } = useT();
  const place = game.courseName === game.clubName ? game.clubName : `${game.courseName} · ${game.clubName}`;
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(game.date));
  return (
    <p className="text-sm break-words text-fg-muted">
      {t('notifications:round', { place, when, players: game.players })}
    </p>
  );
}

/** The answer part: buttons while the request or invitation waits, then what became of it. */
function Answer({ notification, now }: { notification: Notification; now: number }) {
  const { t } = useT();
  const answer = useAnswerNotification();
  const isRound = notification.type === 'game_invitation';
  if (notification.type !== 'friend_request' && !isRound) return null;

  const send = (value: 'accept' | 'decline') =>
    answer.mutate(
      { id: notification.id, answer: value },
      {
        onSuccess: () => {
          if (isRound && value === 'decline') toast.success(t('play:invitation.declined'));
        },
        onError: (error) => void toast.error(t(errorMessageKey(error))),
      },
    );

  switch (notification.status) {
    case 'pending':
      return (
        <div className="mt-1 flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => send('accept')}>
            {isRound ? t('notifications:actions.join') : t('notifications:actions.accept')}
          </Button>
          <Button variant="secondary" size="sm" disabled={answer.isPending} onClick={() => send('decline')}>
            {t('notifications:actions.decline')}
          </Button>
        </div>
      );
    case 'accepted':
      return (
        <div role="status" className="mt-1 flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-brand">
            {isRound ? t('notifications:status.gameAccepted') : t('notifications:status.friendAccepted')}
          </span>
          {isRound && notification.gameId && notification.game && (
            <Link
              to={`/play/${encodeURIComponent(notification.gameId)}`}
              className={buttonClasses('secondary', 'sm')}
            >
              {notification.game.status === 'pending' && Date.parse(notification.game.date) > now
                ? t('notifications:actions.viewDetails')
                : t('notifications:actions.viewGame')}
            </Link>
          )}
        </div>
      );
    case 'declined':
      return (
        <p role="status" className="mt-1 text-sm font-semibold text-fg-muted">
          {isRound ? t('notifications:status.gameDeclined') : t('notifications:status.friendDeclined')}
        </p>
      );
    default:
      return <p className="mt-1 text-sm text-fg-muted">{t('notifications:status.expired')}</p>;
  }
}
