import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** From this width the live screen shows its panel beside the view instead of a bottom sheet. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';
