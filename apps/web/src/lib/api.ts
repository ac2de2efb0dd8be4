import type { ErrorCode, RouteAnswer, RouteInput, routes } from '@fairway/contract';
import {
  BETTER_AUTH_PATHS,
  GENERIC_CODE_BY_STATUS,
  PATHS,
  splitEndpoint,
  type RouteName,
} from '@fairway/contract/runtime';
import errorMessages from '../i18n/locales/en/errors.json';
import { emitSessionEvent } from './session-events';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

// Only types come from @fairway/contract here, and values from its zod-free `runtime` entry: the schemas pull zod,
// which must stay out of the first bundle. The codes the web app knows are the keys of the English `errors` namespace; a test checks that
// it holds every ERROR_CODE and the client-side codes below.

/** Codes the client makes up itself, for failures that never reached the API. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'unknown_error';

/** Every code an {@link ApiError} can carry that the app knows how to translate. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Default timeout of every call (platform.md §7, §9). */
export const DEFAULT_TIMEOUT_MS = 20_000;
/** Timeout of `GET /profile` at start-up (platform.md §7). */
export const PROFILE_TIMEOUT_MS = 8_000;

/**
 * A failed call: the HTTP status (0 when no answer arrived), the API's error code (or a client-side one),
 * the server's English message for logs, and the invalid field of a validation error.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Usually an {@link ApiErrorCode}; a newer server may send a code this client does not know yet. */
  readonly code: ApiErrorCode | (string & {});
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON, except FormData, Blob and URLSearchParams which go as they are. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the abort reason. */
  signal?: AbortSignal;
  /** Validates and types the answer, e.g. a contract schema's `parse`. */
  parse?: (data: unknown) => T;
  /** Receives the headers of a successful answer (sign-in reads its `set-auth-token`). */
  onHeaders?: (headers: Headers) => void;
  /** `include` sends the server's cookies too (the social sign-in hand-off); fetch's default otherwise. */
  credentials?: RequestCredentials;
}

export interface ApiClientConfig {
  /** Prefix of every path; `/api` by default. */
  baseUrl?: string;
  /** The fetch to use; injected by tests. */
  fetch?: typeof fetch;
  /** The bearer token to send, read on every call; no header when it returns null. */
  getToken?: () => string | null;
  timeoutMs?: number;
  /**
   * Stores a renewed token. With it, a call made with a token and refused with 401 asks
   * `GET {baseUrl}/auth/get-session` once (storing the `set-auth-token` it may answer, if the token did not
   * change meanwhile) and is retried once (platform.md §7).
   */
  setToken?: (token: string) => void;
  /** Told when a call is still refused with 401 after the renewal and the retry: the session is over. */
  onUnauthorized?: (token: string) => void;
}

type Routes = typeof routes;

/** How one call is made: everything of {@link RequestOptions} but what the route table says. */
export type CallOptions = Omit<RequestOptions<unknown>, 'method' | 'body' | 'query' | 'parse'>;

/** What a call of route `N` takes: its `params`, `query` and `body` as the table types them, and call options. */
export type CallInput<N extends RouteName> = RouteInput<Routes[N]> & CallOptions;

/** What route `N` answers when it succeeds (for the club list, the answer of the view `I` asks for). */
export type CallAnswer<N extends RouteName, I = unknown> = RouteAnswer<Routes[N], I>;

export interface ApiClient {
  /**
   * Calls a route of the contract's table by its name, typed by it:
   * `api.call('gameDetail', { params: { gameId }, signal })`.
   */
  call<N extends RouteName, const I extends CallInput<N>>(name: N, input: I): Promise<CallAnswer<N, I>>;
  /**
   * Calls a path of Better Auth's own handler (`BETTER_AUTH_PATHS`), which the route table does not hold; every
   * other route goes through {@link ApiClient.call}.
   */
  betterAuth<T = unknown>(
    path: (typeof BETTER_AUTH_PATHS)[keyof typeof BETTER_AUTH_PATHS],
    options?: RequestOptions<T>,
  ): Promise<T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Builds the {@link ApiError} of a non-2xx answer from its (possibly absent or foreign) body. */
export function errorFromResponse(status: number, data: unknown): ApiError {
  if (isRecord(data) && isRecord(data.error) && typeof data.error.code === 'string') {
    const { code, message, field } = data.error;
    return new ApiError(
      status,
      code,
      typeof message === 'string' ? message : code,
      typeof field === 'string' ? field : undefined,
    );
  }
  const code = GENERIC_CODE_BY_STATUS[status] ?? 'unknown_error';
  return new ApiError(status, code, `HTTP ${status}`);
}

/** Creates a typed JSON client for the Fairway API (see {@link ApiClientConfig}). */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = config.baseUrl ?? '/api';
  // Called unbound, window.fetch throws "Illegal invocation".
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Concurrent calls refused with the same token share one renewal.
  let renewal: { token: string; done: Promise<void> } | null = null;

