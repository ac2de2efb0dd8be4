import type { GameDetail } from '@fairway/contract';
import MailOpen from 'lucide-react/icons/mail-open';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';

export interface RoundInvitationBarProps {
  detail: GameDetail;
  onJoin: () => void;
  onDecline: () => void;
  /** An answer is on its way: the buttons wait. */
  busy: boolean;
}

/**
 * The invitation on the round's own screen, for a golfer someone else added who has not joined: who invited them,
 * what joining means (they score, and the round counts for their handicap), Decline and Join. A region with a
 * heading, so a screen reader finds it among the screen's landmarks.
 */
export function RoundInvitationBar({ detail, onJoin, onDecline, busy }: RoundInvitationBarProps) {
  const { t } = useT();
  const titleId = useId();
  const inviter = detail.players.find((player) => player.userId === detail.game.ownerId)?.name;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 text-fg shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-fairway text-brand"
        >
          <MailOpen className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words">
            {inviter ? t('games:membership.invitedBy', { name: inviter }) : t('games:membership.invited')}
          </h2>
          <p className="text-sm break-words text-fg-muted">{t('games:membership.joinExplained')}</p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1 sm:flex-none" disabled={busy} onClick={onDecline}>
          {t('games:membership.decline')}
        </Button>
        <Button className="flex-1 sm:flex-none" disabled={busy} onClick={onJoin}>
          {t('games:membership.join')}
        </Button>
      </div>
    </section>
  );
}
