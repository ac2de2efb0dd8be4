import * as Dialog from '@radix-ui/react-dialog';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { TextField, FormAlert } from '../../auth';
import { useDeleteAccount } from '../queries';

/**
 * "Delete my account": a dialog that says what goes and what stays, and deletes only once the golfer typed
 * their username; then this device is signed out and lands on the home page.
 */
export function DeleteAccount() {
  const { t } = useT();
  const { profile, signOut } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const username = profile?.username ?? '';
  const matches = typed.trim().toLowerCase() === username.toLowerCase() && username !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(typed.trim(), {
      onSuccess: () => {
        void signOut().then(() => navigate('/?account=deleted', { replace: true }));
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setTyped('');
          remove.reset();
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="self-start text-danger">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('settings:account.delete.action')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t('settings:account.delete.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-fg-muted">
              <p>{t('settings:account.delete.whatGoes')}</p>
              <p>{t('settings:account.delete.whatStays')}</p>
            </div>
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
            {remove.isError && (
              <FormAlert tone="error" focusOnShow>
                {t(errorMessageKey(remove.error))}
              </FormAlert>
            )}
            <TextField
              label={t('settings:account.delete.typeUsername', { username })}
              value={typed}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('settings:account.delete.cancel')}</Button>
              </Dialog.Close>
              <button
                type="submit"
                disabled={!matches || remove.isPending}
                className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-danger px-4 text-sm font-semibold whitespace-nowrap text-on-primary transition-colors hover:bg-danger/90 disabled:pointer-events-none disabled:opacity-50"
              >
                {remove.isPending
                  ? t('settings:account.delete.working')
                  : t('settings:account.delete.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
