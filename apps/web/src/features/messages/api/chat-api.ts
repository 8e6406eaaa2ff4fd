import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createGroupRoomEndpoint } from '@ito/contracts/chat/create-group-room';
import { deleteChatRoomEndpoint } from '@ito/contracts/chat/delete-room';
import { getChatRoomEndpoint } from '@ito/contracts/chat/get-room';
import { listChatMessagesEndpoint } from '@ito/contracts/chat/list-messages';
import { listChatRoomsEndpoint } from '@ito/contracts/chat/list-rooms';
import { markChatReadEndpoint } from '@ito/contracts/chat/mark-read';
import { openDirectRoomEndpoint } from '@ito/contracts/chat/open-direct-room';
import { postChatMessageEndpoint, type TPostChatMessageRequest } from '@ito/contracts/chat/post-message';
import { searchChatPeopleEndpoint } from '@ito/contracts/chat/search-people';
import { sendTypingEndpoint } from '@ito/contracts/chat/send-typing';
import { call } from '../../../shared/api/call.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';
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

/**
 * POST chat/rooms/{id}/messages: a 422 names `body` (too long) or `file_ids`; 429 when sending too fast. Sending the
 * same message again after a lost answer does not post it twice (Idempotency-Key).
 */
export function sendMessage(id: string, input: TPostChatMessageRequest) {
  return idempotent(`chat:${id}:send`, input, (idempotencyKey) =>
    call(postChatMessageEndpoint, { params: { id }, body: input, silent: true, idempotencyKey }),
  );
}

/** POST chat/rooms/{id}/read: the caller has read the room up to now; the others get a read receipt. */
export const markRoomRead = (id: string) => call(markChatReadEndpoint, { params: { id }, silent: true });

/** POST chat/rooms/{id}/typing: the others see, live, that the caller is typing. */
export const sendTyping = (id: string) => call(sendTypingEndpoint, { params: { id }, silent: true });

/** DELETE chat/rooms/{id}: deletes the chat for the caller only; throws an `ApiError` when refused. */
export const deleteRoom = (id: string) => call(deleteChatRoomEndpoint, { params: { id } });

/** POST chat/rooms/direct: the direct chat with one person (the existing one if any). */
export const openDirectRoom = (userId: string) =>
  call(openDirectRoomEndpoint, { body: { user_id: userId }, silent: true });

/** POST chat/rooms: a group the caller owns, with these people. */
export const createGroupRoom = (name: string, userIds: string[]) =>
  call(createGroupRoomEndpoint, { body: { name, user_ids: userIds }, silent: true });

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
