import { describe, expect, it } from 'vitest';
import { ApiError, PROFILE_TIMEOUT_MS, type ApiClient, type RequestOptions } from '../lib/api';
import { buildProfile, fakeApi, json } from '../test/factories';
import { lookUpSession } from './session-lookup';

describe('lookUpSession', () => {
  it.each([
    [200, buildProfile(), { status: 'ready', profile: buildProfile() }],
    [
      200,
      [buildProfile({ username: 'first' }), buildProfile()],
      { status: 'ready', profile: buildProfile({ username: 'first' }) },
    ],
    [404, { error: { code: 'profile_not_found', message: '' } }, { status: 'no-profile' }],
    [404, 'Not Found', { status: 'no-profile' }],
    [401, { error: { code: 'unauthorized', message: '' } }, { status: 'signed-out' }],
  ])('answer %i %j → %j', async (status, body, expected) => {
    const { api, requests } = fakeApi(() => json(status, body));
    await expect(lookUpSession(api)).resolves.toEqual(expected);
    expect(requests[0]).toMatchObject({ url: '/api/profile', method: 'GET' });
  });

  it.each([
    ['a server error', () => json(500, { error: { code: 'internal_error', message: '' } }), 'internal_error'],
    ['a forbidden answer', () => json(403, { error: { code: 'forbidden', message: '' } }), 'forbidden'],
    ['an unreachable server', () => Promise.reject(new TypeError('Failed to fetch')), 'network_error'],
  ])('throws on %s, for the retry policy to judge', async (_name, respond, code) => {
    const { api } = fakeApi(respond);
    await expect(lookUpSession(api)).rejects.toMatchObject({ code });
  });

  it('gives the profile call its own 8-second timeout (platform.md §7)', async () => {
    let seen: RequestOptions<unknown> | undefined;
    const api = {
      get: (_path: string, options?: RequestOptions<unknown>) => {
        seen = options;
        return Promise.reject(new ApiError(404, 'not_found', ''));
      },
    } as unknown as ApiClient;
    await lookUpSession(api);
    expect(seen?.timeoutMs).toBe(PROFILE_TIMEOUT_MS);
    expect(PROFILE_TIMEOUT_MS).toBe(8_000);
  });
});
