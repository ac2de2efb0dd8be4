/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { isNativePlatform } from '../platform';

/**
 * Registers the service worker that vite-plugin-pwa generates (see vite.config.ts): the app shell precached,
 * rounds cached network-first. Development builds have none (the plugin's dev mode is off), and neither has the
 * native shell, which bundles the app itself. Imported by main.tsx only: the virtual module exists in Vite
 * builds, not in unit tests.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || isNativePlatform() || !('serviceWorker' in navigator)) return;
  try {
    registerSW({ immediate: true });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
  }
}
