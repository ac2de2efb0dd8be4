/**
 * The one place that asks whether Fairway runs inside the Capacitor shell (iOS or Android) or in a browser.
 * Everything platform-specific branches on these functions, never on `window.Capacitor` directly.
 */

/** What Capacitor injects into the web view; absent in a browser. */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
  /** The plugins the native build registered, by name (Geolocation, Camera, Haptics…). */
  Plugins?: Record<string, unknown>;
}

declare global {
  interface Window {
    Capacitor?: CapacitorGlobal;
  }
}

export type NativePlatform = 'ios' | 'android';

/** Whether the app runs natively (inside Capacitor) rather than in a browser. */
export function isNativePlatform(): boolean {
  if (typeof window === 'undefined') return false;
  return window.Capacitor?.isNativePlatform?.() === true;
}

/** The native platform, or `'web'` in a browser. */
export function currentPlatform(): NativePlatform | 'web' {
  if (!isNativePlatform()) return 'web';
  const platform = window.Capacitor?.getPlatform?.();
  return platform === 'ios' || platform === 'android' ? platform : 'web';
}

/**
 * A plugin of the native shell by its Capacitor name, typed as the caller uses it; null in a browser or when
 * this build lacks the plugin.
 */
export function nativePlugin<Plugin>(name: string): Plugin | null {
  if (!isNativePlatform()) return null;
  return (window.Capacitor?.Plugins?.[name] as Plugin | undefined) ?? null;
}
