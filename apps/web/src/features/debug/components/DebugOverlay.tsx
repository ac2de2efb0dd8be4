import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import Bug from 'lucide-react/icons/bug';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRealtimeStatus } from '../../../app/realtime';
import { useSession } from '../../../app/session';
import { useTheme } from '../../../app/theme';
import { useT } from '../../../i18n/use-t';
import { currentPlatform, isNativePlatform } from '../../../lib/platform';
import {
  BANNER_POSITIONS,
  parseBannerPosition,
  setPreference,
  useStoredValue,
  type BannerPosition,
} from '../../../lib/preferences';
import { readProfileCache, writeProfileCache } from '../../../lib/profile-cache';
import { configKeys, type PublicConfig } from '../../../lib/public-config';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { ThemeSwitch } from '../../settings/index.light';
import { useConnectionCheck } from '../queries';
import { DataList } from './DataList';

const TABS = ['navigation', 'user', 'profile', 'device', 'theme', 'env', 'settings'] as const;
type TabId = (typeof TABS)[number];

const TAB_KEYS = {
  navigation: 'debug:tabs.navigation',
  user: 'debug:tabs.user',
  profile: 'debug:tabs.profile',
  device: 'debug:tabs.device',
  theme: 'debug:tabs.theme',
  env: 'debug:tabs.env',
  settings: 'debug:tabs.settings',
} as const satisfies Record<TabId, string>;

export const POSITION_KEYS = {
  'top-left': 'debug:positions.topLeft',
  'top-right': 'debug:positions.topRight',
  'bottom-left': 'debug:positions.bottomLeft',
  'bottom-right': 'debug:positions.bottomRight',
} as const satisfies Record<BannerPosition, string>;

// Bottom corners sit above the phone tab bar (4 rem) and come down beside the side navigation.
const CORNER_CLASSES: Record<BannerPosition, string> = {
  'top-left': 'top-3 left-3',
  'top-right': 'top-3 right-3',
  'bottom-left': 'bottom-22 left-3 md:bottom-4',
  'bottom-right': 'bottom-22 right-3 md:bottom-4',
};

/**
 * The debug overlay (platform.md §2.9): a "Debug" banner in the chosen corner opens a panel with the tabs
 * Navigation, User, Profile, Device, Theme, Env and Settings. A modal dialog: focus moves in, Escape closes.
 */
