import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** `value`, once it has stopped changing for `delayMs` (the search's 300 ms and 500 ms debounces). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Whether a media query matches, following changes (the search lays out a side list from 768 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The side navigation's breakpoint (Tailwind's `md`). */
export const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Calls `onTimeout` once `isWaiting` has stayed true for `timeoutMs`; never when it turns false sooner (the map's
 * style that neither loads nor fails).
 */
export function useTimeoutWhile(isWaiting: boolean, timeoutMs: number, onTimeout: () => void): void {
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => callback.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [isWaiting, timeoutMs]);
}
