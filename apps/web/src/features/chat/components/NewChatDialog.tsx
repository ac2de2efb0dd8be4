import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { SearchField } from '../../../ui/SearchField';
import { Spinner } from '../../../ui/Spinner';
import { GolferAvatar } from '../../friends';
import { useCreateChat, useGolferSearch } from '../queries';

interface Picked {
  id: string;
  name: string;
}

/**
 * The new-chat overlay (platform.md §2.7, §5): search golfers, pick one or more; Start needs one. One golfer opens
 * the direct chat with them (the existing one when there is one), more make a group named "Group Chat".
 */
export function NewChatDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const debounced = useDebouncedValue(query.trim(), 300);
  const search = useGolferSearch(debounced);
  const create = useCreateChat();

  const toggle = (golfer: Picked) =>
    setPicked((current) =>
      current.some((p) => p.id === golfer.id)
        ? current.filter((p) => p.id !== golfer.id)
        : [...current, golfer],
    );
  const start = () =>
    create.mutate(
      picked.map((p) => p.id),
      {
        onSuccess: (chat) => {
          onOpenChange(false);
          setPicked([]);
          setQuery('');
          void navigate(`/messages/${chat.id}`);
        },
        onError: (error) => toast.error(t(errorMessageKey(error))),
      },
    );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(30rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-3xl bg-surface p-5 text-fg shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('chat:newChat')}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('chat:close')} icon={<X aria-hidden="true" className="size-5" />} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-fg-muted">{t('chat:newChatHint')}</Dialog.Description>
          {picked.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('chat:selected')}>
              {picked.map((golfer) => (
                <li key={golfer.id}>
                  <button
                    type="button"
                    onClick={() => toggle(golfer)}
                    className="inline-flex items-center gap-1 rounded-full bg-fairway px-3 py-1 text-sm font-semibold text-brand"
                    aria-label={t('chat:unselect', { name: golfer.name })}
                  >
                    {golfer.name} <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <SearchField label={t('chat:searchGolfers')} value={query} onChange={setQuery} />
          <div className="min-h-24 overflow-y-auto" aria-live="polite">
            {debounced.length < 2 ? (
              <p className="p-4 text-center text-sm text-fg-muted">{t('chat:searchHint')}</p>
            ) : search.isFetching && !search.data ? (
              <Spinner label={t('chat:searching')} className="mx-auto my-4" />
            ) : (search.data ?? []).length === 0 ? (
              <p className="p-4 text-center text-sm text-fg-muted">{t('chat:noGolfers')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {(search.data ?? []).map((golfer) => {
                  const name = golfer.name || golfer.username;
                  const checked = picked.some((p) => p.id === golfer.id);
                  return (
                    <li key={golfer.id}>
                      <label className="flex cursor-pointer items-center gap-3 py-2">
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() => toggle({ id: golfer.id, name })}
                          className="size-5 accent-[var(--primary)]"
                        />
                        <GolferAvatar name={name} imageUrl={golfer.imageUrl} className="size-10 text-sm" />
                        <span className="min-w-0">
                          <span className="block truncate font-semibold">{name}</span>
                          <span className="block truncate text-sm text-fg-muted">@{golfer.username}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <Button size="lg" onClick={start} disabled={picked.length === 0 || create.isPending}>
            {picked.length > 1 ? t('chat:startGroup') : t('chat:start')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
