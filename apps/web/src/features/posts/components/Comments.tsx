import type { Comment, Post } from '@fairway/contract';
import { POST_TEXT_MAX } from '@fairway/contract/runtime';
import { clsx } from 'clsx';
import Heart from 'lucide-react/icons/heart';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { fullName } from '../../../lib/profile';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { PlayerAvatar } from '../../games';
import { useAddComment, useComments, useDeleteComment, useLikeComment } from '../queries';

/** Whether a key press sends the comment: Enter alone sends, Shift+Enter adds a line (clubs-and-social.md §5). */
export const sendsOnKey = (event: {
  key: string;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}) => event.key === 'Enter' && !event.shiftKey && !event.nativeEvent?.isComposing;

/** A post's comments, oldest first, with the box to add one. */
export function Comments({ post }: { post: Post }) {
  const { t } = useT();
  const comments = useComments(post.id);
  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-3">
      <h2 id="comments-title" className="text-lg font-bold">
        {t('posts:comments.title')}
      </h2>
      {comments.isPending && <Spinner label={t('common:loading')} className="mx-auto my-4" />}
      {comments.isError && <p role="alert">{t('posts:comments.loadError')}</p>}
      {comments.data?.length === 0 && <p className="text-fg-muted">{t('posts:comments.none')}</p>}
      {comments.data && comments.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {comments.data.map((comment) => (
            <li key={comment.id}>
              <CommentRow comment={comment} post={post} />
            </li>
          ))}
        </ul>
      )}
      <CommentBox postId={post.id} />
    </section>
  );
}

function CommentRow({ comment, post }: { comment: Comment; post: Post }) {
  const { t, i18n } = useT();
  const me = useSession().profile?.userId;
  const like = useLikeComment(post.id);
  const remove = useDeleteComment(post.id);
  const name = fullName(comment.author);
  const pending = comment.id.startsWith('pending-');
  const mayDelete = !pending && (comment.author.userId === me || post.author.userId === me);
  return (
    <article
      aria-label={name}
      className={clsx('flex gap-3 rounded-2xl bg-surface-muted p-3', pending && 'opacity-60')}
    >
      <PlayerAvatar name={name} imageUrl={comment.author.imageUrl} className="size-9 text-xs" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm">
          <Link
            to={`/u/${encodeURIComponent(comment.author.username)}`}
            className="font-semibold hover:underline"
          >
            {name}
          </Link>{' '}
          <time dateTime={comment.createdAt} className="text-fg-muted">
            {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
              new Date(comment.createdAt),
            )}
          </time>
        </p>
        <p className="break-words whitespace-pre-line">{comment.content}</p>
        {pending ? (
          <p className="text-xs text-fg-muted">{t('posts:comments.sending')}</p>
        ) : (
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-pressed={comment.isLiked}
              onClick={() => like.mutate({ commentId: comment.id, liked: !comment.isLiked })}
              className="inline-flex min-h-9 items-center gap-1 rounded-full px-2 text-sm hover:bg-surface"
            >
              <Heart
                aria-hidden="true"
                className={clsx('size-4', comment.isLiked && 'fill-danger text-danger')}
              />
              <span className="sr-only">{t('posts:comments.like')}</span>
              <span>{comment.likes}</span>
            </button>
            {mayDelete && (
              <IconButton
                label={t('posts:comments.delete')}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                onClick={() => remove.mutate(comment.id)}
                disabled={remove.isPending}
                className="size-9"
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** The comment box: not empty, at most 1024; Enter sends, Shift+Enter adds a line; sent at once (optimistic). */
function CommentBox({ postId }: { postId: string }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const add = useAddComment(postId);
  const id = useId();
  const hintId = useId();
  const tooLong = text.length > POST_TEXT_MAX;
  const canSend = text.trim().length > 0 && !tooLong;
  const send = () => {
    if (!canSend) return;
    add.mutate(text);
    setText('');
  };
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('posts:comments.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          rows={2}
          aria-describedby={hintId}
          aria-invalid={tooLong}
          placeholder={t('posts:comments.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (sendsOnKey(event)) {
              event.preventDefault();
              send();
            }
          }}
          className="min-h-11 flex-1 rounded-2xl border border-line bg-surface p-3"
        />
        <IconButton
          type="submit"
          label={t('posts:comments.send')}
          icon={<Send aria-hidden="true" className="size-5" />}
          disabled={!canSend}
          className="size-11 bg-primary text-on-primary hover:bg-primary-hover"
        />
      </div>
      <p id={hintId} className={clsx('text-xs', tooLong ? 'text-danger' : 'text-fg-muted')}>
        {tooLong
          ? t('posts:comments.tooLong', { max: POST_TEXT_MAX })
          : `${t('posts:comments.hint')} ${t('posts:comments.counter', { count: text.length, max: POST_TEXT_MAX })}`}
      </p>
    </form>
  );
}
