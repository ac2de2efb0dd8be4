import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';

/** "Maximum 14 clubs": shown when a 15th club is chosen (clubs-and-social.md §5). */
export function BagLimitDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('bag:limitTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{t('bag:limitBody')}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button size="lg">{t('bag:limitOk')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
