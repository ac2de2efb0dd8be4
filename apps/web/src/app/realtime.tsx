import type { RealtimeEvent, Topic } from '@fairway/contract';
import { createContext, use, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { RealtimeClient, realtimeUrl, type RealtimeStatus } from '../lib/realtime';
import { readStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { useSession } from './session';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * Holds the one realtime connection while a user is signed in: it starts with the session's token, stops at
 * sign-out and while the page is hidden, and reconnects at once when the browser comes back online or the
 * page becomes visible again.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  // The stored token is the session's source of truth; reading it at each connection picks up a new one.
  const [client] = useState(
    () =>
      new RealtimeClient({
        url: realtimeUrl(window.location),
        getToken: () => readStorage(STORAGE_KEYS.token),
      }),
  );

  useEffect(() => {
    if (!token) {
      client.stop();
      return;
    }
    // Presence follows the page (platform.md §4): the server marks the user online while a socket is open,
    // so a hidden page closes it and a visible one opens it again at once.
    const follow = () => {
      if (document.visibilityState === 'hidden') {
        client.stop();
        return;
      }
      client.start();
      client.reconnectNow();
    };
    const hide = () => client.stop();
    follow();
    window.addEventListener('online', follow);
    window.addEventListener('pageshow', follow);
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', follow);
    return () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('pageshow', follow);
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', follow);
    };
  }, [client, token]);

  useEffect(() => () => client.stop(), [client]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

function useRealtimeClient(): RealtimeClient {
  const client = use(RealtimeContext);
  if (!client) throw new Error('useRealtime… must be used inside <RealtimeProvider>');
  return client;
}

/**
 * Calls `onEvent` for every event on `topic` while the component is mounted (no subscription when `topic` is
 * null), and `onResync` whenever what the component read may have missed an event: when the server has taken the
 * subscription (events before it are not delivered, so a fetch made while it was on its way may be stale), again
 * after every reconnection, and when the server says it missed events.
 */
export function useRealtimeEvents(
  topic: Topic | null,
  onEvent: (event: RealtimeEvent) => void,
  onResync?: () => void,
): void {
  const client = useRealtimeClient();
  const handleEvent = useEffectEvent(onEvent);
  const handleResync = useEffectEvent(() => onResync?.());
  useEffect(() => {
    if (!topic) return;
    const unsubscribe = client.subscribe(
      topic,
      (event) => handleEvent(event),
      () => handleResync(),
    );
    const stopResync = client.onResync(() => handleResync());
    return () => {
      unsubscribe();
      stopResync();
    };
  }, [client, topic]);
}

/** The connection's status, for an "offline" indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  const [status, setStatus] = useState<RealtimeStatus>(() => client.getStatus());
  useEffect(() => client.onStatus(setStatus), [client]);
  return status;
}
