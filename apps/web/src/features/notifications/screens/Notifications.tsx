import type { Notification } from '@fairway/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Bell from 'lucide-react/icons/bell';
import Settings from 'lucide-react/icons/settings';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { NotificationItem } from '../components/NotificationItem';
import { useMarkNotificationsRead, useNotifications } from '../queries';

const headerLinkClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted';

/**
 * `/notifications` (platform.md §4 "Invitations"; clubs-and-social.md §2 "Notifications page"): the golfer's
 * notifications, newest first, each with its sender, its sentence (a text cut at 60 characters), its time and its
 * actions; every unread one is marked read when the screen opens (and again when new ones arrive while it is open).
 * Back goes to /dashboard; the settings icon to /settings/notifications.
 */
export function Notifications() {
  const { t } = useT();
  useDocumentTitle(t('notifications:title'), t('common:appName'));
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const newestUnread = items.find((notification) => !notification.read)?.updatedAt ?? null;
  // Marks read on open, and once more for each unread one that arrives live while the screen is open.
  const marked = useRef<string | null>(null);
  const { mutate: markAllRead } = markRead;
  useEffect(() => {
    if (newestUnread === null || marked.current === newestUnread) return;
    marked.current = newestUnread;
    markAllRead();
  }, [newestUnread, markAllRead]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pt-4 pb-16">
      <div className="flex items-center gap-2">
        <Link to="/dashboard" aria-label={t('notifications:back')} className={headerLinkClasses}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-2xl font-extrabold">{t('notifications:title')}</h1>
        <Link
          to="/settings/notifications"
          aria-label={t('notifications:settings')}
          title={t('notifications:settings')}
          className={headerLinkClasses}
        >
          <Settings aria-hidden="true" className="size-5" />
        </Link>
      </div>

      {list.isPending && <Spinner label={t('common:loading')} className="mx-auto my-8" />}
      {list.isError && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-4"
        >
          <p className="text-fg-muted">{t('notifications:error')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('notifications:retry')}
          </Button>
        </div>
      )}
      {list.isSuccess && items.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-8 text-center">
          <Bell aria-hidden="true" className="size-8 text-brand" />
          <p className="text-fg-muted">{t('notifications:empty')}</p>
        </div>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface px-4">
          {items.map((notification: Notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('notifications:loadMore')}
        </Button>
      )}
    </div>
  );
}
