import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Hub } from './hub';

/**
 * `GET /api/realtime`: the one WebSocket. A browser's Origin must be this server's own or an allowed one
 * (CSWSH protection); clients without an Origin (native code, servers) authenticate like everyone else.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{ hub: Hub; allowedOrigins: string[] }> = async (
  app,
  { hub, allowedOrigins },
) => {
  app.get(
    '/realtime',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (!origin) return;
        const own = `${request.protocol}://${request.host}`;
        if (origin === own || allowedOrigins.includes(origin)) return;
        await reply.status(403).send({ error: { code: 'forbidden', message: 'Origin not allowed' } });
      },
    },
    (socket) => hub.accept(socket),
  );
};
