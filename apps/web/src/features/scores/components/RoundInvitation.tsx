import type { PendingGame } from '@fairway/contract';
import Flag from 'lucide-react/icons/flag';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';

export interface RoundInvitationProps {
  game: PendingGame;
  /** Settles when the server has answered; the buttons wait meanwhile. */
  onJoin: () => Promise<void>;
  /** Settles when the server has answered; the buttons wait meanwhile. */
  onDecline: () => Promise<void>;
  /** Closes the invitation without answering it (the close button, Escape). */
  onClose: () => void;
}

/**
 * The invitation toast's content (platform.md §4): who invited the golfer to which round and when, with Decline
 * and Join. A status message with its own buttons: it never takes the focus, Tab reaches it, Escape closes it.
 */
export function RoundInvitation({ game, onJoin, onDecline, onClose }: RoundInvitationProps) {
  const { t, i18n } = useT();
  const titleId = useId();
  const detailsId = useId();
  const [isAnswering, setAnswering] = useState(false);
  const inviter = game.players.find((player) => player.userId === game.ownerId)?.name;
  const place = game.courseName === game.clubName ? game.clubName : `${game.courseName} · ${game.clubName}`;
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(game.date));

  const answer = (send: () => Promise<void>) => {
    setAnswering(true);
    void send().finally(() => setAnswering(false));
  };

  return (
    <div
      role="status"
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      aria-busy={isAnswering}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="flex w-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-fg shadow-lg"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-fairway text-brand"
        >
          <Flag className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p id={titleId} className="font-semibold">
            {inviter ? t('play:invitation.title', { name: inviter }) : t('play:invitation.titleWithoutName')}
          </p>
          <p id={detailsId} className="text-sm break-words text-fg-muted">
            {place}
            <br />
            {when}
          </p>
        </div>
        <IconButton
          label={t('play:invitation.close')}
          icon={<X className="size-5" aria-hidden="true" />}
          onClick={onClose}
          className="-mt-2 -mr-2"
        />
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="flex-1"
          disabled={isAnswering}
          onClick={() => answer(onDecline)}
        >
          {t('play:invitation.decline')}
        </Button>
        <Button className="flex-1" disabled={isAnswering} onClick={() => answer(onJoin)}>
          {t('play:invitation.join')}
        </Button>
      </div>
    </div>
  );
}
