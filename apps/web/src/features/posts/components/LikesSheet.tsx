import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { fullName } from '../../../lib/profile';
import { Spinner } from '../../../ui/Spinner';
import { PlayerAvatar, Sheet } from '../../games';
import { usePostLikes } from '../queries';

/** Who liked a post, in a bottom sheet. */
export function LikesSheet({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const likes = usePostLikes(postId, open);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('posts:likes.title')}
      closeLabel={t('posts:likes.close')}
    >
      {likes.isPending && <Spinner label={t('common:loading')} className="mx-auto my-6" />}
      {likes.isError && <p role="alert">{t('posts:likes.loadError')}</p>}
      {likes.data?.length === 0 && <p className="text-fg-muted">{t('posts:likes.none')}</p>}
      {likes.data && likes.data.length > 0 && (
        <ul className="flex flex-col gap-1">
          {likes.data.map((liker) => (
            <li key={liker.userId}>
              <Link
                to={`/u/${encodeURIComponent(liker.username)}`}
                className="flex items-center gap-3 rounded-2xl p-2 hover:bg-surface-muted"
              >
                <PlayerAvatar name={fullName(liker)} imageUrl={liker.imageUrl} className="size-10 text-sm" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold">{fullName(liker)}</span>
                  <span className="truncate text-sm text-fg-muted">@{liker.username}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
