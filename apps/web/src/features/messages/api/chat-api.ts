import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getChatRoomEndpoint } from '@ito/contracts/chat/get-room';
import { listChatMessagesEndpoint } from '@ito/contracts/chat/list-messages';
import { listChatRoomsEndpoint } from '@ito/contracts/chat/list-rooms';
import { searchChatPeopleEndpoint } from '@ito/contracts/chat/search-people';
import { call } from '../../../shared/api/call.ts';
import type { ChatMessagePage } from './chat-types.ts';
import { chatKeys } from './keys.ts';

/** How many rooms a page of the sidebar holds, and how many messages a page of a chat holds. */
export const CHATS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 30;

// Reads are silent: the screens show a failed load in place, with a retry.

/** GET chat/rooms: the caller's rooms, the most recent conversation first. */
export function chatsQuery(page: number) {
  return queryOptions({
    queryKey: chatKeys.roomPage(page),
    queryFn: ({ signal }) =>
      call(listChatRoomsEndpoint, {
        query: { page, per_page: CHATS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET chat/rooms/{id}: one room with its participants and the server's message length limit (403 for others). */
export function chatQuery(id: string) {
  return queryOptions({
    queryKey: chatKeys.room(id),
    queryFn: ({ signal }) => call(getChatRoomEndpoint, { params: { id }, signal, silent: true }),
    // Presence and read receipts in a cached copy may be old: show it, but ask again on every visit.
    staleTime: 0,
    retry: false,
  });
}

export const fetchChat = (id: string) => call(getChatRoomEndpoint, { params: { id }, silent: true });

/**
 * GET chat/rooms/{id}/messages: the newest page, or with `before` (a message id) the page older than it. The server
 * answers newest first; the screens show the oldest first, so the page is turned around here.
 */
export async function fetchMessages(id: string, before: string | null, signal?: AbortSignal): Promise<ChatMessagePage> {
  const response = await call(listChatMessagesEndpoint, {
    params: { id },
    query: { before: before ?? undefined, per_page: MESSAGES_PAGE_SIZE },
    signal,
    silent: true,
  });
  return { ...response, data: [...response.data].reverse() };
}

/** GET chat/people?search=: people the caller may start a chat with (at most 10, by name). */
export function peopleQuery(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: chatKeys.people(term),
    queryFn: ({ signal }) =>
      call(searchChatPeopleEndpoint, { query: { search: term, limit: 10 }, signal, silent: true }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
