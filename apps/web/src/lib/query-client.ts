import { QueryClient } from '@tanstack/react-query';
import { isConnectivityError } from './api';

/** How many times a query is retried after a network failure or a timeout. */
export const MAX_QUERY_RETRIES = 3;

/**
 * Whether a failed query is worth another try: only when the server could not be reached. An answer
 * (4xx, 5xx) will not change by asking again, and retrying it hides the error behind seconds of spinner.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isConnectivityError(error);
}

/** The app's QueryClient with Fairway's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      // A mutation is not idempotent in general: a feature opts in to retries where it is.
      mutations: { retry: false },
    },
  });
}
