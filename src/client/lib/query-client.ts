import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRequest } from '@/domain/http/should-retry-request';
import { readFailureStatus } from './request-error';

// Spec section 9: stale 30 s, kept 5 minutes, 2 query retries, 1 mutation retry, no refetch on focus
// or mount, refetch on reconnect.
const staleTimeMs = 30_000;
const gcTimeMs = 5 * 60_000;
const queryRetries = 2;
const mutationRetries = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimeMs,
        gcTime: gcTimeMs,
        retry: (failureCount, error) =>
          shouldRetryRequest(failureCount, queryRetries, readFailureStatus(error)),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
        // Asked even offline: the service worker answers with the last copy it kept (decision 0028);
        // only retries wait for the connection.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: (failureCount, error) =>
          shouldRetryRequest(failureCount, mutationRetries, readFailureStatus(error)),
      },
    },
  });
}
