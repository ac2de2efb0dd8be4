import { describe, expect, it } from 'vitest';
import { ApiError, PROFILE_TIMEOUT_MS, type ApiClient, type RequestOptions } from '../lib/api';
import { buildProfile, fakeApi, json } from '../test/factories';
import { lookUpSession } from './session-lookup';

describe('lookUpSession', () => {
  it.each([
    [200, buildProfile(), { kind: 'profile', profile: buildProfile() }],
    [
      200,
      [buildProfile({ username: 'first' }), buildProfile()],
      { kind: 'profile', profile: buildProfile({ username: 'first' }) },
    ],
    [404, { error: { code: 'profile_not_found', message: '' } }, { kind: 'no-profile' }],
    [404, 'Not Found', { kind: 'no-profile' }],
    [401, { error: { code: 'unauthorized', message: '' } }, { kind: 'unauthorized' }],
    [500, { error: { code: 'internal_error', message: '' } }, { kind: 'unreachable' }],
    [503, 'Service Unavailable', { kind: 'unreachable' }],
    [403, { error: { code: 'forbidden', message: '' } }, { kind: 'failed' }],
    [200, { firstName: 'no username' }, { kind: 'failed' }],
  ])('answer %i %j → %j', async (status, body, expected) => {
    const { api, requests } = fakeApi(() => json(status, body));
    await expect(lookUpSession(api)).resolves.toEqual(expected);
    expect(requests[0]).toMatchObject({ url: '/api/profile', method: 'GET' });
  });

  it('calls an unreachable server unreachable', async () => {
    const { api } = fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(lookUpSession(api)).resolves.toEqual({ kind: 'unreachable' });
  });

  it('rejects only when cancelled', async () => {
    const { api } = fakeApi(
      (_request, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const lookup = lookUpSession(api, controller.signal);
    controller.abort();
    await expect(lookup).rejects.toBeDefined();
  });

  it('gives the profile call its own 8-second timeout (platform.md §7)', async () => {
    let seen: RequestOptions<unknown> | undefined;
    const api = {
      call: (_name: string, options?: RequestOptions<unknown>) => {
        seen = options;
        return Promise.reject(new ApiError(404, 'not_found', ''));
      },
    } as unknown as ApiClient;
    await lookUpSession(api);
    expect(seen?.timeoutMs).toBe(PROFILE_TIMEOUT_MS);
    expect(PROFILE_TIMEOUT_MS).toBe(8_000);
  });
});
