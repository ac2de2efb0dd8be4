import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { newPostsMessage, postsOf, type FeedKind } from '../model/feed';
import { useFeed, useNewPostsCheck } from '../queries';
import { PostCard } from './PostCard';

/** Infinite scroll starts the next page 100 px before the end of the list (clubs-and-social.md §9). */
export const SCROLL_THRESHOLD_PX = 100;
/** How far a pull from the top of the page refreshes. */
const PULL_DISTANCE_PX = 70;

const NEW_POSTS_KEY = {
  noNewPosts: 'posts:feed.noNewPosts',
  newPostLoaded: 'posts:feed.newPostLoaded',
  newPostsLoaded: 'posts:feed.newPostsLoaded',
} as const;

const EMPTY_KEY = {
  followed: 'posts:feed.emptyFollowed',
  discover: 'posts:feed.emptyDiscover',
  profile: 'posts:feed.emptyProfile',
  hashtag: 'posts:feed.emptyHashtag',
} as const;

/**
 * A feed of posts: loading, error with retry, empty, or the list with infinite scroll; pull to refresh (or the
 * check button) asks for posts newer than the newest shown and says what it found.
 */
export function Feed({ feed, label }: { feed: FeedKind; label: string }) {
  const { t } = useT();
  const query = useFeed(feed);
  const check = useNewPostsCheck(feed);
  const [checking, setChecking] = useState(false);
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

  const checkNew = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const newest = posts[0]?.createdAt;
      const count = newest ? await check(newest) : 0;
      if (count > 0 || !newest) await query.refetch();
      const message = newPostsMessage(count);
      toast(t(NEW_POSTS_KEY[message.key], { count: message.count }));
    } catch {
      toast.error(t('posts:feed.loadError'));
    } finally {
      setChecking(false);
    }
  };

  const pull = usePullToRefresh(() => void checkNew());

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div
        aria-hidden="true"
        className="flex items-center justify-center overflow-hidden text-sm text-fg-muted transition-[height]"
        style={{ height: checking ? 32 : Math.min(pull, PULL_DISTANCE_PX) / 2 }}
      >
        {checking
          ? t('posts:feed.refreshing')
          : pull >= PULL_DISTANCE_PX
            ? t('posts:feed.releaseToRefresh')
            : pull > 0
              ? t('posts:feed.pullToRefresh')
              : null}
      </div>
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void checkNew()}
          disabled={checking || query.isPending}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${checking ? 'animate-spin' : ''}`} />
          {t('posts:feed.checkNew')}
        </Button>
      </div>
      {query.isPending && <Spinner label={t('common:loading')} className="mx-auto my-8" />}
      {query.isError && !query.data && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6"
        >
          <p>{t('posts:feed.loadError')}</p>
          <Button variant="secondary" size="md" onClick={() => void query.refetch()}>
            {t('posts:feed.retry')}
          </Button>
        </div>
      )}
      {query.isSuccess && posts.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-fg-muted">
          {t(EMPTY_KEY[feed.type])}
        </p>
      )}
      {posts.length > 0 && (
        <ul className="flex flex-col gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <div ref={end} />
      {isFetchingNextPage && <Spinner label={t('posts:feed.loadingMore')} className="mx-auto my-4" />}
      {query.isSuccess && posts.length > 0 && !hasNextPage && (
        <p className="py-4 text-center text-sm text-fg-muted">{t('posts:feed.end')}</p>
      )}
    </section>
  );
}

/** How far the page is pulled down from its top by touch (0 when not pulling); a pull far enough calls `onPull`. */
function usePullToRefresh(onPull: () => void): number {
  const [distance, setDistance] = useState(0);
  const start = useRef<number | null>(null);
  const pulled = useRef(0);
  const callback = useRef(onPull);
  useEffect(() => {
    callback.current = onPull;
  });
  useEffect(() => {
    const down = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const move = (event: TouchEvent) => {
      if (start.current === null) return;
      pulled.current = Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current);
      setDistance(pulled.current);
    };
    const up = () => {
      if (start.current !== null && pulled.current >= PULL_DISTANCE_PX) callback.current();
      start.current = null;
      pulled.current = 0;
      setDistance(0);
    };
    window.addEventListener('touchstart', down, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', up);
    return () => {
      window.removeEventListener('touchstart', down);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', up);
    };
  }, []);
  return distance;
}
