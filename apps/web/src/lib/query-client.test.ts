import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { MAX_QUERY_RETRIES, createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  const network = new ApiError(0, 'network_error', '');
  const timeout = new ApiError(0, 'timeout', '');
  it.each([
    ['a network failure, first time', 0, network, true],
    ['a timeout, second time', 1, timeout, true],
    ['a network failure after the last retry', MAX_QUERY_RETRIES, network, false],
    ['a 404', 0, new ApiError(404, 'not_found', ''), false],
    ['a 401', 0, new ApiError(401, 'unauthorized', ''), false],
    ['a 422 validation error', 0, new ApiError(400, 'validation_error', ''), false],
    ['a 500', 0, new ApiError(500, 'internal_error', ''), false],
    ['a programming error', 0, new TypeError('x is undefined'), false],
  ])('%s → %s', (_name, failureCount, error, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });

  it('is the default of the app’s QueryClient, and mutations do not retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
