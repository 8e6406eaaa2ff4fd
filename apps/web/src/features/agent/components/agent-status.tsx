import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAgentStore } from '../stores/agent-store.ts';
import classes from './agent.module.css';

/**
 * While the agent works: thinking, or building a plan (the flags come live, else from the answer itself). With a model,
 * the reply it is writing shows below as it grows (decision 039); it is not a live region, so screen readers hear the
 * final message once rather than every word.
 */
export function AgentStatus() {
  const { t } = useTranslation('agent');
  const thinking = useAgentStore((s) => s.thinking);
  const processing = useAgentStore((s) => s.processing);
  const streaming = useAgentStore((s) => (s.processing ? s.streaming : ''));
  const text = processing ? t('status.processing') : thinking ? t('status.thinking') : '';
  return (
    <>
      {streaming ? (
        <div className={`${classes.message} ${classes.theirs} ${classes.pending}`} aria-busy="true">
          <span className={classes.who}>{t('chat.agent')}</span>
          <div className={classes.bubble}>
            <Text size="sm" className={classes.text} dir="auto">
              {streaming}
            </Text>
          </div>
        </div>
      ) : null}
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
    </>
  );
}
