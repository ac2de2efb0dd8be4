import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { IconButton } from '../../../ui/IconButton';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { Feed } from '../components/Feed';
import { useHashtag } from '../queries';

/** /discover/topic/{topic}: the posts of a hashtag the golfer may see, with their count. */
export function HashtagFeed() {
  const { t } = useT();
  const { topicName = '' } = useParams();
  const topic = topicName.replace(/^#/, '').toLowerCase();
  const navigate = useNavigate();
  const detail = useHashtag(topic);
  const title = t('posts:hashtag.title', { topic });
  useDocumentTitle(title, t('common:appName'));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pt-4 pb-16">
      <header className="flex items-center gap-2">
        <IconButton
          label={t('posts:hashtag.back')}
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/discover'))}
        />
        <div className="flex min-w-0 flex-col">
          <h1 className="truncate text-xl font-bold">{title}</h1>
          {detail.data && (
            <p className="text-sm text-fg-muted">{t('posts:hashtag.count', { count: detail.data.count })}</p>
          )}
        </div>
      </header>
      <Feed feed={{ type: 'hashtag', topic }} label={title} />
    </div>
  );
}
