import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZOutboxResponse } from '@ito/contracts/dev/outbox';
import { api } from '../../../shared/api/client.ts';

export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;

/** GET dev/outbox?page=N (404 in production). Silent: the page explains a missing outbox itself. */
export function outboxQuery(page: number) {
  return queryOptions({
    queryKey: ['dev', 'outbox', page],
    queryFn: ({ signal }) => api.get<TOutboxResponse>('dev/outbox', { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
