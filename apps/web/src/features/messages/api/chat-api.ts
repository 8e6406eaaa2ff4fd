import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TListChatRoomsResponse } from '@ito/contracts/chat/list-rooms';
import type { TGetChatRoomResponse } from '@ito/contracts/chat/get-room';
import type { TListChatMessagesResponse } from '@ito/contracts/chat/list-messages';
import type { TPostChatMessageRequest, TPostChatMessageResponse } from '@ito/contracts/chat/post-message';
import type { TMarkChatReadResponse } from '@ito/contracts/chat/mark-read';
import type { TChatRoomResponse } from '@ito/contracts/chat/fields';
import type { TSearchPeopleResponse } from '@ito/contracts/chat/search-people';
import { api } from '../../../shared/api/client.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';
import type { ChatMessagePage } from './chat-types.ts';

/** How many rooms a page of the sidebar holds, and how many messages a page of a chat holds. */
export const CHATS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 30;

export const chatsKey = ['chat', 'rooms'] as const;
export const chatKey = (id: string) => ['chat', 'room', id] as const;

const roomPath = (id: string) => `chat/rooms/${encodeURIComponent(id)}`;

// Reads are silent: the screens show a failed load in place, with a retry.

/** GET chat/rooms: the caller's rooms, the most recent conversation first. */
export function chatsQuery(page: number) {
  return queryOptions({
    queryKey: [...chatsKey, page],
    queryFn: ({ signal }) =>
      api.get<TListChatRoomsResponse>('chat/rooms', {
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
    queryKey: chatKey(id),
    queryFn: ({ signal }) => api.get<TGetChatRoomResponse>(roomPath(id), { signal, silent: true }),
    // Presence and read receipts in a cached copy may be old: show it, but ask again on every visit.
    staleTime: 0,
    retry: false,
  });
}

export function fetchChat(id: string): Promise<TGetChatRoomResponse> {
  return api.get<TGetChatRoomResponse>(roomPath(id), { silent: true });
}

/**
 * GET chat/rooms/{id}/messages: the newest page, or with `before` (a message id) the page older than it. The server
 * answers newest first; the screens show the oldest first, so the page is turned around here.
 */
export async function fetchMessages(id: string, before: string | null, signal?: AbortSignal): Promise<ChatMessagePage> {
  const response = await api.get<TListChatMessagesResponse>(`${roomPath(id)}/messages`, {
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
export function sendMessage(id: string, input: TPostChatMessageRequest): Promise<TPostChatMessageResponse> {
  return idempotent(`chat:${id}:send`, input, (idempotencyKey) =>
    api.post<TPostChatMessageResponse>(`${roomPath(id)}/messages`, input, { silent: true, idempotencyKey }),
  );
}

/** POST chat/rooms/{id}/read: the caller has read the room up to now; the others get a read receipt. */
export function markRoomRead(id: string): Promise<TMarkChatReadResponse> {
  return api.post<TMarkChatReadResponse>(`${roomPath(id)}/read`, undefined, { silent: true });
}

/** POST chat/rooms/{id}/typing: the others see, live, that the caller is typing. */
export function sendTyping(id: string): Promise<unknown> {
  return api.post(`${roomPath(id)}/typing`, undefined, { silent: true });
}

/** DELETE chat/rooms/{id}: deletes the chat for the caller only; false when the server refused. */
export function deleteRoom(id: string) {
  return api.del<unknown>(roomPath(id));
}

/** POST chat/rooms/direct: the direct chat with one person (the existing one if any). */
export function openDirectRoom(userId: string): Promise<TChatRoomResponse> {
  return api.post<TChatRoomResponse>('chat/rooms/direct', { user_id: userId }, { silent: true });
}

/** POST chat/rooms: a group the caller owns, with these people. */
export function createGroupRoom(name: string, userIds: string[]): Promise<TChatRoomResponse> {
  return api.post<TChatRoomResponse>('chat/rooms', { name, user_ids: userIds }, { silent: true });
}

/** GET chat/people?search=: people the caller may start a chat with (at most 10, by name). */
export function peopleQuery(search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['chat', 'people', term],
    queryFn: ({ signal }) =>
      api.get<TSearchPeopleResponse>('chat/people', { query: { search: term, limit: 10 }, signal, silent: true }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
