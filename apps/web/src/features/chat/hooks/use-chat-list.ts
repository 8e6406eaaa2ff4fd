import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { listChatRoomsEndpoint } from '@ito/contracts/chat/list-rooms';
import { call } from '../../../shared/api/call.ts';
import { CHATS_PAGE_SIZE } from '../api/chat-api.ts';
import { chatKeys } from '../api/keys.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useChatStore } from '../stores/chat-store.ts';

/** Which list (person and search) the store holds, and when it last came from the server. */
let synced = { key: '', at: 0 };

/**
 * The messages sidebar's rooms: pages of GET chat/rooms (the server searches when the filter box has text) kept in
 * the chat store, where live events change them. A refetch (focus, reconnect) brings the store back to the server.
 */
export function useChatList() {
  const filter = useChatStore((s) => s.filter);
  const myId = useSessionStore((s) => s.user?.id ?? null);
  const [search] = useDebouncedValue(filter.trim(), 300);
  const query = useInfiniteQuery({
    queryKey: chatKeys.roomList({ myId, search }),
    // Shown at once from the cache, and asked for again on every visit: the live events only cover this tab's time.
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(listChatRoomsEndpoint, {
        query: { page: pageParam, per_page: CHATS_PAGE_SIZE, search: search || undefined },
        signal,
        silent: true,
      }),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

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
