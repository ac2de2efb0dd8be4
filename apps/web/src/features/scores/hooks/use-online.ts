import { useSyncExternalStore } from 'react';

/** Whether the browser believes it is online, following the `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine !== false,
    () => true,
  );
}
