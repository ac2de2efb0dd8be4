import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Comments } from '../components/Comments';
import { PostCard } from '../components/PostCard';
import { usePost } from '../queries';

/** /p/{postId}: one post, whole, with its comments; a post not shared with the golfer reads as not found. */
export function PostDetail() {
  const { t } = useT();
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(postId);
  useDocumentTitle(t('posts:detail.title'), t('common:appName'));
  const back = () => (window.history.length > 1 ? void navigate(-1) : void navigate('/dashboard'));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pt-4 pb-16">
      <header className="flex items-center gap-2">
        <IconButton
          label={t('posts:detail.back')}
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          onClick={back}
        />
        <h1 className="text-xl font-bold">{t('posts:detail.title')}</h1>
      </header>
      {post.isPending && <Spinner label={t('common:loading')} className="mx-auto my-8" />}
      {post.isError && (
        <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center">
          {t('posts:detail.notFound')}
        </p>
      )}
      {post.data && (
        <>
          <PostCard post={post.data} full onDeleted={() => void navigate('/dashboard', { replace: true })} />
          <Comments post={post.data} />
        </>
      )}
    </div>
  );
}
