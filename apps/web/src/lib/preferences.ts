import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS, type StorageKey } from './storage-keys';

/**
 * Device preferences kept in local storage (units, the debug flag and its banner), readable as React state:
 * a change made through {@link setPreference} re-renders every reader, in this tab and, through the
 * `storage` event, in the others.
 */

export type DistanceUnits = 'metric' | 'yards';
export const DISTANCE_UNITS: readonly DistanceUnits[] = ['metric', 'yards'];

/** The stored units; metric unless yards were chosen. */
export function parseUnits(value: string | null): DistanceUnits {
  return value === 'yards' ? 'yards' : 'metric';
}

export type BannerPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const BANNER_POSITIONS: readonly BannerPosition[] = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
];

/** The debug banner's corner; bottom-right (clear of the headers and, on phones, above the tab bar). */
export function parseBannerPosition(value: string | null): BannerPosition {
  return (BANNER_POSITIONS as readonly string[]).includes(value ?? '')
    ? (value as BannerPosition)
    : 'bottom-right';
}

/** The debug flag (platform.md §6): `'1'` shows the debug overlay. */
export function isDebugOn(value: string | null): boolean {
  return value === '1';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores a preference (null removes it) and tells every reader. */
export function setPreference(key: StorageKey, value: string | null): void {
  writeStorage(key, value);
  for (const listener of [...listeners]) listener();
}

/** The stored value of `key`, kept up to date. */
export function useStoredValue(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
}

/** The distance units chosen on this device. */
export function useDistanceUnits(): DistanceUnits {
  return parseUnits(useStoredValue(STORAGE_KEYS.units));
}

/** Whether the debug overlay is on, on this device. */
export function useDebugFlag(): boolean {
  return isDebugOn(useStoredValue(STORAGE_KEYS.debug));
}
