import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import Backpack from 'lucide-react/icons/backpack';
import Bell from 'lucide-react/icons/bell';
import ChartColumn from 'lucide-react/icons/chart-column';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Flag from 'lucide-react/icons/flag';
import House from 'lucide-react/icons/house';
import LogOut from 'lucide-react/icons/log-out';
import MapPinned from 'lucide-react/icons/map-pinned';
import MessageCircle from 'lucide-react/icons/message-circle';
import Settings from 'lucide-react/icons/settings';
import UserPen from 'lucide-react/icons/user-pen';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/use-t';
import { fullName, type Profile } from '../../lib/profile';
import { sideNavEntries, type SideNavEntryId } from './chrome';

const ICONS: Record<SideNavEntryId, LucideIcon> = {
  home: House,
  stats: ChartColumn,
  messages: MessageCircle,
  clubs: MapPinned,
  friends: Users,
  myBag: Backpack,
  notifications: Bell,
  profile: CircleUserRound,
};

export interface SideNavProps {
  profile: Profile;
  /** Shows the unread dot on Messages (fed by the chats issue). */
  hasUnreadMessages?: boolean;
  /** Shows the unread dot on Notifications. */
  hasUnreadNotifications?: boolean;
  onSignOut: () => void;
  className?: string;
}

const itemClasses = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors';

/** The web side navigation of platform.md §2.6, with its More menu. */
export function SideNav({
  profile,
  hasUnreadMessages = false,
  hasUnreadNotifications = false,
  onSignOut,
  className,
}: SideNavProps) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('nav:mainLabel')}
      className={clsx(
        'sticky top-0 h-dvh w-60 shrink-0 flex-col gap-6 border-r border-line bg-surface px-3 py-5',
        className,
      )}
    >
      <Link
        to="/dashboard"
        className="flex items-center gap-2 rounded-xl px-3 text-lg font-extrabold tracking-tight"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-on-primary"
        >
          <Flag className="size-4" />
        </span>
        {t('common:appName')}
      </Link>

      <ul className="flex flex-col gap-1">
        {sideNavEntries(profile.username).map(({ id, to, labelKey }) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  clsx(
                    itemClasses,
                    isActive ? 'bg-fairway text-brand' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                <span>{t(labelKey)}</span>
                {id === 'messages' && hasUnreadMessages && (
                  <>
                    <span aria-hidden="true" className="ml-auto size-2 rounded-full bg-danger" />
                    <span className="sr-only">{t('nav:unreadMessages')}</span>
                  </>
                )}
                {id === 'notifications' && hasUnreadNotifications && (
                  <>
                    <span
                      aria-hidden="true"
                      data-testid="notifications-dot"
                      className="ml-auto size-2 rounded-full bg-danger"
                    />
                    <span className="sr-only">{t('notifications:unreadDot')}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>

      <div className="mt-auto">
        <MoreMenu profile={profile} onSignOut={onSignOut} />
      </div>
    </nav>
  );
}

const menuItemClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none select-none data-[highlighted]:bg-surface-muted';

/** More: who is signed in, Edit profile, Settings, Sign out. A Radix menu: arrows, Enter and Escape work. */
function MoreMenu({ profile, onSignOut }: Pick<SideNavProps, 'profile' | 'onSignOut'>) {
  const { t } = useT();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={clsx(
          itemClasses,
          'w-full text-fg-muted hover:bg-surface-muted hover:text-fg data-[state=open]:bg-surface-muted',
        )}
      >
        <Ellipsis aria-hidden="true" className="size-5" />
        {t('nav:more')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={8}
          className="z-50 min-w-64 rounded-2xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold">{fullName(profile)}</span>
            {profile.email && <span className="block truncate text-xs text-fg-muted">{profile.email}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/settings/edit-profile">
              <UserPen aria-hidden="true" className="size-4 text-fg-muted" />
              {t('nav:editProfile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClasses}>
            <Link to="/settings/display">
              <Settings aria-hidden="true" className="size-4 text-fg-muted" />
              {t('nav:settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItemClasses} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4 text-fg-muted" />
            {t('nav:signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
