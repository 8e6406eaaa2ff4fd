import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Chat } from '../api/chat-types.ts';
import { chatTitle, isPendingForMe, otherParticipant } from '../stores/chat-store.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import classes from './messages.module.css';

interface ChatListItemProps {
  chat: Chat;
  myId: string | null;
  onOpen?: () => void;
}

function usePreview(chat: Chat, myId: string | null): string {
  const { t } = useTranslation('messages');
  const last = chat.last_message;
  if (!last) return t('list.noMessages');
  // Isolated, so a message in one direction keeps its punctuation inside a label in the other.
  const text = last.body ? `\u2068${last.body}\u2069` : t('list.files', { count: last.attachments_count });
  return last.sender_id === myId ? t('list.you', { text }) : text;
}

/** One room in the messages sidebar: who, the last message, when, the unread count and the online dot. */
export function ChatListItem({ chat, myId, onOpen }: ChatListItemProps) {
  const { t, i18n } = useTranslation('messages');
  const title = chatTitle(chat, myId);
  const other = chat.kind === 'direct' ? otherParticipant(chat, myId) : null;
  const preview = usePreview(chat, myId);
  const when = chat.last_message_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }).format(new Date(chat.last_message_at))
    : '';
  const presence = other
    ? t(other.is_pending ? 'list.pending' : other.is_online ? 'list.online' : 'list.offline')
    : null;
  const description = chat.kind === 'group' ? t('list.group', { count: chat.participants.length }) : presence;
  const isInvitation = isPendingForMe(chat, myId);

  return (
    <NavLink
      to={`/messages/chat/${encodeURIComponent(chat.id)}`}
      className={classes.chatLink}
      onClick={onOpen}
      data-testid="chat-list-item"
      data-chat-id={chat.id}
    >
      <ChatAvatar
        name={title}
        avatar={other?.avatar ?? null}
        isOnline={other && !other.is_pending ? other.is_online : undefined}
      />
      <div className={classes.chatText}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fw={chat.unread_count > 0 ? 700 : 500} size="sm" className={classes.ellipsis}>
            {title}
          </Text>
          {when ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {when}
            </Text>
          ) : null}
        </Group>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" className={classes.ellipsis} dir="auto">
            {preview}
          </Text>
          {isInvitation ? (
            <Badge size="sm" variant="light" color="accent" aria-hidden>
              {t('list.invitation')}
            </Badge>
          ) : null}
          {chat.unread_count > 0 ? (
            <Badge size="sm" circle={chat.unread_count < 10} color="accent" aria-hidden>
              {chat.unread_count}
            </Badge>
          ) : null}
        </Group>
        {/* What sighted users get from the dot and the bold name, said to screen readers. */}
        <VisuallyHidden>
          {[
            description,
            isInvitation ? t('list.invitation') : null,
            chat.unread_count > 0 ? t('list.unread', { count: chat.unread_count }) : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </VisuallyHidden>
      </div>
    </NavLink>
  );
}
