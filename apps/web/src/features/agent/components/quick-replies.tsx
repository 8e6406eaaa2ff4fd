import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZQuickReply } from '@ito/contracts/agent/conversations';
import classes from './agent.module.css';

type TQuickReply = z.infer<typeof ZQuickReply>;

/** The answers an agent's question offers; clicking one sends its value. */
export function QuickReplies({
  replies,
  isDisabled,
  onReply,
}: {
  replies: TQuickReply[];
  isDisabled: boolean;
  onReply: (value: string) => void;
}) {
  const { t } = useTranslation('agent');
  if (replies.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('quickReplies')}>
      {replies.map((reply) => (
        <Button
          key={reply.value}
          variant="light"
          radius="xl"
          className={classes.touch}
          disabled={isDisabled}
          onClick={() => onReply(reply.value)}
        >
          {/* The agent writes in its own language: "4 weeks" must not turn into "weeks 4" on a right-to-left page. */}
          <bdi>{reply.label}</bdi>
        </Button>
      ))}
    </Group>
  );
}
