import type { Profile } from '../lib/profile';
import type { ApiClient } from '../lib/api';
import { createApiClient } from '../lib/api';

/** A profile with sensible defaults; override what the test is about. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'user-1',
    username: 'jdoe',
    firstName: 'Jane',
    lastName: 'Doe',
    imageUrl: null,
    handicap: 12.4,
    membershipId: null,
    email: 'jane@example.com',
    ...overrides,
  };
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

type Responder = (request: RecordedRequest, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fake `fetch` that records every request and answers with `respond`: injected into the API client,
 * so no global is mocked.
 */
export function fakeFetch(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request: RecordedRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body,
    };
    requests.push(request);
    return respond(request, init);
  };
  return { fetch: fetchImpl, requests };
}

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An API client whose every call is answered by `respond`. */
export function fakeApi(
  respond: Responder,
  token: string | null = 'token-1',
): { api: ApiClient; requests: RecordedRequest[] } {
  const { fetch, requests } = fakeFetch(respond);
  return { api: createApiClient({ fetch, getToken: () => token }), requests };
}
