import * as Dialog from '@radix-ui/react-dialog';
import { Button, buttonClasses } from './Button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  /** The destructive action's label, on a danger-coloured button. */
  confirmLabel: string;
}

/** An alert dialog that asks before a destructive action: cancel, or confirm (disabled while it runs). */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
  title,
  body,
  cancelLabel,
  confirmLabel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 text-fg shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{body}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" size="lg">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonClasses('ghost', 'lg', 'bg-danger text-bg hover:bg-danger hover:opacity-90')}
              onClick={onConfirm}
              disabled={busy}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
