import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProtocolEndpoint, type TCreateProtocolRequest } from '@ito/contracts/protocols/create-protocol';
import { deleteProtocolEndpoint } from '@ito/contracts/protocols/delete-protocol';
import { updateProtocolEndpoint, type TUpdateProtocolRequest } from '@ito/contracts/protocols/update-protocol';
import { call } from '../../../shared/api/call.ts';
import { protocolKeys } from '../../../shared/api/query-keys.ts';

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
