import { z } from 'zod';

/**
 * `GET /api/health`: whether the server can reach its database, and what is running. `realtime` is `reconnecting`
 * while this instance cannot hear the realtime bus (events from other instances are not delivered meanwhile; REST
 * still works, so `status` stays `ok`). `status` is `degraded` (503) when the database cannot be reached.
 */
export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ reachable: z.boolean(), kind: z.enum(['pglite', 'postgres']) }),
    realtime: z.enum(['ok', 'reconnecting']),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;
