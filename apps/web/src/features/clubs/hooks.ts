import { useEffect, useRef } from 'react';

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
