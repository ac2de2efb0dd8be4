import { useSyncExternalStore } from 'react';

/** The side navigation's breakpoint (Tailwind's `md`): the club search lays out its list beside the map. */
export const WIDE_SCREEN = '(min-width: 768px)';

/** From this width (Tailwind's `lg`) the live round shows its panel beside the view instead of a bottom sheet. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

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
