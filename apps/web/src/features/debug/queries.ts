import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/session';

/** How often the debug overlay checks the connection to the server (platform.md §9). */
export const CONNECTION_CHECK_MS = 10_000;

export interface ConnectionCheck {
  ok: boolean;
  /** Round trip of `GET /api/health`, in milliseconds. */
  latencyMs: number;
  checkedAt: number;
}

/** `GET /api/health` every 10 s while the overlay is open: reachable or not, and how fast. */
export function useConnectionCheck(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['debug', 'connection'],
    queryFn: async ({ signal }): Promise<ConnectionCheck> => {
      const started = performance.now();
      const ok = await api.call('health', { signal, timeoutMs: 5_000 }).then(
        () => true,
        () => false,
      );
      return { ok, latencyMs: Math.round(performance.now() - started), checkedAt: Date.now() };
    },
    enabled,
    refetchInterval: CONNECTION_CHECK_MS,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
  });
}
