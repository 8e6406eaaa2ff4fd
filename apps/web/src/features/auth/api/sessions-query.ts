import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TListSessionsResponse } from '@ito/contracts/sessions/list-sessions';
import { api } from '../../../shared/api/client.ts';

export const sessionsKey = ['sessions'] as const;

/** GET sessions?page=N: the caller's signed-in devices, newest first. */
export function sessionsQuery(page: number) {
  return queryOptions({
    queryKey: [...sessionsKey, page],
    // Silent: the page shows a load failure in place, with a retry button.
    queryFn: ({ signal }) => api.get<TListSessionsResponse>('sessions', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE sessions/{id}: throws an `ApiError` when refused (the API client has told the user). */
export function revokeSession(id: string): Promise<unknown> {
  return api.del(`sessions/${encodeURIComponent(id)}`);
}
