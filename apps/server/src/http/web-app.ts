import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, every other GET outside /api
 * answered with index.html so the client router takes over. Returns the sha256 sources of index.html's inline
 * scripts, which the Content-Security-Policy allows by hash rather than allowing all inline script.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<{ inlineScriptHashes: string[] }> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      `No web build at ${webDist}: serving the API only (run "npm run build" to build the web app).`,
    );
    return { inlineScriptHashes: [] };
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const inlineScriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('webIndexHtml', indexHtml);
  // The static plugin refuses a directory (`/`) when `index` is off; the app shell answers it instead.
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
  );
  return { inlineScriptHashes };
}

declare module 'fastify' {
  interface FastifyInstance {
    webIndexHtml?: string;
  }
}
