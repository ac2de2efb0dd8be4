import Images from 'lucide-react/icons/images';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { postsOf, type FeedKind } from '../model/feed';
import { useFeed } from '../queries';
import { SCROLL_THRESHOLD_PX } from './Feed';

/** A profile's media tab: the golfer's posts with photos the viewer may see, 20 a page, each opening its post. */
export function ProfileMedia({ userId }: { userId: string }) {
  const { t } = useT();
  const feed: FeedKind = { type: 'profile', profileId: userId, mediaOnly: true };
  const query = useFeed(feed);
  const end = useRef<HTMLDivElement>(null);
  const posts = postsOf(feed, query.data?.pages ?? []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Spinner label={t('common:loading')} className="mx-auto my-6" />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-4">
        <p>{t('posts:feed.loadError')}</p>
        <Button variant="secondary" size="md" onClick={() => void query.refetch()}>
          {t('posts:feed.retry')}
        </Button>
      </div>
    );
  if (posts.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
        <Images aria-hidden="true" className="size-10 text-fg-muted" />
        <p className="text-fg-muted">{t('posts:feed.emptyMedia')}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      <h2 className="sr-only">{t('posts:media.title')}</h2>
      <ul className="grid grid-cols-3 gap-1">
        {posts.map((post) => {
          const first = post.media[0]!;
          return (
            <li key={post.id}>
              <Link to={`/p/${encodeURIComponent(post.id)}`} className="block overflow-hidden rounded-lg">
                <img
                  src={first.thumbnailUrl ?? first.url}
                  alt={post.caption ? post.caption.slice(0, 80) : t('posts:media.open')}
                  loading="lazy"
                  className="aspect-square w-full bg-surface-muted object-cover"
                />
              </Link>
            </li>
          );
        })}
      </ul>
      <div ref={end} />
      {isFetchingNextPage && <Spinner label={t('posts:feed.loadingMore')} className="mx-auto my-4" />}
    </div>
  );
}
