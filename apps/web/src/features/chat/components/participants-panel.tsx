import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../api/chat-types.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import classes from './messages.module.css';

interface ParticipantsPanelProps {
  chat: Chat;
  myId: string | null;
  onDelete: () => void;
  isDeleting: boolean;
  /** The drawer has a title of its own. */
  hasTitle?: boolean;
}

/**
 * SPEC 2 participants sidebar: who is in the chat, online or not (or not joined yet: decision 063), and deleting the
 * chat for me.
 */
export function ParticipantsPanel({ chat, myId, onDelete, isDeleting, hasTitle = true }: ParticipantsPanelProps) {
  const { t } = useTranslation('messages');
  // Me last; the others by presence, then name.
  const people = [...chat.participants].sort(
    (a, b) =>
      Number(a.id === myId) - Number(b.id === myId) ||
      Number(b.is_online) - Number(a.is_online) ||
      a.full_name.localeCompare(b.full_name),
  );
  return (
    <Stack gap="sm" p="sm" style={{ blockSize: '100%' }}>
      {hasTitle ? (
        <Title order={2} size="h5">
          {t('chat.participants')}
        </Title>
      ) : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="participants">
        {people.map((person) => (
          <li key={person.id} data-testid="participant" data-online={person.is_online} data-pending={person.is_pending}>
            <Group gap="sm" wrap="nowrap" py={6} mih={44}>
              <ChatAvatar
                name={person.full_name}
                avatar={person.avatar}
                isOnline={person.is_pending ? undefined : person.is_online}
                size={32}
              />
              <div style={{ minInlineSize: 0 }}>
                <Text size="sm" fw={500} className={classes.ellipsis}>
                  {person.full_name} {person.id === myId ? t('participants.you') : null}
                </Text>
                <Text size="xs" c={person.is_online ? 'success.8' : 'dimmed'}>
                  {t(
                    person.is_pending
                      ? 'participants.pending'
                      : person.is_online
                        ? 'participants.online'
                        : 'participants.offline',
                  )}
                  {person.role === 'owner' && chat.kind === 'group' ? ` · ${t('participants.owner')}` : null}
                </Text>
              </div>
            </Group>
          </li>
        ))}
      </ul>
      <Button
        variant="light"
        color="danger"
        mt="auto"
        onClick={onDelete}
        loading={isDeleting}
        className={classes.touch}
        data-testid="delete-chat"
      >
        {t('chat.delete')}
      </Button>
    </Stack>
  );
}
