import type { HealthResponse, SeedState } from '@fairway/contract';
import type { Database } from '../../db/client';
import { VERSION } from '../../version';

export type HealthService = ReturnType<typeof createHealthService>;

/**
 * Reports whether the server can reach its database and hear the realtime bus, whether the club data set is
 * loaded, with the running version and uptime.
 */
export function createHealthService(
  deps: { database: Database; seed?: () => SeedState },
  startedAt = Date.now(),
) {
  const { database } = deps;
  return {
    /** Never throws: an unreachable database makes the answer `degraded`, not an error. */
    async check(): Promise<HealthResponse> {
      const reachable = await Promise.race([
        database.ping().catch(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      const seed = deps.seed?.() ?? 'ready';
      return {
        status: reachable && seed !== 'failed' ? 'ok' : 'degraded',
        database: { reachable, kind: database.kind },
        realtime: database.listenerState(),
        seed,
        version: VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  };
}
