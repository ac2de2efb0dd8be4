import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Hub } from './hub';

/**
 * `GET /api/realtime`: the one WebSocket. A browser's Origin must be an allowed one (CSWSH protection): in
 * production only the configured ones (`allowedOrigins`); elsewhere also the address the page was served from
 * (a laptop's, a test's). Clients without an Origin (native code, servers) authenticate like everyone else.
 */
export const realtimeRoutes: FastifyPluginAsyncZod<{
  hub: Hub;
  allowedOrigins: string[];
  allowOwnHost: boolean;
}> = async (app, { hub, allowedOrigins, allowOwnHost }) => {
  app.get(
    '/realtime',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (!origin) return;
        if (allowedOrigins.includes(origin)) return;
        if (allowOwnHost && origin === `${request.protocol}://${request.host}`) return;
        await reply.status(403).send({ error: { code: 'forbidden', message: 'Origin not allowed' } });
      },
    },
    (socket) => hub.accept(socket),
  );
};
