import type { StorageKey } from './storage-keys';

// localStorage throws in some privacy modes and when the quota is full; the app must still run, so every
// access goes through these helpers and degrades to "nothing stored".

/** Reads one key; `null` when absent or when storage is unavailable. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes one key, or removes it when `value` is `null`. Failures are ignored (see above). */
export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply does not survive a reload.
  }
}
