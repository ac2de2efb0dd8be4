import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Cache headers: a file under /assets/ has its content's hash in its name, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, everything else (index.html, the
 * service worker, the web manifest, media) checked again on each use; every other GET outside /api answered with
 * index.html so the client router takes over. Text files are sent as the build compressed them (`<file>.br`,
 * `<file>.gz`, written by apps/web/vite.config.ts) when the browser accepts it, with `Vary: Accept-Encoding`.
 * Returns the sha256 sources of index.html's inline scripts, which the Content-Security-Policy allows by hash
 * rather than allowing all inline script.
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
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
      void reply.header('cache-control', immutable ? IMMUTABLE : REVALIDATE);
    },
  });
  app.decorate('webIndexHtml', indexHtml);
  // The static plugin refuses a directory (`/`) when `index` is off; the app shell answers it instead
  // (compressed by @fastify/compress, registered in app.ts).
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml),
  );
  return { inlineScriptHashes };
}

declare module 'fastify' {
  interface FastifyInstance {
    webIndexHtml?: string;
  }
}
