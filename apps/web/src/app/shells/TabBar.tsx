import { clsx } from 'clsx';
import ChartLine from 'lucide-react/icons/chart-line';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import Compass from 'lucide-react/icons/compass';
import Flag from 'lucide-react/icons/flag';
import House from 'lucide-react/icons/house';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/use-t';
import { tabBarEntries, type TabId } from './chrome';

const ICONS: Record<TabId, LucideIcon> = {
  home: House,
  discover: Compass,
  play: Flag,
  insights: ChartLine,
  profile: CircleUserRound,
};

export interface TabBarProps {
  username: string | null;
  /** An unfinished game: the Play tab becomes Resume (fed by the games issue). */
  resumeGameId?: string | null;
  className?: string;
}

/** The phone bottom tab bar of platform.md §2.5. Play sits in the middle, raised. */
export function TabBar({ username, resumeGameId = null, className }: TabBarProps) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('nav:mainLabel')}
      className={clsx(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        className,
      )}
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {tabBarEntries({ username, resumeGameId }).map(({ id, to, labelKey }) => {
          const Icon = ICONS[id];
          const isPlay = id === 'play';
          return (
            <li key={id} className="flex">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  clsx(
                    'flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors',
                    isActive && !isPlay ? 'text-brand' : 'text-fg-muted hover:text-fg',
                  )
                }
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'flex items-center justify-center',
                    isPlay
                      ? '-mt-5 size-12 rounded-full bg-primary text-on-primary shadow-lg ring-4 ring-surface'
                      : 'size-6',
                  )}
                >
                  <Icon className={isPlay ? 'size-6' : 'size-5'} />
                </span>
                <span className="max-w-full truncate px-0.5">{t(labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
