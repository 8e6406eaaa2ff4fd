import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAcceptChatRoom } from '../api/chat-api.ts';
import type { Chat } from '../api/chat-types.ts';
import { inviterOf } from '../stores/chat-store.ts';
import classes from './messages.module.css';

interface JoinChatPromptProps {
  chat: Chat;
  myId: string | null;
  /** Leaves the group, or deletes a direct chat for me. */
  onDecline: () => void;
  isDeclining: boolean;
}

/**
 * A chat someone else added me to (decision 063): who did, what joining means (the others see when I am online, when
 * I have read and when I type), and the choice to join or to leave (a group) or delete it (a direct chat).
 */
export function JoinChatPrompt({ chat, myId, onDecline, isDeclining }: JoinChatPromptProps) {
  const { t } = useTranslation('messages');
  const accept = useAcceptChatRoom();
  const inviter = inviterOf(chat, myId);
  const isGroup = chat.kind === 'group';
  const title = inviter
    ? t(isGroup ? 'join.addedBy' : 'join.startedBy', { name: `\u2068${inviter.full_name}\u2069` })
    : t(isGroup ? 'join.added' : 'join.started');

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      m="sm"
      aria-labelledby="join-chat-title"
      data-testid="join-chat"
    >
      <Stack gap="xs">
        <Text fw={600} id="join-chat-title">
          {title}
        </Text>
        <Text size="sm">{t('join.lead')}</Text>
        {accept.isError ? (
          <Text size="sm" c="danger.8" role="alert">
            {t('join.failed')}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            onClick={() => accept.mutate(chat.id)}
            loading={accept.isPending}
            disabled={isDeclining}
            className={classes.touch}
          >
            {t('join.accept')}
          </Button>
          <Button
            variant="light"
            color="danger"
            onClick={onDecline}
            loading={isDeclining}
            disabled={accept.isPending}
            className={classes.touch}
          >
            {t(isGroup ? 'join.leave' : 'join.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
