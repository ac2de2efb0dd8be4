import type { Friendship } from '@fairway/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { useFriendshipAction } from '../queries';

/** Ends a friendship, after asking: "Remove Léa Martin from your friends?" — yes or keep. */
export function RemoveFriend({
  userId,
  name,
  friendship,
}: {
  userId: string;
  name: string;
  friendship: Friendship;
}) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const action = useFriendshipAction();
  if (!asking)
    return (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setAsking(true)}
        aria-label={t('friends:actionFor', { action: t('friends:remove'), name })}
      >
        {t('friends:remove')}
      </Button>
    );
  return (
    <div
      role="group"
      aria-label={t('friends:removeConfirm', { name })}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-sm">{t('friends:removeConfirm', { name })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={action.isPending}
        onClick={() => action.mutate({ target: { userId, friendship }, action: 'unfriend' })}
      >
        {t('friends:removeYes')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
        {t('friends:removeNo')}
      </Button>
    </div>
  );
}
