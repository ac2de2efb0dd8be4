import type { ZodType, input, output } from 'zod';

/*
 * How the route table is written. Each feature has two files: `<feature>.paths.ts`, each route's name and
 * `METHOD /path` (no zod: the web app's client needs only these at run time), and `<feature>.ts`, which adds to
 * each path who may call it, its schemas and its answers with `defineRoutes`. The server registers every route from
 * the table (apps/server/src/http/route.ts); the web client is typed by it (apps/web/src/lib/api.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's method and path, `:name` for each path parameter: `'GET /game/:gameId'`. Paths are under `/api`. */
export type Endpoint = `${HttpMethod} /${string}`;

/** Who may call a route: anyone, a signed-in user, or an admin (others are refused with 401 or 403). */
export type Access = 'public' | 'signed-in' | 'admin';

/** What a feature's route file says about each of its paths. */
export interface RouteSpec {
  access: Access;
  /** One line for the API docs (/api/docs). */
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: ZodType;
  query?: ZodType;
  /** A JSON body. */
  body?: ZodType;
  /** The body is a file sent as it is (its content type says what it is), not JSON. */
  fileBody?: true;
  /** Each status the route answers with, and the schema of that answer (`z.null()` for none). */
  answers: Readonly<Record<number, ZodType>>;
  /** For a route whose answer depends on its query's `view` (the club list): each view's answer. */
  views?: Readonly<Record<string, ZodType>>;
}

/** One route of the table: its spec with its method and path. */
export type Route<E extends Endpoint = Endpoint, S extends RouteSpec = RouteSpec> = S & {
  method: E extends `${infer M extends HttpMethod} ${string}` ? M : never;
  path: E extends `${HttpMethod} ${infer P}` ? P : never;
};

/**
 * Joins a feature's paths with their specs. Both must name the same routes (a missing or an extra name does not
 * typecheck), so a path is written once, in the paths file.
 */
export function defineRoutes<
  const P extends Record<string, Endpoint>,
  const S extends { [K in keyof P]: RouteSpec },
>(paths: P, specs: S & Record<Exclude<keyof S, keyof P>, never>): { [K in keyof P]: Route<P[K], S[K]> } {
  return Object.fromEntries(
    Object.entries(paths).map(([name, endpoint]) => {
      const [method, path] = splitEndpoint(endpoint);
      return [name, { ...(specs as Record<string, RouteSpec>)[name], method, path }];
    }),
  ) as { [K in keyof P]: Route<P[K], S[K]> };
}

/** `'GET /game/:gameId'` → `['GET', '/game/:gameId']`. */
export function splitEndpoint(endpoint: Endpoint): [HttpMethod, string] {
  const space = endpoint.indexOf(' ');
  return [endpoint.slice(0, space) as HttpMethod, endpoint.slice(space + 1)];
}

type SuccessStatus = 200 | 201 | 204;
type Schema<R, K extends string> = R extends { [key in K]: infer T extends ZodType } ? T : never;
/** `{}` when a route has no such part; optional when every field of it is. */
type Part<K extends string, T extends ZodType> = [T] extends [never]
  ? unknown
  : undefined extends input<T>
    ? { [key in K]?: input<T> }
    : Partial<input<T>> extends input<T>
      ? { [key in K]?: input<T> }
      : { [key in K]: input<T> };

/** What a client sends to a route: `{ params, query, body }`, each as its schema reads it. */
export type RouteInput<R extends RouteSpec> = Part<'params', Schema<R, 'params'>> &
  Part<'query', Schema<R, 'query'>> &
  (R extends { fileBody: true } ? { body: FileLike } : Part<'body', Schema<R, 'body'>>);

/** A file to send as it is (a browser's `Blob` or `File`). */
export interface FileLike {
  readonly size: number;
  readonly type: string;
}

/**
 * What a route answers when it succeeds; for a route with `views`, the answer of the view that `input` asks for
 * (`{ query: { view: 'map' } }`).
 */
export type RouteAnswer<R extends RouteSpec, I = unknown> = R extends {
  views: infer V extends Readonly<Record<string, ZodType>>;
}
  ? I extends { query: { view: infer K extends keyof V } }
    ? output<V[K]>
    : SuccessAnswer<R>
  : SuccessAnswer<R>;

type SuccessAnswer<R extends RouteSpec> = output<R['answers'][Extract<keyof R['answers'], SuccessStatus>]>;
