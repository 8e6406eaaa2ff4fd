import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** One client for the app; features add `queryOptions` per endpoint next to their screens. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; only retry network failures and server faults, once.
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
