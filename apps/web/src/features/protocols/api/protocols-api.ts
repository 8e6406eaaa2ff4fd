import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TListCreatorProgramsResponse } from '@ito/contracts/programs/list-creator-programs';
import type { TCreateProtocolRequest, TProtocolResponse } from '@ito/contracts/protocols/create-protocol';
import type { TDeletedResponse } from '@ito/contracts/protocols/delete-protocol';
import { PROTOCOL_STATUS, type TProtocol } from '@ito/contracts/protocols/fields';
import type { TListProtocolsResponse } from '@ito/contracts/protocols/list-protocols';
import type { TUpdateProtocolRequest } from '@ito/contracts/protocols/update-protocol';
import { api } from '../../../shared/api/client.ts';

/** `/api/creator/protocols` (decision 017): the caller's protocols. */

export { PROTOCOL_STATUS };
export type { TProtocol };
export type ProtocolStatus = TProtocol['status'];
export type TProtocolFields = TCreateProtocolRequest;

export const PROTOCOLS_PAGE_SIZE = 20;
export const protocolsKey = ['protocols'] as const;
export const protocolKey = (id: string) => ['protocols', 'one', id] as const;

export type ProtocolListFilter = { status: ProtocolStatus | null; categoryId: string | null; page: number };

const protocolPath = (id: string) => `creator/protocols/${encodeURIComponent(id)}`;

/** GET creator/protocols: one page of the caller's protocols, newest first. */
export function protocolsQuery({ status, categoryId, page }: ProtocolListFilter) {
  return queryOptions({
    queryKey: [...protocolsKey, 'list', status ?? 'all', categoryId ?? 'any', page],
    queryFn: ({ signal }) =>
      api.get<TListProtocolsResponse>('creator/protocols', {
        query: {
          status: status ?? undefined,
          category_id: categoryId ?? undefined,
          page,
          per_page: PROTOCOLS_PAGE_SIZE,
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function protocolQuery(id: string) {
  return queryOptions({
    queryKey: protocolKey(id),
    queryFn: ({ signal }) => api.get<TProtocolResponse>(protocolPath(id), { signal, silent: true }),
  });
}

/** Throws on refusal; a 422's field errors are in the validation store for the form. */
export function createProtocol(body: TCreateProtocolRequest): Promise<TProtocolResponse> {
  return api.post<TProtocolResponse>('creator/protocols', body);
}

/** Resolves `false` when the server refused (the client has shown why). */
export function updateProtocol(id: string, body: TUpdateProtocolRequest) {
  return api.put<TProtocolResponse>(protocolPath(id), body);
}

/** Resolves `false` when refused; a 423 (the protocol has runs) is shown by the client with what uses it. */
export function deleteProtocol(id: string) {
  return api.del<TDeletedResponse>(protocolPath(id));
}

/** The caller's programs, for "the program that carries it" (the studio bounds a page at 100). */
export function ownProgramsQuery() {
  return queryOptions({
    queryKey: [...protocolsKey, 'own-programs'],
    queryFn: ({ signal }) =>
      api.get<TListCreatorProgramsResponse>('creator/programs', { query: { per_page: 100 }, signal, silent: true }),
    staleTime: 60_000,
  });
}