  /** Asks the server for the session of `stale`, storing the fresh token it may hand back. Never throws. */
  function renew(stale: string): Promise<void> {
    if (renewal?.token === stale) return renewal.done;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), defaultTimeout);
    const done = fetchImpl(buildUrl(baseUrl, BETTER_AUTH_PATHS.getSession, undefined), {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${stale}` },
      signal: controller.signal,
    })
      .then((response) => {
        const fresh = response.headers.get('set-auth-token');
        // Only replace the token the call was refused with: a sign-in meanwhile wins.
        if (response.ok && fresh && fresh !== stale && config.getToken?.() === stale)
          config.setToken?.(fresh);
      })
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        if (renewal?.done === done) renewal = null;
      });
    renewal = { token: stale, done };
    return done;
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const token = config.getToken?.() ?? null;
    try {
      return await attempt(path, options, token);
    } catch (error) {
      const canRenew = config.setToken !== undefined || config.onUnauthorized !== undefined;
      if (!canRenew || token === null || !(error instanceof ApiError) || error.status !== 401) throw error;
      await renew(token);
      const retryToken = config.getToken?.() ?? null;
      // Signed out meanwhile: nothing to retry with.
      if (retryToken === null) throw error;
      try {
        return await attempt(path, options, retryToken);
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) config.onUnauthorized?.(retryToken);
        throw retryError;
      }
    }
  }

  async function attempt<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // An Authorization given by the caller wins (sign-out sends the token it is ending).
    if (token && headers.Authorization === undefined) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? defaultTimeout);
    const { signal } = options;
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
      // Reading the body is part of the call: the timeout covers it too.
      text = await response.text();
    } catch (cause) {
      if (timedOut) throw new ApiError(0, 'timeout', `Request to ${path} timed out`);
      if (signal?.aborted) throw cause;
      throw new ApiError(0, 'network_error', `Request to ${path} failed: ${String(cause)}`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    let data: unknown = undefined;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        if (response.ok) throw new ApiError(response.status, 'unknown_error', `Invalid JSON from ${path}`);
        data = undefined;
      }
    }
    if (!response.ok) throw errorFromResponse(response.status, data);
    options.onHeaders?.(response.headers);
    return options.parse ? options.parse(data) : (data as T);
  }

  function call<N extends RouteName, I extends CallInput<N>>(name: N, input: I): Promise<CallAnswer<N, I>> {
    const [method, template] = splitEndpoint(PATHS[name]);
    const { params, query, body, ...options } = input as CallOptions & {
      params?: Record<string, string | number>;
      query?: RequestOptions<unknown>['query'];
      body?: unknown;
    };
    const path = template.replace(/:(\w+)/g, (_, key: string) =>
      encodeURIComponent(String(params?.[key] ?? '')),
    );
    return request<CallAnswer<N, I>>(path, { ...options, method, body, query });
  }

  return { call, betterAuth: (path, options) => request(path, { method: 'POST', ...options }) };
}

/** Whether a failure means the server could not be reached (worth retrying), as opposed to an answer. */
export function isConnectivityError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'network_error' || error.code === 'timeout');
}

/** Whether the app has a translated message for this code. */
export function isKnownErrorCode(code: string): code is ApiErrorCode {
  return (
    Object.hasOwn(errorMessages, code) && typeof (errorMessages as Record<string, unknown>)[code] === 'string'
  );
}

/**
 * The i18n key of the message to show for a failure: `errors:<code>` for a code the app knows, else
 * `errors:unknown_error` (a non-API error, or a code newer than this client).
 */
export function errorMessageKey(error: unknown): `errors:${ApiErrorCode}` {
  if (error instanceof ApiError && isKnownErrorCode(error.code)) {
    return `errors:${error.code}`; // i18n-dynamic: every code is checked by i18n.test.ts
  }
  return 'errors:unknown_error';
}

/**
 * Stores a token the server handed back for the current session (a renewal, a password change that ended
 * every other session) and tells the SessionProvider, which keeps the user signed in with it.
 */
export function storeRenewedToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  emitSessionEvent({ type: 'token-renewed', token });
}

/**
 * The app's client: base `/api`, token from storage. A renewed token is stored and announced; a session the
 * server no longer knows is announced too, and the SessionProvider signs out (see session-events.ts).
 */
export const api: ApiClient = createApiClient({
  getToken: () => readStorage(STORAGE_KEYS.token),
  setToken: storeRenewedToken,
  onUnauthorized: (token) => emitSessionEvent({ type: 'expired', token }),
});
