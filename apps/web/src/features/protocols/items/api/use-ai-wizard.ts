import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiWizardEndpoint, type TAiWizardRequest } from '@ito/contracts/protocols/ai-wizard';
import { call } from '../../../../shared/api/call.ts';
import { protocolKeys } from '../../api/keys.ts';

/**
 * The AI wizard as a mutation: it replaces the protocol's draft, so the canvas's graph (kept with
 * `staleTime: Infinity`) gets the answered graph at once and every other view of the protocol is refreshed.
 */
export function useAiWizard(protocolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ description, replace }: TAiWizardRequest) =>
      call(aiWizardEndpoint, { params: { id: protocolId }, body: { description, replace } }),
    onSuccess: async (response) => {
      queryClient.setQueryData(protocolKeys.graph(protocolId), { data: response.data.graph });
      await queryClient.invalidateQueries({ queryKey: protocolKeys.one(protocolId) });
    },
  });
}
