import { Button, Center, CloseButton, EmptyState, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useChatList } from '../hooks/use-chat-list.ts';
import { filterChats, useChatStore } from '../stores/chat-store.ts';
import { ChatListItem } from './chat-list-item.tsx';
import classes from './messages.module.css';

interface ChatListProps {
  onNewChat: () => void;
}

/** SPEC 2 messages sidebar: the filter box, the rooms with preview, unread count and online dot, more on demand. */
export function ChatList({ onNewChat }: ChatListProps) {
  const { t } = useTranslation('messages');
  const myId = useSessionStore((s) => s.user?.id ?? null);
  const filter = useChatStore((s) => s.filter);
  const setFilter = useChatStore((s) => s.setFilter);
  const chats = useChatStore((s) => s.chats);
  const query = useChatList();
  // The server searches after a pause; meanwhile the rooms already here are narrowed at once.
  const shown = filterChats(chats, filter, myId);

  return (
    <section className={classes.pane} aria-label={t('list.label')} style={{ blockSize: '100%' }}>
      <div className={classes.paneHeader}>
        <TextInput
          flex={1}
          size="md"
          classNames={{ input: classes.touch }}
          rightSectionWidth={44}
          aria-label={t('list.filter')}
          placeholder={t('list.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          rightSection={
            filter ? <CloseButton size={40} aria-label={t('list.clearFilter')} onClick={() => setFilter('')} /> : null
          }
        />
      </div>
      <div style={{ padding: '8px 8px 0' }}>
        <Button fullWidth onClick={onNewChat} className={classes.touch} data-testid="new-chat">
          {t('list.newChat')}
        </Button>
      </div>
      <div className={classes.scroll}>
        {query.isPending ? (
          <Center p="lg" aria-live="polite">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Center>
        ) : query.isError && chats.length === 0 ? (
          <Stack p="md" gap="xs" align="flex-start" role="alert">
            <Text size="sm">{t('list.loadFailed')}</Text>
            <Button variant="light" onClick={() => void query.refetch()} className={classes.touch}>
              {t('list.retry')}
            </Button>
          </Stack>
        ) : shown.length === 0 ? (
          filter.trim() ? (
            <Text p="md" size="sm" c="dimmed" aria-live="polite">
              {t('list.noMatch', { filter: filter.trim() })}
            </Text>
          ) : (
            <EmptyState p="md" title={t('list.empty')} description={t('list.emptyLead')} />
          )
        ) : (
          <ul className={classes.chatList}>
            {shown.map((chat) => (
              <li key={chat.id}>
                <ChatListItem chat={chat} myId={myId} />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Center p="xs">
            <Button
              variant="subtle"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              className={classes.touch}
            >
              {t('list.more')}
            </Button>
          </Center>
        ) : null}
      </div>
    </section>
  );
}
