import type { Post } from '@fairway/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Flag from 'lucide-react/icons/flag';
import Globe from 'lucide-react/icons/globe';
import Heart from 'lucide-react/icons/heart';
import Link2 from 'lucide-react/icons/link-2';
import Lock from 'lucide-react/icons/lock';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Trash2 from 'lucide-react/icons/trash-2';
import Users from 'lucide-react/icons/users';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { fullName } from '../../../lib/profile';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PlayerAvatar } from '../../games';
import { useDeletePost, useLikePost } from '../queries';
import { Caption } from './Caption';
import { LikesSheet } from './LikesSheet';
import { MediaGrid } from './MediaGrid';
import { RoundResultCard } from './RoundResultCard';

const menuItem =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm outline-none data-[highlighted]:bg-surface-muted';

const AUDIENCE_KEY = {
  public: 'posts:post.audience.public',
  friends: 'posts:post.audience.friends',
  private: 'posts:post.audience.private',
} as const;

/** The absolute link of a post (copy link). */
export const postUrl = (postId: string) => `${window.location.origin}/p/${encodeURIComponent(postId)}`;

/** When a post was published, as the golfer's language says it. */
function useWhen(createdAt: string) {
  const { i18n } = useT();
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(createdAt),
  );
}

/**
 * A post in a feed or on its own page: author, time and audience, course, caption (clamped in feeds), photos,
 * like (optimistic), the likes list, the comments link, copy link and, for its author, delete with a confirmation.
 */
export function PostCard({
  post,
  full = false,
  onDeleted,
}: {
  post: Post;
  full?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useT();
  const me = useSession().profile?.userId;
  const like = useLikePost();
  const remove = useDeletePost();
  const [likesOpen, setLikesOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const when = useWhen(post.createdAt);
  const name = fullName(post.author);
  const isMine = post.author.userId === me;
  const AudienceIcon = post.audience === 'public' ? Globe : post.audience === 'friends' ? Users : Lock;
  const titleId = `post-${post.id}-title`;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(postUrl(post.id));
      toast.success(t('posts:post.linkCopied'));
    } catch {
      toast.error(t('posts:post.copyFailed'));
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4 shadow-sm"
    >
      <header className="flex items-center gap-3">
        <Link to={`/u/${encodeURIComponent(post.author.username)}`} tabIndex={-1} aria-hidden="true">
          <PlayerAvatar name={name} imageUrl={post.author.imageUrl} className="size-11 text-sm" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 id={titleId} className="truncate font-semibold">
            <Link
              to={`/u/${encodeURIComponent(post.author.username)}`}
              className="inline-flex min-h-6 items-center hover:underline"
            >
              <span className="sr-only">{t('posts:post.by', { name })}</span>
              <span aria-hidden="true">{name}</span>
            </Link>
          </h3>
          {/* wraps rather than cutting the time or the audience short at 375 px */}
          <p className="flex flex-wrap items-center gap-x-1 text-sm text-fg-muted">
            <Link
              to={`/p/${encodeURIComponent(post.id)}`}
              className="inline-flex min-h-6 items-center hover:underline"
            >
              <time dateTime={post.createdAt} className="whitespace-nowrap">
                {when}
              </time>
            </Link>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <AudienceIcon aria-hidden="true" className="size-3.5 shrink-0" />
              {t(AUDIENCE_KEY[post.audience])}
            </span>
          </p>
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label={t('posts:post.actions')}
            title={t('posts:post.actions')}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
          >
            <Ellipsis aria-hidden="true" className="size-5" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-52 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-xl"
            >
              <DropdownMenu.Item className={menuItem} onSelect={() => void copyLink()}>
                <Link2 aria-hidden="true" className="size-4 text-fg-muted" />
                {t('posts:post.copyLink')}
              </DropdownMenu.Item>
              {isMine && (
                <DropdownMenu.Item
                  className={clsx(menuItem, 'text-danger')}
                  onSelect={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('posts:post.delete')}
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>

      {post.kind === 'game_result' && (
        <p className="flex items-center gap-2 text-sm font-semibold text-brand">
          <Flag aria-hidden="true" className="size-4" />
          {t('posts:post.roundResult')}
          {post.gameId && (
            <Link to={`/game/${encodeURIComponent(post.gameId)}/result`} className="underline">
              {t('posts:post.viewRound')}
            </Link>
          )}
        </p>
      )}
      {post.kind === 'game_result' && <RoundResultCard post={post} />}
      {post.course && post.kind !== 'game_result' && (
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{t('posts:post.at', { course: post.course.name })}</span>
        </p>
      )}
      <Caption text={post.caption} full={full} />
      <MediaGrid media={post.media} author={name} />

      <footer className="flex items-center gap-1 border-t border-line pt-2">
        <button
          type="button"
          aria-pressed={post.isLiked}
          aria-label={post.isLiked ? t('posts:post.unlike') : t('posts:post.like')}
          title={post.isLiked ? t('posts:post.unlike') : t('posts:post.like')}
          onClick={() => like.mutate({ postId: post.id, liked: !post.isLiked })}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <Heart aria-hidden="true" className={clsx('size-5', post.isLiked && 'fill-danger text-danger')} />
        </button>
        <button
          type="button"
          onClick={() => setLikesOpen(true)}
          className="min-h-11 rounded-full px-2 text-sm font-semibold hover:bg-surface-muted"
        >
          {t('posts:post.likes', { count: post.likes })}
        </button>
        <Link
          to={`/p/${encodeURIComponent(post.id)}`}
          className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-surface-muted"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('posts:post.comments', { count: post.comments })}
        </Link>
      </footer>

      <LikesSheet postId={post.id} open={likesOpen} onOpenChange={setLikesOpen} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={remove.isPending}
        title={t('posts:post.deleteTitle')}
        body={t('posts:post.deleteBody')}
        cancelLabel={t('posts:post.cancel')}
        confirmLabel={t('posts:post.delete')}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted?.();
            },
          })
        }
      />
    </article>
  );
}
