import { ERROR_CODES, STATUS_OF } from '@fairway/contract';
import { BETTER_AUTH_PATHS, GENERIC_CODE_BY_STATUS } from '@fairway/contract/runtime';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/factories';
import { ApiError, createApiClient, errorMessageKey, isConnectivityError, isKnownErrorCode } from './api';

function client(respond: Parameters<typeof fakeFetch>[0], token: string | null = null) {
  const fake = fakeFetch(respond);
  return { api: createApiClient({ fetch: fake.fetch, getToken: () => token }), requests: fake.requests };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiClient', () => {
  it('calls paths under /api and returns the JSON answer', async () => {
    const { api, requests } = client(() => json(200, { ok: true }));
    await expect(api.call('health', {})).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({ url: '/api/health', method: 'GET' });
    expect(requests[0]?.headers.accept).toBe('application/json');
  });

  it('sends the bearer token when there is one, and no header when there is none', async () => {
    const signedIn = client(() => json(200, {}), 'abc');
    await signedIn.api.call('ownProfile', {});
    expect(signedIn.requests[0]?.headers.authorization).toBe('Bearer abc');

    const signedOut = client(() => json(200, {}), null);
    await signedOut.api.call('ownProfile', {});
    expect(signedOut.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends a body as JSON', async () => {
    const { api, requests } = client(() => json(201, { id: 1 }));
    await expect(api.call('createGuest', { body: { name: 'Birdie on 7' } })).resolves.toEqual({ id: 1 });
    expect(requests[0]).toMatchObject({ url: '/api/guests', method: 'POST', body: '{"name":"Birdie on 7"}' });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends a file as it is, letting the caller set its content type', async () => {
    const { api, requests } = client(() => json(201, {}));
    const file = new Blob(['image bytes']);
    await api.call('uploadImage', { query: { purpose: 'avatar' }, body: file });
    expect(requests[0]).toMatchObject({ url: '/api/media/images?purpose=avatar', method: 'POST' });
    expect(requests[0]?.body).toBe(file);
    expect(requests[0]?.headers).not.toHaveProperty('content-type');
  });

  it('builds the query string, leaving out empty values', async () => {
    const { api, requests } = client(() => json(200, []));
    await api.call('clubs', { query: { query: 'tiger woods', page: 2, limit: undefined } });
    expect(requests[0]?.url).toBe('/api/golf-clubs?query=tiger+woods&page=2');
  });

  it('takes each route’s method and path from the table, its parameters encoded', async () => {
    const { api, requests } = client(() => new Response(null, { status: 204 }));
    await expect(
      api.call('setGamePreferences', { params: { gameId: 'g 1' }, body: {} }),
    ).resolves.toBeUndefined();
    await api.call('deleteGame', { params: { gameId: 'g1' } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/games/g%201/preferences',
      'DELETE /api/game/g1',
    ]);
  });

  it('validates the answer with `parse`', async () => {
    const { api } = client(() => json(200, { n: '3' }));
    const parse = (data: unknown) => Number((data as { n: string }).n);
    await expect(api.betterAuth(BETTER_AUTH_PATHS.getSession, { method: 'GET', parse })).resolves.toBe(3);
  });

  it('turns the API error shape into an ApiError', async () => {
    const { api } = client(() =>
      json(409, { error: { code: 'username_already_used', message: 'Username taken', field: 'username' } }),
    );
    const error = await caught(api.call('revokeSession', { body: { id: 's1' } }));
    expect(error).toMatchObject({
      status: 409,
      code: 'username_already_used',
      message: 'Username taken',
      field: 'username',
    });
  });

  it.each([
    [401, 'unauthorized'],
    [404, 'not_found'],
    [502, 'service_unavailable'],
    [503, 'service_unavailable'],
    [418, 'unknown_error'],
  ])('maps an answer %i without the error shape to %s', async (status, code) => {
    const { api } = client(() => new Response('<html>Bad gateway</html>', { status }));
    const error = await caught(api.call('health', {}));
    expect(error).toMatchObject({ status, code, field: undefined });
  });

  it('reports an unreachable server as network_error', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api.call('ownProfile', {}));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('reports a call slower than its timeout as timeout, with a per-call override', async () => {
    const hang: Parameters<typeof fakeFetch>[0] = (_request, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const { api } = client(hang);
    const started = Date.now();
    const error = await caught(api.call('ownProfile', { timeoutMs: 20 }));
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);

    const slowClient = createApiClient({ fetch: fakeFetch(hang).fetch, timeoutMs: 10 });
    await expect(slowClient.call('health', {})).rejects.toMatchObject({ code: 'timeout' });
  });

  it('lets a caller cancel: the abort is not turned into an ApiError', async () => {
    const { api } = client(
      (_request, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const call = api.call('ownProfile', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });

  it('refuses a 200 whose body is not JSON', async () => {
    const { api } = client(() => new Response('<!doctype html>', { status: 200 }));
    const error = await caught(api.call('ownProfile', {}));
    expect(error).toMatchObject({ status: 200, code: 'unknown_error' });
  });
});

describe('a call refused with 401 (platform.md §7)', () => {
  const unauthorized = () => json(401, { error: { code: 'unauthorized', message: 'Sign in first' } });

  /** A client whose token lives in a variable, with the renewal hooks recorded. */
  function renewingClient(respond: Parameters<typeof fakeFetch>[0], initial: string | null = 'old') {
    let token = initial;
    const expired: string[] = [];
    const fake = fakeFetch(respond);
    const api = createApiClient({
      fetch: fake.fetch,
      getToken: () => token,
      setToken: (next) => {
        token = next;
      },
      onUnauthorized: (refused) => expired.push(refused),
    });
    return { api, requests: fake.requests, expired, token: () => token };
  }

  it('asks get-session once, stores the token it hands back, and retries with it', async () => {
    const { api, requests, expired, token } = renewingClient((request) => {
      if (request.url === '/api/auth/get-session')
        return new Response('{}', { status: 200, headers: { 'set-auth-token': 'new' } });
      return request.headers.authorization === 'Bearer new' ? json(200, { ok: 1 }) : unauthorized();
    });
    await expect(api.call('ownProfile', {})).resolves.toEqual({ ok: 1 });
    expect(requests.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/api/profile', 'Bearer old'],
      ['/api/auth/get-session', 'Bearer old'],
      ['/api/profile', 'Bearer new'],
    ]);
    expect(token()).toBe('new');
    expect(expired).toEqual([]);
  });

  it('retries once with the same token when none comes back, then gives up and reports the session over', async () => {
    const { api, requests, expired } = renewingClient((request) =>
      request.url === '/api/auth/get-session' ? json(200, null) : unauthorized(),
    );
    const error = await caught(api.call('createGuest', { body: { name: 'x' } }));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/guests',
      '/api/auth/get-session',
      '/api/guests',
    ]);
    expect(expired).toEqual(['old']);
  });

  it('does not renew a call made without a token, nor other failures', async () => {
    const signedOut = renewingClient(unauthorized, null);
    await expect(signedOut.api.betterAuth(BETTER_AUTH_PATHS.signInEmail, { body: {} })).rejects.toMatchObject(
      { status: 401 },
    );
    expect(signedOut.requests).toHaveLength(1);
    expect(signedOut.expired).toEqual([]);

    const forbidden = renewingClient(() => json(403, { error: { code: 'forbidden', message: '' } }));
    await expect(forbidden.api.call('health', {})).rejects.toMatchObject({ status: 403 });
    expect(forbidden.requests).toHaveLength(1);
  });

  it('shares one renewal between calls refused together', async () => {
    const { api, requests } = renewingClient((request) => {
      if (request.url === '/api/auth/get-session')
        return new Response('{}', { status: 200, headers: { 'set-auth-token': 'new' } });
      return request.headers.authorization === 'Bearer new' ? json(200, {}) : unauthorized();
    });
    await Promise.all([api.call('health', {}), api.call('publicConfig', {}), api.call('ownProfile', {})]);
    expect(requests.filter((request) => request.url === '/api/auth/get-session')).toHaveLength(1);
  });

  it('a client without the renewal hooks just reports the 401', async () => {
    const { api, requests } = client(unauthorized, 'tok');
    await expect(api.call('ownProfile', {})).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });
});

