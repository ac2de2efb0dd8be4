import type { Route, RouteAnswer } from '@fairway/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
  onRequestHookHandler,
} from 'fastify';
import type { ZodType, input, output } from 'zod';
import { AppError } from './errors';

type Parsed<R, K extends string> = R extends { [key in K]: infer T extends ZodType } ? output<T> : unknown;

/** The request of a table route: its params, query and body as its schemas parsed them. */
export type RouteRequest<R extends Route> = FastifyRequest<{
  Params: Parsed<R, 'params'>;
  Querystring: Parsed<R, 'query'>;
  Body: Parsed<R, 'body'>;
}>;

/** What a handler answers: the route's success answer, or the reply it sent itself (another status, a raw body). */
type HandlerAnswer<R extends Route> =
  input<R['answers'][Extract<keyof R['answers'], 200 | 201 | 204>]> | RouteAnswer<R> | FastifyReply;

/** Extra Fastify options of one route (a body limit, a serializer), never its method, path or schema. */
export type RouteExtras = Omit<RouteOptions, 'method' | 'url' | 'schema' | 'handler'>;

/**
 * Registers a route of the contract's table (`route(app, routes.gameDetail, (request) => …)`): its method and path,
 * its schemas (validated by fastify-type-provider-zod and published at /api/docs), and who may call it, checked
 * before anything else runs (`signed-in`: a session or 401; `admin`: also the admin role or 403).
 */
export function route<R extends Route>(
  app: FastifyInstance,
  spec: R,
  handler: (request: RouteRequest<R>, reply: FastifyReply) => HandlerAnswer<R> | Promise<HandlerAnswer<R>>,
  extras: RouteExtras = {},
): void {
  app.route({
    ...extras,
    preValidation: [refuseNul, ...[extras.preValidation ?? []].flat()],
    method: spec.method,
    url: spec.path,
    ...(spec.access === 'public' ? {} : { onRequest: accessCheck(app, spec.access) }),
    schema: {
      tags: [...spec.tags],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: spec.answers,
      ...(spec.access === 'public' ? { security: [] } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
}

/** The first place a NUL character hides in a parsed input (PostgreSQL text cannot hold one), or null. */
function nulIn(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  // a file body (a Buffer) is bytes, not text
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, field] of Object.entries(value)) {
    if (key.includes('\u0000')) return where;
    const found = nulIn(field, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a NUL character in a path parameter, the query or the body with a 400 (the database would fail on it). */
async function refuseNul(request: FastifyRequest): Promise<void> {
  const field =
    nulIn(request.params, 'params') ?? nulIn(request.query, 'query') ?? nulIn(request.body, 'body');
  if (field) throw new AppError('validation_error', 400, 'Text may not contain a NUL character', field);
}

function accessCheck(app: FastifyInstance, access: 'signed-in' | 'admin'): onRequestHookHandler[] {
  const authenticate = app.authenticate as unknown as onRequestHookHandler;
  if (access === 'signed-in') return [authenticate];
  return [
    authenticate,
    async (request) => {
      if (request.actor?.role !== 'admin') throw new AppError('forbidden', 403, 'Only an admin may do this');
    },
  ];
}
