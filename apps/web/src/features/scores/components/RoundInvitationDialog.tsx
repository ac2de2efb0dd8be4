import * as Dialog from '@radix-ui/react-dialog';
import Clock from 'lucide-react/icons/clock';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import type { RoundInvitationProps } from './RoundInvitation';

/**
 * The game invitation modal (platform.md §2.9, §4 "Invitations"): a round starting within 60 minutes asks at once,
 * who invited the golfer, where, at what time and with how many players out of 4, with Decline and Join; "Not now"
 * (or Escape) puts it away like the toast's close. A dialog: it takes the focus and gives it back when closed.
 */
export function RoundInvitationDialog({ game, onJoin, onDecline, onClose }: RoundInvitationProps) {
  const { t, i18n } = useT();
  const [isAnswering, setAnswering] = useState(false);
  const inviter = game.players.find((player) => player.userId === game.ownerId)?.name;
  const place = game.courseName === game.clubName ? game.clubName : `${game.courseName} · ${game.clubName}`;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(game.date),
  );
  const answer = (send: () => Promise<void>) => {
    setAnswering(true);
    void send().finally(() => setAnswering(false));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !isAnswering && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-busy={isAnswering}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-3xl bg-surface p-6 text-fg shadow-xl"
        >
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-fairway px-3 py-1 text-sm font-semibold text-brand">
            <Clock aria-hidden="true" className="size-4" />
            {t('notifications:invitation.soon')}
          </p>
          <Dialog.Title className="text-xl font-bold">
            {inviter ? t('play:invitation.title', { name: inviter }) : t('play:invitation.titleWithoutName')}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="flex flex-col gap-1 text-fg-muted">
              <p className="font-semibold break-words text-fg">{place}</p>
              <p>{t('notifications:invitation.when', { time })}</p>
              <p>{t('notifications:invitation.players', { count: game.players.length })}</p>
            </div>
          </Dialog.Description>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button size="lg" className="sm:flex-1" disabled={isAnswering} onClick={() => answer(onJoin)}>
              {t('play:invitation.join')}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              className="sm:flex-1"
              disabled={isAnswering}
              onClick={() => answer(onDecline)}
            >
              {t('play:invitation.decline')}
            </Button>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" className="self-center" disabled={isAnswering}>
              {t('notifications:invitation.close')}
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
