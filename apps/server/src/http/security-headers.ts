import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (content security policy, frame, referrer, MIME sniffing…) on every answer, its
 * middleware built once at start. @fastify/helmet, used before, built helmet again and parsed the policy on every
 * request, in two hooks: about 3 % of the server's busy time in a profile of club searches (bench/README.md).
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
