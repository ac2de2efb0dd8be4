import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * False until the page has loaded and the browser is idle (at most `maxWaitMs` after the load), then true: what
 * is not needed for the first paint (the hero's clip) waits for it, so it never competes with the page's own
 * scripts, styles and poster.
 */
export function useAfterLoad(enabled: boolean, maxWaitMs = 2_000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    const win = window as IdleWindow;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (win.requestIdleCallback)
        idle = win.requestIdleCallback(() => setReady(true), { timeout: maxWaitMs });
      else timer = setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) win.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, ready, maxWaitMs]);
  return ready;
}
