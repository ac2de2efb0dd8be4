import type { Friendship } from '@fairway/contract';
import { clsx } from 'clsx';
import Check from 'lucide-react/icons/check';
import UserPlus from 'lucide-react/icons/user-plus';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import type { FriendshipAction } from '../model/friendship';
import { useFriendship, useFriendshipAction } from '../queries';

export interface FriendshipButtonProps {
  /** The other golfer. */
  userId: string;
  /** Their name, for the buttons' accessible names ("Add friend: Léa Martin"). */
  name: string;
  /** Their friendship as a list already has it; without it, the button asks the server. */
  friendship?: Friendship;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The friendship button (clubs-and-social.md §4): none → add friend; pending → cancel request; received → accept
 * and ignore; friends → a "Friends" mark without action. Optimistic: it changes at once, and goes back with a toast
 * when the server refuses. Nothing is shown for the signed-in golfer themselves.
 */
export function FriendshipButton({
  userId,
  name,
  friendship,
  size = 'sm',
  className,
}: FriendshipButtonProps) {
  const { t } = useT();
  const me = useSession().profile?.userId;
  const current = useFriendship(userId, friendship);
  const action = useFriendshipAction();
  if (!me || me === userId) return null;
  const state = current.data;
  if (!state)
    return current.isError ? null : (
      <Spinner label={t('common:loading')} className={clsx('size-5', className)} />
    );

  const run = (kind: FriendshipAction) =>
    action.mutate({ target: { userId, friendship: state }, action: kind });
  const labelled = (text: string) => ({ 'aria-label': t('friends:actionFor', { action: text, name }) });
  const busy = action.isPending;

  switch (state.status) {
    case 'none':
      return (
        <Button
          size={size}
          className={className}
          disabled={busy}
          onClick={() => run('request')}
          {...labelled(t('friends:button.add'))}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t('friends:button.add')}
        </Button>
      );
    case 'pending':
      return (
        <Button
          size={size}
          variant="secondary"
          className={className}
          disabled={busy}
          onClick={() => run('cancel')}
          {...labelled(t('friends:button.cancel'))}
        >
          {t('friends:button.cancel')}
        </Button>
      );
    case 'received':
      return (
        <span className={clsx('inline-flex gap-2', className)}>
          <Button
            size={size}
            disabled={busy}
            onClick={() => run('accept')}
            {...labelled(t('friends:button.accept'))}
          >
            {t('friends:button.accept')}
          </Button>
          <Button
            size={size}
            variant="secondary"
            disabled={busy}
            onClick={() => run('ignore')}
            {...labelled(t('friends:button.ignore'))}
          >
            {t('friends:button.ignore')}
          </Button>
        </span>
      );
    case 'friends':
      return (
        <span
          className={clsx(
            'inline-flex h-9 items-center gap-1.5 rounded-full bg-surface-muted px-3 text-sm font-semibold text-fg',
            className,
          )}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('friends:button.friends')}
        </span>
      );
  }
}
