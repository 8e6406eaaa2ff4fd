import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listSessionsEndpoint, revokeSessionEndpoint } from '@ito/contracts/auth/list-sessions';
import { call } from '../../../shared/api/call.ts';
import { sessionKeys } from './keys.ts';

/** GET sessions?page=N: the caller's signed-in devices, newest first. */
export function sessionsQuery(page: number) {
  return queryOptions({
    queryKey: sessionKeys.page(page),
    // Silent: the page shows a load failure in place, with a retry button.
    queryFn: ({ signal }) => call(listSessionsEndpoint, { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/**
 * DELETE sessions/{id}: throws an `ApiError` when refused (the API client has told the user). The device lists
 * refresh whatever the answer: a refusal may mean the device was already signed out elsewhere.
 */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(revokeSessionEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
