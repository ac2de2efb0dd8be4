import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '../../../i18n/use-t';
import { Button, buttonClasses } from '../../../ui/Button';

export interface ConfirmLeaveProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}

/** Asks before a golfer leaves a round they did not create: their scores in it go with them. */
export function ConfirmLeave({ open, onOpenChange, onConfirm, busy }: ConfirmLeaveProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 text-fg shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('games:membership.leaveTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">
            {t('games:membership.leaveBody')}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" size="lg">
                {t('games:membership.cancel')}
              </Button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonClasses('ghost', 'lg', 'bg-danger text-bg hover:bg-danger hover:opacity-90')}
              onClick={onConfirm}
              disabled={busy}
            >
              {t('games:membership.leaveConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
