import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAgentStore } from '../stores/agent-store.ts';

/** While the agent works: thinking, or building a plan (the flags come live, else from the answer itself). */
export function AgentStatus() {
  const { t } = useTranslation('agent');
  const thinking = useAgentStore((s) => s.thinking);
  const processing = useAgentStore((s) => s.processing);
  const text = processing ? t('status.processing') : thinking ? t('status.thinking') : '';
  return (
    <Group gap="xs" role="status" mih={24}>
      {text ? (
        <>
          <Loader size="xs" type="dots" aria-hidden />
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </>
      ) : null}
    </Group>
  );
}
