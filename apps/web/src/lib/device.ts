import { currentPlatform, isNativePlatform, nativePlugin } from './platform';

/**
 * Device features the debug screen exercises (camera, haptics, notification permission, reload), behind
 * one seam: in the native shell they go through Capacitor's plugins when the build has them; in a browser,
 * through the web's own API where there is one. Each says plainly when the feature is not available here.
 */

/** The Capacitor plugins this seam uses, as the native shell registers them (absent in a browser). */
interface CapacitorPlugins {
  Camera?: {
    getPhoto(options: Record<string, unknown>): Promise<{ webPath?: string; format?: string }>;
  };
  Haptics?: { vibrate(options?: { duration?: number }): Promise<void> };
}

function nativePlugins(): CapacitorPlugins {
  return {
    Camera: nativePlugin<CapacitorPlugins['Camera']>('Camera') ?? undefined,
    Haptics: nativePlugin<CapacitorPlugins['Haptics']>('Haptics') ?? undefined,
  };
}

/** Where a feature is served from, or why it is not. */
export type Support =
  | 'native'
  | 'web'
  /** In a browser without the needed API (haptics on a desktop, say). */
  | 'unsupported-browser'
  /** In the native shell, but this build lacks the plugin. */
  | 'missing-plugin';

export interface DeviceSupport {
  camera: Support;
  haptics: Support;
  notifications: Support;
}

/** What this device offers, as the debug screen lists it. */
export function deviceSupport(): DeviceSupport {
  if (isNativePlatform()) {
    const plugins = nativePlugins();
    return {
      camera: plugins.Camera ? 'native' : 'missing-plugin',
      haptics: plugins.Haptics ? 'native' : 'missing-plugin',
      // Push permission on native needs the push plugin, not in this build.
      notifications: 'missing-plugin',
    };
  }
  return {
    // A file input with `capture` opens the camera on phones and a file picker elsewhere.
    camera: 'web',
    haptics: typeof navigator.vibrate === 'function' ? 'web' : 'unsupported-browser',
    notifications: typeof Notification === 'undefined' ? 'unsupported-browser' : 'web',
  };
}

/** Takes (or picks) a photo; resolves with its size in bytes, or null when cancelled or unavailable. */
export async function takePhoto(): Promise<number | null> {
  if (isNativePlatform()) {
    const camera = nativePlugins().Camera;
    if (!camera) return null;
    const photo = await camera.getPhoto({ resultType: 'uri', quality: 80 });
    if (!photo.webPath) return null;
    return (await (await fetch(photo.webPath)).blob()).size;
  }
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.setAttribute('capture', 'environment');
    input.addEventListener('change', () => resolve(input.files?.[0]?.size ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** A short vibration; false when the device cannot. */
export async function vibrate(durationMs = 80): Promise<boolean> {
  if (isNativePlatform()) {
    const haptics = nativePlugins().Haptics;
    if (!haptics) return false;
    await haptics.vibrate({ duration: durationMs });
    return true;
  }
  return typeof navigator.vibrate === 'function' ? navigator.vibrate(durationMs) : false;
}

export type NotificationPermissionState = NotificationPermission | 'unsupported';

/** The notification permission as it stands. */
export function notificationPermission(): NotificationPermissionState {
  if (isNativePlatform() || typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/** Asks for the notification permission (the browser shows its prompt once). */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (isNativePlatform() || typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Reloads the app (the web view, natively). */
export function reloadApp(): void {
  window.location.reload();
}

export { currentPlatform, isNativePlatform };
