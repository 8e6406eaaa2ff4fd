import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { outboxEndpoint, type ZOutboxResponse } from '@ito/contracts/dev/outbox';
import { call } from '../../../shared/api/call.ts';
import { devKeys } from './keys.ts';

export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;

/** GET dev/outbox?page=N (404 in production). Silent: the page explains a missing outbox itself. */
export function outboxQuery(page: number) {
  return queryOptions({
    queryKey: devKeys.outboxPage(page),
    queryFn: ({ signal }) => call(outboxEndpoint, { query: { page }, signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