describe('request options', () => {
  it('hands the answer’s headers to onHeaders and passes credentials on', async () => {
    let credentials: RequestCredentials | undefined;
    const { api } = client((_request, init) => {
      credentials = init?.credentials;
      return new Response('{}', { status: 200, headers: { 'set-auth-token': 'abc' } });
    });
    let seen: string | null = null;
    await api.betterAuth(BETTER_AUTH_PATHS.getSession, {
      method: 'GET',
      credentials: 'include',
      onHeaders: (headers) => {
        seen = headers.get('set-auth-token');
      },
    });
    expect(seen).toBe('abc');
    expect(credentials).toBe('include');
  });
});

describe('GENERIC_CODE_BY_STATUS', () => {
  it('agrees with the contract for every status the contract names', () => {
    for (const [code, status] of Object.entries(STATUS_OF)) {
      expect(GENERIC_CODE_BY_STATUS[status], `status ${status}`).toBe(code);
    }
  });
});

describe('errorMessageKey', () => {
  it.each([
    ['a known API code', new ApiError(409, 'username_already_used', 'x'), 'errors:username_already_used'],
    ['a network failure', new ApiError(0, 'network_error', 'x'), 'errors:network_error'],
    ['a timeout', new ApiError(0, 'timeout', 'x'), 'errors:timeout'],
    ['a code newer than this client', new ApiError(400, 'brand_new_code', 'x'), 'errors:unknown_error'],
    ['a key of errors that is not a code', new ApiError(400, 'notFound', 'x'), 'errors:unknown_error'],
    ['an error that is not an ApiError', new Error('boom'), 'errors:unknown_error'],
    ['not an error at all', 'nope', 'errors:unknown_error'],
  ])('gives the key for %s', (_name, error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });

  it('knows every contract code', () => {
    for (const code of ERROR_CODES) expect(isKnownErrorCode(code), code).toBe(true);
  });
});

describe('isConnectivityError', () => {
  it.each([
    [new ApiError(0, 'network_error', ''), true],
    [new ApiError(0, 'timeout', ''), true],
    [new ApiError(404, 'not_found', ''), false],
    [new ApiError(500, 'internal_error', ''), false],
    [new TypeError('Failed to fetch'), false],
  ])('%s → %s', (error, expected) => {
    expect(isConnectivityError(error)).toBe(expected);
  });
});
