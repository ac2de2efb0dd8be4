import { clsx } from 'clsx';
import Backpack from 'lucide-react/icons/backpack';
import Bug from 'lucide-react/icons/bug';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import LogOut from 'lucide-react/icons/log-out';
import MessageSquare from 'lucide-react/icons/message-square';
import Settings from 'lucide-react/icons/settings';
import Trophy from 'lucide-react/icons/trophy';
import UserPen from 'lucide-react/icons/user-pen';
import Users from 'lucide-react/icons/users';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { DISTANCE_UNITS, setPreference, useDebugFlag, useDistanceUnits } from '../../../lib/preferences';
import { fullName } from '../../../lib/profile';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { Button } from '../../../ui/Button';
import { useAccountFacts } from '../../clubs';
import { APP_VERSION, NO_TAPS, tapVersion } from '../../debug';
import { feedbackUrl } from '../../profiles';
import { LinkList, type LinkListItem } from '../components/LinkList';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';

const UNIT_KEYS = { metric: 'settings:menu.units.metric', yards: 'settings:menu.units.yards' } as const;

/**
 * /menu: the way to the profile, friends, bag, achievements and settings; the distance units; the version
 * label, which toggles debug mode after nine taps (platform.md §9); debug tools when debug mode is on.
 */
export function Menu() {
  const { t } = useT();
  const { profile, signOut } = useSession();
  const isDebug = useDebugFlag();
  const isAdmin = useAccountFacts().data?.isAdmin === true;
  const username = profile?.username ?? '';

  const items: LinkListItem[] = [
    {
      id: 'profile',
      to: `/u/${encodeURIComponent(username)}`,
      Icon: CircleUserRound,
      label: t('settings:menu.profile'),
    },
    { id: 'edit-profile', to: '/settings/edit-profile', Icon: UserPen, label: t('nav:editProfile') },
    { id: 'friends', to: '/friends', Icon: Users, label: t('nav:friends') },
    { id: 'my-bag', to: '/my-bag', Icon: Backpack, label: t('nav:myBag') },
    { id: 'achievements', to: '/achievements', Icon: Trophy, label: t('settings:menu.achievements') },
    { id: 'settings', to: '/settings', Icon: Settings, label: t('nav:settings') },
    // Admins review the corrections golfers suggest for clubs.
    ...(isAdmin
      ? [
          {
            id: 'suggestions',
            to: '/c/suggestions',
            Icon: ClipboardCheck,
            label: t('clubs:suggestions.title'),
          },
        ]
      : []),
    ...(isDebug ? [{ id: 'debug', to: '/debug', Icon: Bug, label: t('settings:menu.debug') }] : []),
  ];
  const feedback = feedbackUrl();
  if (feedback)
    items.push({ id: 'feedback', to: feedback, Icon: MessageSquare, label: t('profiles:menu.feedback') });

  return (
    <SettingsPage title={t('settings:menu.title')}>
      {profile && (
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-primary text-xl font-bold text-on-primary"
          >
            {(profile.firstName || profile.username).slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{fullName(profile)}</p>
            <p className="truncate text-sm text-fg-muted">@{profile.username}</p>
          </div>
        </div>
      )}
      <nav aria-label={t('settings:menu.title')}>
        <LinkList items={items} />
      </nav>
      <UnitsChoice />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('nav:signOut')}
        </Button>
        <VersionLabel />
      </div>
    </SettingsPage>
  );
}

/** Metric or yards, stored under `units`: a radio group drawn as a segmented control. */
function UnitsChoice() {
  const { t } = useT();
  const units = useDistanceUnits();
  const name = useId();
  return (
    <SettingsSection title={t('settings:menu.units.label')} description={t('settings:menu.units.hint')}>
      <fieldset className="inline-flex self-start rounded-full border border-line bg-surface-muted p-1">
        <legend className="sr-only">{t('settings:menu.units.label')}</legend>
        {DISTANCE_UNITS.map((value) => (
          <label
            key={value}
            className={clsx(
              'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium text-fg-muted transition-colors',
              'has-[:checked]:bg-primary has-[:checked]:text-on-primary',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={units === value}
              onChange={() => setPreference(STORAGE_KEYS.units, value)}
              className="sr-only"
            />
            {t(UNIT_KEYS[value])}
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  );
}

/** "Beta 1.2": nine taps toggle debug mode; from the fifth, it says how many are left. */
function VersionLabel() {
  const { t } = useT();
  const isDebug = useDebugFlag();
  const taps = useRef(NO_TAPS);
  const [remaining, setRemaining] = useState<number | null>(null);
  const onTap = () => {
    const result = tapVersion(taps.current, Date.now());
    taps.current = result.taps;
    setRemaining(result.remaining);
    if (result.toggle) {
      setPreference(STORAGE_KEYS.debug, isDebug ? null : '1');
      toast.success(isDebug ? t('settings:menu.debugOff') : t('settings:menu.debugOn'), {
        id: 'debug-toggle',
      });
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={onTap}
        className="rounded-full px-3 py-1 text-sm font-medium text-fg-muted select-none hover:text-fg"
      >
        {t('settings:menu.version', { version: APP_VERSION })}
      </button>
      <p aria-live="polite" className="min-h-4 text-xs text-fg-muted">
        {remaining !== null &&
          t(isDebug ? 'settings:menu.tapsToDebugOff' : 'settings:menu.tapsToDebugOn', { taps: remaining })}
      </p>
    </div>
  );
}
