import type { HealthResponse } from '@fairway/contract';
import type { Database } from '../../db/client';
import { VERSION } from '../../version';

export type HealthService = ReturnType<typeof createHealthService>;

/** Reports whether the server can reach its database and hear the realtime bus, with the version and uptime. */
export function createHealthService(database: Database, startedAt = Date.now()) {
  return {
    /** Never throws: an unreachable database makes the answer `degraded`, not an error. */
    async check(): Promise<HealthResponse> {
      const reachable = await Promise.race([
        database.ping().catch(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      return {
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, kind: database.kind },
        realtime: database.listenerState(),
        version: VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  };
}
