import type { ApiClient } from '../../../lib/api';
import { currentPlatform, nativePlugin } from '../../../lib/platform';

/** How turning notifications on ended: each has its message (platform.md §8, `push:result.*`). */
export type EnableResult =
  'enabled' | 'denied' | 'unsupported' | 'registerFailed' | 'tokenFailed' | 'generic';

const DEVICE_KEY = 'fairway.deviceId';
const DISMISSED_KEY = 'fairway.pushPrompt.dismissedAt';
/** "Maybe later" is respected this long before the prompt asks again. */
export const PROMPT_AGAIN_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/** This browser's own id, kept across visits, so registering it again replaces its subscription. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** Remembers "Maybe later". */
export function dismissPrompt(now = Date.now(), storage: Storage = localStorage): void {
  storage.setItem(DISMISSED_KEY, String(now));
}

/** Whether "Maybe later" was chosen recently. */
export function isDismissed(now = Date.now(), storage: Storage = localStorage): boolean {
  const at = Number(storage.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < PROMPT_AGAIN_AFTER_MS;
}

/** The Capacitor push plugin, as the native shell registers it. */
interface NativePush {
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(
    event: 'registration' | 'registrationError',
    listener: (value: { value?: string; error?: string }) => void,
  ): Promise<{ remove(): Promise<void> }>;
}

/** Where the permission stands: what decides whether the prompt shows. */
export function permissionState(): NotificationPermission | 'unsupported' {
  if (currentPlatform() !== 'web')
    return nativePlugin<NativePush>('PushNotifications') ? 'default' : 'unsupported';
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  return Notification.permission;
}

/** Whether pushes can work here now: a phone with the plugin, or a browser whose service worker is registered. */
export async function canPush(): Promise<boolean> {
  if (permissionState() === 'unsupported') return false;
  if (currentPlatform() !== 'web') return true;
  try {
    return Boolean(await navigator.serviceWorker.getRegistration());
  } catch {
    return false;
  }
}

function deviceName(): string {
  return navigator.userAgent.slice(0, 100);
}

/** base64url → the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function enableNative(api: ApiClient, platform: 'ios' | 'android'): Promise<EnableResult> {
  const plugin = nativePlugin<NativePush>('PushNotifications');
  if (!plugin) return 'unsupported';
  const { receive } = await plugin.requestPermissions();
  if (receive !== 'granted') return 'denied';
  const token = await new Promise<string | null>((resolve) => {
    void plugin.addListener('registration', ({ value }) => resolve(value ?? null));
    void plugin.addListener('registrationError', () => resolve(null));
    plugin.register().catch(() => resolve(null));
  });
  if (!token) return 'tokenFailed';
  try {
    await api.call('registerDevice', {
      body: { deviceId: deviceId(), platform, deviceName: platform, token },
    });
    return 'enabled';
  } catch {
    return 'registerFailed';
  }
}

/**
 * Turns pushes on for this device: asks the permission, subscribes to Web Push with the server's VAPID key (or
 * gets the phone's token) and registers it with the server. Never throws: every way it can end is a result.
 */
export async function enablePush(api: ApiClient): Promise<EnableResult> {
  try {
    const platform = currentPlatform();
    if (platform !== 'web') return await enableNative(api, platform);
    if (permissionState() === 'unsupported') return 'unsupported';
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'unsupported';
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    let subscription: PushSubscription;
    try {
      const { publicKey } = await api.call('pushPublicKey', {});
      if (!publicKey) return 'unsupported';
      subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
    } catch {
      return 'tokenFailed';
    }
    const json = subscription.toJSON();
    try {
      await api.call('registerDevice', {
        body: {
          deviceId: deviceId(),
          platform: 'web',
          deviceName: deviceName(),
          subscription: {
            endpoint: subscription.endpoint,
            expirationTime: json.expirationTime ?? null,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          },
        },
      });
    } catch {
      return 'registerFailed';
    }
    return 'enabled';
  } catch {
    return 'generic';
  }
}
