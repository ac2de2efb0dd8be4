import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose value is a credential: verification and reset tokens, OAuth codes and state. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'id_token', 'access_token', 'password']);
/** Paths whose next segment is a credential (Better Auth's reset link: `/api/auth/reset-password/<token>`). */
const SECRET_SEGMENT_AFTER = /(\/reset-password\/)[^/?#]+/g;
const REDACTED = '[redacted]';

/**
 * A request URL fit for the logs: the tokens of verification and reset links, OAuth codes and the like are
 * replaced by `[redacted]`; everything else stays, so a log still says which route was asked.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT_AFTER, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator < 0 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_PARAMS.has(name) && separator >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Pino's serializer of a request, as Fastify's own but with the URL redacted. Bodies (passwords) and headers
 * (bearer tokens, cookies) are never part of it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options with {@link serializeRequest} in place of its request serializer. */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, req: serializeRequest } };
}
