/**
 * Calls `listener` when a service worker starts controlling the page (the first visit, or an update): what
 * the page fetched before went around it and is not cached yet, so screens that must work offline fetch again.
 */
export function onServiceWorkerControl(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', listener);
}
