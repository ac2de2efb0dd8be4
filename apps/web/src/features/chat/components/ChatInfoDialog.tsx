import type { Chat, ChatMember } from '@fairway/contract';
import * as Dialog from '@radix-ui/react-dialog';
import Crown from 'lucide-react/icons/crown';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { IconButton } from '../../../ui/IconButton';
import { GolferAvatar } from '../../friends';
import { fullName } from '../model/chat';
import { useRemoveMember, useRenameChat } from '../queries';
import { GroupPicture } from './GroupPicture';

/**
 * The chat's info (platform.md §2.7, §6): its members, each linking to their profile, the creator with a crown;
 * in a group its creator renames it, sets its picture and removes (bans) other members; anyone leaves.
 */
export function ChatInfoDialog({
  chat,
  me,
  title,
  open,
  onOpenChange,
}: {
  chat: Chat;
  me: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const remove = useRemoveMember(chat.id);
  const rename = useRenameChat(chat.id);
  const [banning, setBanning] = useState<ChatMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [name, setName] = useState(chat.name ?? '');
  const nameId = useId();
  const isCreator = chat.createdBy === me;
  const isGroup = chat.type === 'group';
  const fail = (error: unknown) => toast.error(t(errorMessageKey(error)));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(28rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-surface p-5 text-fg shadow-xl">
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="min-w-0 truncate text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t('chat:close')} icon={<X aria-hidden="true" className="size-5" />} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('chat:infoDescription')}</Dialog.Description>
          {isGroup && <GroupPicture chat={chat} me={me} />}
          {isGroup && isCreator && (
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                rename.mutate(name, { onError: fail, onSuccess: () => toast.success(t('chat:renamed')) });
              }}
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={nameId} className="text-sm font-semibold">
                  {t('chat:groupName')}
                </label>
                <input
                  id={nameId}
                  value={name}
                  maxLength={50}
                  onChange={(event) => setName(event.target.value)}
                  className="h-11 min-w-0 rounded-xl border border-line bg-bg px-3 text-base text-fg focus-visible:border-ring dark:[color-scheme:dark]"
                />
              </div>
              <Button type="submit" variant="secondary" disabled={rename.isPending || !name.trim()}>
                {t('chat:rename')}
              </Button>
            </form>
          )}
          <section aria-labelledby={`${nameId}-members`}>
            <h3
              id={`${nameId}-members`}
              className="text-sm font-semibold tracking-wide text-fg-muted uppercase"
            >
              {t('chat:members', { count: chat.members.length })}
            </h3>
            <ul className="divide-y divide-line">
              {chat.members.map((member) => (
                <li key={member.userId} className="flex items-center gap-3 py-2">
                  <GolferAvatar
                    name={fullName(member)}
                    imageUrl={member.imageUrl}
                    className="size-10 text-sm"
                  />
                  <Link
                    to={`/u/${encodeURIComponent(member.username)}`}
                    className="min-w-0 flex-1 truncate font-semibold hover:underline"
                  >
                    {fullName(member)}
                    {member.userId === me && ` (${t('chat:you')})`}
                  </Link>
                  {member.userId === chat.createdBy && isGroup && (
                    <span title={t('chat:creator')} className="text-amber-500">
                      <Crown aria-hidden="true" className="size-5" />
                      <span className="sr-only">{t('chat:creator')}</span>
                    </span>
                  )}
                  {isGroup && isCreator && member.userId !== me && (
                    <Button variant="secondary" size="sm" onClick={() => setBanning(member)}>
                      {t('chat:ban')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <button
            type="button"
            onClick={() => setLeaving(true)}
            className="h-11 rounded-full border border-danger font-semibold text-danger hover:bg-surface-muted"
          >
            {t('chat:leave')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
      <ConfirmDialog
        open={banning !== null}
        onOpenChange={(next) => !next && setBanning(null)}
        busy={remove.isPending}
        onConfirm={() =>
          banning &&
          remove.mutate(banning.userId, {
            onError: fail,
            onSettled: () => setBanning(null),
          })
        }
        title={t('chat:banTitle', { name: banning ? fullName(banning) : '' })}
        body={t('chat:banBody')}
        cancelLabel={t('chat:cancel')}
        confirmLabel={t('chat:ban')}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(me, {
            onError: fail,
            onSuccess: () => {
              setLeaving(false);
              onOpenChange(false);
              void navigate('/messages');
            },
          })
        }
        title={t('chat:leaveTitle')}
        body={t('chat:leaveBody')}
        cancelLabel={t('chat:cancel')}
        confirmLabel={t('chat:leave')}
      />
    </Dialog.Root>
  );
}
