import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';

export interface ConfirmFinishProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Holes of the round on which a player has no score. */
  missing: number;
  /** The nine the round can be recorded as (0 front, 9 back; `recordableNine`), or null. */
  nine: 0 | 9 | null;
  /** Finish: as it stands, or recorded as the complete nine. */
  onFinish: (recordAs: 0 | 9 | null) => void;
  busy: boolean;
}

/**
 * Asks before finishing a round with holes that have no score: record the complete nine as a 9-hole round when
 * there is one, finish as it stands (the unscored holes are not played), or keep playing.
 */
export function ConfirmFinish({ open, onOpenChange, missing, nine, onFinish, busy }: ConfirmFinishProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('play:finishConfirm.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">
            {t('play:finishConfirm.missing', { count: missing })}{' '}
            {nine === null
              ? t('play:finishConfirm.notPlayed')
              : nine === 0
                ? t('play:finishConfirm.frontComplete')
                : t('play:finishConfirm.backComplete')}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-2">
            {nine !== null && (
              <Button size="lg" onClick={() => onFinish(nine)} disabled={busy}>
                {nine === 0 ? t('play:finishConfirm.recordFront') : t('play:finishConfirm.recordBack')}
              </Button>
            )}
            <Button
              variant={nine === null ? 'primary' : 'secondary'}
              size="lg"
              onClick={() => onFinish(null)}
              disabled={busy}
            >
              {t('play:finishConfirm.finishAnyway')}
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost" size="lg">
                {t('play:finishConfirm.keepPlaying')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
