/**
 * The landing's sign-in and sign-up buttons lead on after a 1-second transition (platform.md §2.1, §9).
 * They stay real links: a click that asks for a new tab or window, or any click the browser should
 * handle itself, is left alone, and a visitor who prefers reduced motion goes at once.
 */

export const REDIRECT_DELAY_MS = 1_000;

/** The parts of a click that decide whether the landing may take it over. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Whether a click on a landing link should show the transition and navigate after the delay. */
export function shouldDelayClick(click: ClickLike): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  return !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey);
}

/** How long to wait before navigating: the delay, or nothing for reduced motion. */
export function redirectDelayMs(prefersReducedMotion: boolean): number {
  return prefersReducedMotion ? 0 : REDIRECT_DELAY_MS;
}
