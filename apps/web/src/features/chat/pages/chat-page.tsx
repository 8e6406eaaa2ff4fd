import { useState } from 'react';
import { ActionIcon, Anchor, Button, Center, Drawer, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { THEME } from '@ito/contracts/constants';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useDeleteChatRoom, useLeaveChatRoom } from '../api/chat-api.ts';
import { Composer } from '../components/composer.tsx';
import { JoinChatPrompt } from '../components/join-chat-prompt.tsx';
import { MessageLog } from '../components/message-log.tsx';
import classes from '../components/messages.module.css';
import { MessagesShell } from '../components/messages-shell.tsx';
import { ParticipantsPanel } from '../components/participants-panel.tsx';
import { TypingIndicator } from '../components/typing-indicator.tsx';
import { useChatRoom } from '../hooks/use-chat-room.ts';
import { chatTitle, isPendingForMe, otherParticipant, useChatStore } from '../stores/chat-store.ts';

/** `/messages/chat/{id}`: one conversation with the messages sidebar and the participants sidebar (SPEC 2). */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const myId = useSessionStore((s) => s.user?.id ?? null);
  const { maxLength, isLoading, problem, isLoadingOlder, olderFailed, loadOlder, retry } = useChatRoom(id);
  // The store's copy: presence and read receipts arrive live there.
  const chat = useChatStore((s) => (s.currentChat?.id === id ? s.currentChat : null));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const deletion = useDeleteChatRoom();
  const leaving = useLeaveChatRoom();
  const isDeleting = deletion.isPending;
  const title = chat ? chatTitle(chat, myId) : '';
  usePageTitle(title ? t('page.chatTitle', { name: title }) : t('page.title'));

  async function remove() {
    if (deletion.isPending) return;
    if (!(await useUiStore.getState().confirm(`${t('chat.deleteTitle')} ${t('chat.deleteBody')}`))) return;
    try {
      await deletion.mutateAsync(id);
    } catch {
      return; // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    setDrawerOpen(false);
    void navigate('/messages', { replace: true });
  }

  async function leave() {
    if (leaving.isPending || !myId) return;
    if (!(await useUiStore.getState().confirm(`${t('join.leaveTitle')} ${t('join.leaveBody')}`))) return;
    try {
      await leaving.mutateAsync({ roomId: id, myId });
    } catch {
      return; // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    void navigate('/messages', { replace: true });
  }

  const participants = chat ? (
    <ParticipantsPanel chat={chat} myId={myId} onDelete={() => void remove()} isDeleting={isDeleting} />
  ) : null;
  const other = chat?.kind === 'direct' ? otherParticipant(chat, myId) : null;

  return (
    <MessagesShell roomId={id} participants={participants}>
      <section className={classes.pane} style={{ blockSize: '100%' }} aria-labelledby="chat-title">
        <header className={classes.paneHeader}>
          <Anchor component={Link} to="/messages" hiddenFrom="sm" className={classes.touch} size="sm">
            {t('page.back')}
          </Anchor>
          <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
            <Title order={1} size="h4" id="chat-title" className={classes.ellipsis}>
              {title || t('page.title')}
            </Title>
            {other ? (
              <Text size="xs" c={other.is_online ? 'success.8' : 'dimmed'} data-testid="chat-presence">
                {t(
                  other.is_pending
                    ? 'participants.pending'
                    : other.is_online
                      ? 'participants.online'
                      : 'participants.offline',
                )}
              </Text>
            ) : chat ? (
              <Text size="xs" c="dimmed">
                {t('list.group', { count: chat.participants.length })}
              </Text>
            ) : null}
          </Stack>
          {chat ? (
            <ActionIcon
              variant="subtle"
              size={44}
              hiddenFrom="md"
              aria-label={t('chat.showParticipants')}
              onClick={() => setDrawerOpen(true)}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
                <circle cx="7" cy="7" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <circle cx="14" cy="8" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path
                  d="M2 17c.6-3 2.6-4.5 5-4.5s4.4 1.5 5 4.5M12 13c2.6-.4 4.9.8 5.6 3.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
              </svg>
            </ActionIcon>
          ) : null}
        </header>
        {problem ? (
          <Stack p="lg" gap="sm" align="flex-start" role="alert">
            <Text>
              {problem === 'forbidden'
                ? t('chat.forbidden')
                : problem === 'not-found'
                  ? t('chat.notFound')
                  : t('chat.loadFailed')}
            </Text>
            {problem === 'failed' ? (
              <Button variant="light" onClick={retry} className={classes.touch}>
                {t('chat.retry')}
              </Button>
            ) : (
              <Anchor component={Link} to="/messages">
                {t('page.back')}
              </Anchor>
            )}
          </Stack>
        ) : isLoading || !chat ? (
          <Center style={{ flex: 1 }} aria-live="polite">
            <Loader size="sm" aria-label={t('chat.loading')} />
          </Center>
        ) : (
          <>
            <MessageLog
              chat={chat}
              title={title}
              myId={myId}
              isLoadingOlder={isLoadingOlder}
              olderFailed={olderFailed}
              onLoadOlder={loadOlder}
            />
            {isPendingForMe(chat, myId) ? (
              <JoinChatPrompt
                chat={chat}
                myId={myId}
                onDecline={() => void (chat.kind === 'group' ? leave() : remove())}
                isDeclining={isDeleting || leaving.isPending}
              />
            ) : null}
            <TypingIndicator roomId={id} />
            <Composer key={id} roomId={id} maxLength={maxLength} />
          </>
        )}
      </section>
      <Drawer
        opened={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
        position="right"
        size={THEME.sidebarWidthMobilePx}
        title={t('chat.participants')}
        closeButtonProps={{ 'aria-label': t('newChat.cancel') }}
      >
        {chat ? (
          <ParticipantsPanel
            chat={chat}
            myId={myId}
            onDelete={() => void remove()}
            isDeleting={isDeleting}
            hasTitle={false}
          />
        ) : null}
      </Drawer>
    </MessagesShell>
  );
}
