import { STORAGE_KEYS, type StorageKey } from './storage-keys';

/**
 * The environment marker (platform.md §4): `GET /api/config` names the server's environment; the device
 * remembers it under `env_marker`. When it changes (a reset server, another deployment), what the device
 * holds belongs to another world: the user is signed out and local storage is cleared.
 */

export type EnvironmentCheck =
  /** Nothing remembered yet: remember this one. */
  | 'first-visit'
  | 'same'
  /** Sign out and clear local storage. */
  | 'changed';

export function checkEnvironment(stored: string | null, current: string): EnvironmentCheck {
  if (stored === null || stored === '') return 'first-visit';
  return stored === current ? 'same' : 'changed';
}

/**
 * Device preferences that survive the wipe: they describe the person and the device, not data of the old
 * environment, and losing them would switch the interface's language and theme under the user's eyes.
 */
export const KEYS_KEPT_ON_WIPE: readonly StorageKey[] = [STORAGE_KEYS.locale, STORAGE_KEYS.theme];

/** The keys of `storage` to remove on an environment change: all of Fairway's (`fairway.`), but the kept ones. */
export function keysToWipe(allKeys: readonly string[]): string[] {
  return allKeys.filter(
    (key) => key.startsWith('fairway.') && !(KEYS_KEPT_ON_WIPE as readonly string[]).includes(key),
  );
}

/** Removes every Fairway key of localStorage but the kept ones. */
export function wipeLocalStorage(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keysToWipe(keys)) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
