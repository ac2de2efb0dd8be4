import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import Bell from 'lucide-react/icons/bell';
import Bomb from 'lucide-react/icons/bomb';
import Camera from 'lucide-react/icons/camera';
import Flag from 'lucide-react/icons/flag';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Vibrate from 'lucide-react/icons/vibrate';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import {
  deviceSupport,
  isNativePlatform,
  notificationPermission,
  reloadApp,
  requestNotificationPermission,
  takePhoto,
  vibrate,
  type NotificationPermissionState,
  type Support,
} from '../../../lib/device';
import { setPreference, useDebugFlag } from '../../../lib/preferences';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { Button } from '../../../ui/Button';
import { SettingsPage, SettingsSection } from '../../settings';

const SUPPORT_KEYS = {
  native: 'debug:support.native',
  web: 'debug:support.web',
  'unsupported-browser': 'debug:support.unsupportedBrowser',
  'missing-plugin': 'debug:support.missingPlugin',
} as const satisfies Record<Support, string>;

const PERMISSION_KEYS = {
  granted: 'debug:ios.permission.granted',
  denied: 'debug:ios.permission.denied',
  default: 'debug:ios.permission.default',
  unsupported: 'debug:ios.permission.unsupported',
} as const satisfies Record<NotificationPermissionState, string>;

/**
 * /debug (platform.md §2.9): General (the debug overlay, links to play and to a crash test) and iOS (camera,
 * haptics, notification permission, reload), each device feature saying where it comes from or why it is
 * not available here.
 */
export function DebugPage() {
  const { t } = useT();
  return (
    <SettingsPage title={t('debug:page.title')} back={{ to: '/menu', label: t('settings:menu.title') }}>
      <Tabs.Root defaultValue="general" className="flex flex-col gap-5">
        <Tabs.List
          aria-label={t('debug:page.title')}
          className="inline-flex self-start rounded-full border border-line bg-surface-muted p-1"
        >
          {(['general', 'ios'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="rounded-full px-4 py-1.5 text-sm font-medium text-fg-muted data-[state=active]:bg-primary data-[state=active]:text-on-primary"
            >
              {tab === 'general' ? t('debug:page.general') : t('debug:page.ios')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general" className="flex flex-col gap-5">
          <GeneralTab />
        </Tabs.Content>
        <Tabs.Content value="ios" className="flex flex-col gap-5">
          <IosTab />
        </Tabs.Content>
      </Tabs.Root>
    </SettingsPage>
  );
}

function GeneralTab() {
  const { t } = useT();
  const isDebug = useDebugFlag();
  const [shouldCrash, setCrash] = useState(false);
  if (shouldCrash) throw new Error('Crash test from the debug page');
  return (
    <>
      <SettingsSection title={t('debug:page.overlay')} description={t('debug:page.overlayHint')}>
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={isDebug}
            onChange={(event) => setPreference(STORAGE_KEYS.debug, event.target.checked ? '1' : null)}
            className="size-5 cursor-pointer accent-[var(--primary)]"
          />
          {t('debug:page.showOverlay')}
        </label>
      </SettingsSection>
      <SettingsSection title={t('debug:page.links')}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to="/create-round">
              <Flag aria-hidden="true" className="size-4" />
              {t('debug:page.play')}
            </Link>
          </Button>
        </div>
      </SettingsSection>
      <SettingsSection title={t('debug:page.crashTest')} description={t('debug:page.crashTestHint')}>
        <Button variant="secondary" size="sm" className="self-start" onClick={() => setCrash(true)}>
          <Bomb aria-hidden="true" className="size-4" />
          {t('debug:page.throw')}
        </Button>
      </SettingsSection>
    </>
  );
}

/** One device feature: what it is, where it comes from (or why not), and its action. */
function Feature({
  icon,
  title,
  support,
  children,
}: {
  icon: ReactNode;
  title: string;
  support: Support;
  children?: ReactNode;
}) {
  const { t } = useT();
  const isAvailable = support === 'native' || support === 'web';
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-fg-muted"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p className={clsx('text-sm', isAvailable ? 'text-fg-muted' : 'text-danger')}>
          {t(SUPPORT_KEYS[support])}
        </p>
      </div>
      {isAvailable && (
        <div className="col-start-2 flex flex-wrap items-center gap-2 sm:col-start-auto">{children}</div>
      )}
    </li>
  );
}

function IosTab() {
  const { t } = useT();
  const support = deviceSupport();
  const [photo, setPhoto] = useState<string | null>(null);
  const [buzz, setBuzz] = useState<string | null>(null);
  const [permission, setPermission] = useState(notificationPermission);
  return (
    <SettingsSection title={t('debug:page.ios')} description={t('debug:ios.hint')}>
      <ul className="flex flex-col divide-y divide-line">
        <Feature icon={<Camera className="size-5" />} title={t('debug:ios.camera')} support={support.camera}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void takePhoto().then((size) =>
                setPhoto(
                  size === null
                    ? t('debug:ios.noPhoto')
                    : t('debug:ios.photo', { kb: Math.round(size / 1024) }),
                ),
              )
            }
          >
            {t('debug:ios.takePhoto')}
          </Button>
          {photo && (
            <span role="status" className="text-sm text-fg-muted">
              {photo}
            </span>
          )}
        </Feature>
        <Feature
          icon={<Vibrate className="size-5" />}
          title={t('debug:ios.haptics')}
          support={support.haptics}
        >
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void vibrate().then((done) =>
                setBuzz(done ? t('debug:ios.vibrated') : t('debug:ios.notVibrated')),
              )
            }
          >
            {t('debug:ios.vibrate')}
          </Button>
          {buzz && (
            <span role="status" className="text-sm text-fg-muted">
              {buzz}
            </span>
          )}
        </Feature>
        <Feature
          icon={<Bell className="size-5" />}
          title={t('debug:ios.notifications')}
          support={support.notifications}
        >
          <span role="status" className="text-sm text-fg-muted">
            {t(PERMISSION_KEYS[permission])}
          </span>
          {permission === 'default' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void requestNotificationPermission().then(setPermission)}
            >
              {t('debug:ios.askPermission')}
            </Button>
          )}
        </Feature>
        <Feature
          icon={<RefreshCw className="size-5" />}
          title={t('debug:ios.reload')}
          support={isNativePlatform() ? 'native' : 'web'}
        >
          <Button size="sm" variant="secondary" onClick={reloadApp}>
            {t('debug:ios.reloadApp')}
          </Button>
        </Feature>
      </ul>
    </SettingsSection>
  );
}
