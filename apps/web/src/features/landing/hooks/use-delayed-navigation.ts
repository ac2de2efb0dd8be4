import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLandingNavigation } from '../components/LandingLink';
import { redirectDelayMs, shouldDelayClick } from '../model/delayed-redirect';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Click handling for the landing's way-in links: the click shows the transition (`leavingTo` is set)
 * and the app navigates after the delay. Links stay links: new-tab clicks go through untouched.
 */
export function useDelayedNavigation() {
  const { navigate } = useLandingNavigation();
  const prefersReducedMotion = useReducedMotion();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Navigates to `to` after the delay; returns false when the browser should follow the link itself. */
  const go = useCallback(
    (to: string) => {
      window.clearTimeout(timer.current);
      const delay = redirectDelayMs(prefersReducedMotion);
      if (delay === 0) {
        navigate(to);
        return;
      }
      setLeavingTo(to);
      timer.current = window.setTimeout(() => navigate(to), delay);
    },
    [navigate, prefersReducedMotion],
  );

  /** The `onClick` of a delayed link to `to`. */
  const onLinkClick = useCallback(
    (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (!shouldDelayClick(event)) return;
      event.preventDefault();
      go(to);
    },
    [go],
  );

  return { leavingTo, go, onLinkClick };
}
