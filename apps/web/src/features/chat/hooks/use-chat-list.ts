import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { chatListQuery } from '../api/chat-api.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useChatStore } from '../stores/chat-store.ts';

/** Which list (person and search) the store holds, and when it last came from the server. */
let synced = { key: '', at: 0 };

/**
 * The messages sidebar's rooms: the pages of `chatListQuery` for the filter box's text, kept in the chat store, where
 * live events change them. A refetch (focus, reconnect) brings the store back to the server.
 */
export function useChatList() {
  const filter = useChatStore((s) => s.filter);
  const myId = useSessionStore((s) => s.user?.id ?? null);
  const [search] = useDebouncedValue(filter.trim(), 300);
  const query = useInfiniteQuery(chatListQuery({ myId, search }));

  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (!data) return;
    // Cached pages of the list already shown would undo what live events changed since: only newer pages count.
    const key = JSON.stringify([myId, search]);
    const isSameList = key === synced.key && useChatStore.getState().chats.length > 0;
    if (isSameList && dataUpdatedAt <= synced.at) return;
    synced = { key, at: dataUpdatedAt };
    const seen = new Set<string>();
    // A room can move between pages while they load (a new message); keep it once.
    const chats = data.pages.flatMap((page) => page.data).filter((chat) => !seen.has(chat.id) && seen.add(chat.id));
    useChatStore.getState().setChats(chats);
  }, [data, dataUpdatedAt, myId, search]);

  return query;
}
