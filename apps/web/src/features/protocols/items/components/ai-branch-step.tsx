import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@ito/protocol/model';
import { stepPlaces } from '@ito/protocol/graph';
import { draftGraphQuery } from '../api/items-api.ts';

/**
 * Which step of the draft a branch's place is (decision 048: the branch runs when a follower reaches it), or that no
 * step sits there, so the creator never writes a prompt that runs nowhere without knowing.
 */
export function AiBranchStep({ protocolId, place }: { protocolId: string; place: string }) {
  const { t } = useTranslation('protocol-items');
  const graph = useQuery(draftGraphQuery(protocolId));
  if (!graph.isSuccess) return null;
  const step = stepPlaces(graph.data.data.nodes as unknown as FlowNode[]).get(place);
  return (
    <Text size="sm" c={step ? undefined : 'dimmed'} data-testid="ai-branch-step">
      {step ? (
        <>
          {t('aiModule.runsAt')} <bdi>{step.data.name || step.id}</bdi>
        </>
      ) : (
        t('aiModule.runsNowhere')
      )}
    </Text>
  );
}
