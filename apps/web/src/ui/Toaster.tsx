import { Toaster as Sonner } from 'sonner';
import type { ResolvedTheme } from '../lib/theme';

/** Toasts last 2.5 s by default (platform.md §9: 2 to 3 s). */
export const TOAST_DURATION_MS = 2_500;
/** At most five toasts at once (platform.md §9). */
export const MAX_VISIBLE_TOASTS = 5;

export interface ToasterProps {
  theme: ResolvedTheme;
  /** The accessible name of the toast region, translated by the caller. */
  label: string;
}

/** The one toast outlet of the app; show toasts with `toast()` from sonner. */
export function Toaster({ theme, label }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      position="top-center"
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={label}
      richColors
    />
  );
}