export function DebugOverlay() {
  const { t } = useT();
  const position = parseBannerPosition(useStoredValue(STORAGE_KEYS.debugBanner));
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={clsx(
          'fixed z-[55] inline-flex items-center gap-1.5 rounded-full bg-[#7a1f1f] px-3 py-1.5 text-xs font-bold tracking-wide text-white uppercase shadow-lg',
          'hover:bg-[#5e1616] focus-visible:outline-2 focus-visible:outline-offset-2',
          CORNER_CLASSES[position],
        )}
      >
        <Bug aria-hidden="true" className="size-4" />
        {t('debug:banner')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          className={clsx(
            'fixed z-[61] flex flex-col overflow-hidden border border-line bg-surface text-fg shadow-2xl',
            'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl',
            'md:inset-x-auto md:top-4 md:right-4 md:bottom-4 md:max-h-none md:w-[28rem] md:rounded-3xl',
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold">
              <Bug aria-hidden="true" className="size-5 text-danger" />
              {t('debug:overlay.title')}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('debug:overlay.description')}</Dialog.Description>
            <Dialog.Close asChild>
              <IconButton
                label={t('debug:overlay.close')}
                icon={<X aria-hidden="true" className="size-5" />}
              />
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue="navigation" className="flex min-h-0 flex-1 flex-col">
            <Tabs.List
              aria-label={t('debug:overlay.title')}
              className="flex shrink-0 flex-wrap gap-1 border-b border-line px-3 py-2"
            >
              {TABS.map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className={clsx(
                    'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-fg-muted',
                    'hover:bg-surface-muted hover:text-fg data-[state=active]:bg-primary data-[state=active]:text-on-primary',
                  )}
                >
                  {t(TAB_KEYS[tab])}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              <Tabs.Content value="navigation">
                <NavigationTab onNavigate={() => setOpen(false)} />
              </Tabs.Content>
              <Tabs.Content value="user">
                <UserTab />
              </Tabs.Content>
              <Tabs.Content value="profile">
                <ProfileTab />
              </Tabs.Content>
              <Tabs.Content value="device">
                <DeviceTab />
              </Tabs.Content>
              <Tabs.Content value="theme">
                <ThemeTab />
              </Tabs.Content>
              <Tabs.Content value="env">
                <EnvTab />
              </Tabs.Content>
              <Tabs.Content value="settings">
                <SettingsTab position={position} />
              </Tabs.Content>
            </div>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const QUICK_LINKS = ['/dashboard', '/menu', '/settings', '/settings/account', '/debug', '/stats', '/explore'];

function NavigationTab({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const [target, setTarget] = useState('');
  return (
    <div className="flex flex-col gap-5">
      <DataList
        rows={[
          { label: t('debug:navigation.path'), value: location.pathname },
          { label: t('debug:navigation.query'), value: location.search || '—' },
          { label: t('debug:navigation.hash'), value: location.hash || '—' },
          { label: t('debug:navigation.history'), value: String(window.history.length) },
        ]}
      />
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!target.startsWith('/')) return;
          onNavigate();
          void navigate(target);
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('debug:navigation.goTo')}
          </label>
          <input
            id={inputId}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            placeholder="/dashboard"
            spellCheck={false}
            autoCapitalize="none"
            className="h-10 rounded-xl border border-line bg-surface px-3 font-mono text-sm"
          />
        </div>
        <Button type="submit" size="sm" className="h-10">
          {t('debug:navigation.go')}
        </Button>
      </form>
      <ul className="flex flex-wrap gap-2">
        {QUICK_LINKS.map((path) => (
          <li key={path}>
            <Link
              to={path}
              onClick={onNavigate}
              className="inline-block rounded-full border border-line px-3 py-1 font-mono text-xs hover:bg-surface-muted"
            >
              {path}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first characters of a secret, enough to tell two apart. */
function masked(secret: string | null): string {
  return secret ? `${secret.slice(0, 6)}…` : '—';
}

function UserTab() {
  const { t } = useT();
  const { status, token, profile } = useSession();
  const realtime = useRealtimeStatus();
  return (
    <DataList
      rows={[
        { label: t('debug:user.status'), value: status },
        { label: t('debug:user.userId'), value: profile?.userId || '—' },
        { label: t('debug:user.token'), value: masked(token) },
        { label: t('debug:user.realtime'), value: realtime },
      ]}
    />
  );
}

function ProfileTab() {
  const { t, i18n } = useT();
  const { profile, refresh } = useSession();
  const [cache, setCache] = useState(readProfileCache);
  const [isRefreshing, setRefreshing] = useState(false);
  const cachedAt = cache ? new Date(cache.fetchedAt).toLocaleString(i18n.language) : '—';
  return (
    <div className="flex flex-col gap-4">
      <DataList
        rows={[
          { label: t('debug:profile.username'), value: profile?.username ?? '—' },
          { label: t('debug:profile.cachedAt'), value: cachedAt },
        ]}
      />
      <pre className="max-h-64 overflow-auto rounded-xl bg-surface-muted p-3 font-mono text-xs leading-5">
        {profile ? JSON.stringify(profile, null, 2) : t('debug:profile.none')}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={isRefreshing}
          onClick={() => {
            setRefreshing(true);
            void refresh().finally(() => {
              setRefreshing(false);
              setCache(readProfileCache());
            });
          }}
        >
          <RefreshCw
            aria-hidden="true"
            className={clsx('size-4', isRefreshing && 'motion-safe:animate-spin')}
          />
          {t('debug:profile.refresh')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            writeProfileCache(null);
            setCache(null);
          }}
        >
          {t('debug:profile.clearCache')}
        </Button>
      </div>
    </div>
  );
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function DeviceTab() {
  const { t } = useT();
  const snapshot = useSyncExternalStore(
    subscribeToResize,
    () => `${window.innerWidth}×${window.innerHeight}|${navigator.onLine}`,
  );
  const [viewport, online] = snapshot.split('|');
  const yes = t('debug:yes');
  const no = t('debug:no');
  return (
    <DataList
      rows={[
        { label: t('debug:device.platform'), value: currentPlatform() },
        { label: t('debug:device.native'), value: isNativePlatform() ? yes : no },
        { label: t('debug:device.viewport'), value: viewport },
        { label: t('debug:device.pixelRatio'), value: String(window.devicePixelRatio) },
        { label: t('debug:device.online'), value: online === 'true' ? yes : no },
        { label: t('debug:device.touch'), value: navigator.maxTouchPoints > 0 ? yes : no },
        {
          label: t('debug:device.installed'),
          value: window.matchMedia?.('(display-mode: standalone)').matches ? yes : no,
        },
        { label: t('debug:device.languages'), value: navigator.languages.join(', ') },
        { label: t('debug:device.userAgent'), value: navigator.userAgent },
      ]}
    />
  );
}

function ThemeTab() {
  const { t } = useT();
  const { preference, resolved } = useTheme();
  return (
    <div className="flex flex-col gap-4">
      <DataList
        rows={[
          { label: t('debug:theme.preference'), value: preference },
          { label: t('debug:theme.resolved'), value: resolved },
        ]}
      />
      <ThemeSwitch className="self-start" />
    </div>
  );
}

function EnvTab() {
  const { t, i18n } = useT();
  const config = useQueryClient().getQueryData<PublicConfig>(configKeys.all);
  const check = useConnectionCheck(true);
  const connection = check.data
    ? check.data.ok
      ? t('debug:env.reachable', { ms: check.data.latencyMs })
      : t('debug:env.unreachable')
    : t('common:loading');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <DataList
      rows={[
        { label: t('debug:env.mode'), value: import.meta.env.MODE },
        { label: t('debug:env.server'), value: config?.environment ?? '—' },
        { label: t('debug:env.origin'), value: window.location.origin },
        { label: t('debug:env.connection'), value: connection },
        {
          label: t('debug:env.checked'),
          value: check.data
            ? t('debug:env.secondsAgo', {
                seconds: Math.max(0, Math.round((now - check.data.checkedAt) / 1_000)),
              })
            : '—',
        },
        { label: t('debug:env.social'), value: config?.socialProviders.join(', ') || '—' },
        { label: t('debug:env.mailbox'), value: config?.devMailbox ?? '—' },
        { label: t('debug:env.language'), value: i18n.language },
      ]}
    />
  );
}

function SettingsTab({ position }: { position: BannerPosition }) {
  const { t } = useT();
  const name = useId();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('debug:settings.bannerPosition')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {BANNER_POSITIONS.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm',
                'has-[:checked]:border-primary has-[:checked]:bg-fairway',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={position === value}
                onChange={() => setPreference(STORAGE_KEYS.debugBanner, value)}
                className="accent-[var(--primary)]"
              />
              {t(POSITION_KEYS[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="secondary">
          <Link to="/debug">{t('debug:page.title')}</Link>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setPreference(STORAGE_KEYS.debug, null)}>
          {t('debug:settings.turnOff')}
        </Button>
      </div>
    </div>
  );
}
