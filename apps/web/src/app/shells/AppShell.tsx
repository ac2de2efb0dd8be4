import { clsx } from 'clsx';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useNotificationsLive, useUnreadNotifications } from '../../features/notifications/queries';
import { useChatsLive, useHasUnreadChats } from '../../features/chat';
import { GameBanner, useResumeGameId } from '../../features/scores/components/GameBanner';
import { useT } from '../../i18n/use-t';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { useSession } from '../session';
import { chromeFor } from './chrome';
import { SideNav } from './SideNav';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';

export interface AppShellProps {
  /** Slot for the games issue: an unfinished game turns Play into Resume. */
  resumeGameId?: string | null;
  /** Slot for the chats issue: the unread dot on Messages. */
  hasUnreadMessages?: boolean;
}

/**
 * The frame of every in-app screen: skip link, side navigation from 768 px, bottom tab bar below it,
 * and the main region. Which shells appear is decided by `chromeFor` (pure, tested).
 */
export function AppShell({ resumeGameId = null, hasUnreadMessages = false }: AppShellProps) {
  const { t } = useT();
  const { status, profile, setToken } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const chrome = chromeFor(pathname, status);
  const unfinishedGameId = useResumeGameId();
  // The unread dot of Notifications (side navigation, home header), kept live on the golfer's own topic.
  useNotificationsLive(status === 'ready' ? (profile?.userId ?? null) : null);
  const unreadNotifications = useUnreadNotifications();
  const unreadChats = useHasUnreadChats();
  useChatsLive();

  const signOut = () => {
    setToken(null);
    void navigate('/', { replace: true });
  };

  return (
    <div className={clsx('min-h-dvh', chrome.sideNav && 'md:flex')}>
      <SkipLink label={t('common:skipToContent')} />
      {chrome.topBar && <TopBar canSignOut={status === 'no-profile'} onSignOut={signOut} />}
      {chrome.sideNav && profile && (
        <SideNav
          profile={profile}
          hasUnreadNotifications={(unreadNotifications.data?.count ?? 0) > 0}
          hasUnreadMessages={hasUnreadMessages || unreadChats}
          onSignOut={signOut}
          className="hidden md:flex"
        />
      )}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={clsx('min-w-0 flex-1 focus:outline-none', chrome.tabBar && 'pb-24 md:pb-0')}
      >
        <Outlet />
      </main>
      {chrome.tabBar && (
        <TabBar
          username={profile?.username ?? null}
          resumeGameId={resumeGameId ?? unfinishedGameId}
          className="md:hidden"
        />
      )}
      <GameBanner />
    </div>
  );
}
