/// <reference types="vite-plugin-pwa/vanillajs" />
import { isNativePlatform } from '../platform';

/**
 * Registers the service worker that vite-plugin-pwa generates (see vite.config.ts): the app shell precached,
 * rounds cached network-first. Development builds have none (the plugin's dev mode is off), and neither has the
 * native shell, which bundles the app itself.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || isNativePlatform() || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .catch((error: unknown) => console.warn('The service worker could not be registered', error));
}

/**
 * Calls `listener` when a service worker starts controlling the page (the first visit, or an update): what
 * the page fetched before went around it and is not cached yet, so screens that must work offline fetch again.
 */
export function onServiceWorkerControl(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}
