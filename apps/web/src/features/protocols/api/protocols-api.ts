import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCreatorProgramsEndpoint } from '@ito/contracts/programs/list-creator-programs';
import type { TCreateProtocolRequest } from '@ito/contracts/protocols/create-protocol';
import { PROTOCOL_STATUS, type TProtocol } from '@ito/contracts/protocols/fields';
import { getProtocolEndpoint } from '@ito/contracts/protocols/get-protocol';
import { listProtocolsEndpoint } from '@ito/contracts/protocols/list-protocols';
import { call } from '../../../shared/api/call.ts';
import { protocolKeys } from './keys.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProtocolEndpoint } from '@ito/contracts/protocols/create-protocol';
import { deleteProtocolEndpoint } from '@ito/contracts/protocols/delete-protocol';
import { updateProtocolEndpoint, type TUpdateProtocolRequest } from '@ito/contracts/protocols/update-protocol';

/** `/api/creator/protocols` (decision 017): the caller's protocols. */

export { PROTOCOL_STATUS };
export type { TProtocol };
export type ProtocolStatus = TProtocol['status'];
export type TProtocolFields = TCreateProtocolRequest;

export const PROTOCOLS_PAGE_SIZE = 20;

export type ProtocolListFilter = { status: ProtocolStatus | null; categoryId: string | null; page: number };

/** GET creator/protocols: one page of the caller's protocols, newest first. */
export function protocolsQuery({ status, categoryId, page }: ProtocolListFilter) {
  return queryOptions({
    queryKey: protocolKeys.list({ status, categoryId, page }),
    queryFn: ({ signal }) =>
      call(listProtocolsEndpoint, {
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
    queryKey: protocolKeys.detail(id),
    queryFn: ({ signal }) => call(getProtocolEndpoint, { params: { id }, signal, silent: true }),
  });
}

/** The caller's programs, for "the program that carries it" (the studio bounds a page at 100). */
export function ownProgramsQuery() {
  return queryOptions({
    queryKey: protocolKeys.ownPrograms(),
    queryFn: ({ signal }) => call(listCreatorProgramsEndpoint, { query: { per_page: 100 }, signal, silent: true }),
    staleTime: 60_000,
  });
}

/*
 * The protocol's own writes (decision 042): name, description, category, program, and deletion. The answer becomes
 * the cached protocol, and every list refreshes. Each throws an `ApiError` when refused; a 422's field errors are in
 * the validation store for the form, a 423 (the protocol has runs) is shown by the client with what uses it.
 */

export function useCreateProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateProtocolRequest) => call(createProtocolEndpoint, { body }),
    onSuccess: (response) => {
      queryClient.setQueryData(protocolKeys.detail(response.data.id), response);
      void queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}

export function useUpdateProtocol(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProtocolRequest) => call(updateProtocolEndpoint, { params: { id }, body }),
    onSuccess: (response) => {
      queryClient.setQueryData(protocolKeys.detail(id), response);
      void queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}

/** The lists refresh whatever the answer; a deleted protocol's cached page is dropped. */
export function useDeleteProtocolMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteProtocolEndpoint, { params: { id } }),
    onSettled: async (_answer, error, id) => {
      if (!error) queryClient.removeQueries({ queryKey: protocolKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    },
  });
}
