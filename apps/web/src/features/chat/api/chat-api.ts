import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getChatRoomEndpoint } from '@ito/contracts/chat/get-room';
import { listChatMessagesEndpoint } from '@ito/contracts/chat/list-messages';
import { listChatRoomsEndpoint } from '@ito/contracts/chat/list-rooms';
import { searchChatPeopleEndpoint } from '@ito/contracts/chat/search-people';
import { call } from '../../../shared/api/call.ts';
import type { ChatMessagePage } from './chat-types.ts';
import { chatKeys } from './keys.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGroupRoomEndpoint } from '@ito/contracts/chat/create-group-room';
import { deleteChatRoomEndpoint } from '@ito/contracts/chat/delete-room';
import { markChatReadEndpoint } from '@ito/contracts/chat/mark-read';
import { openDirectRoomEndpoint } from '@ito/contracts/chat/open-direct-room';
import { postChatMessageEndpoint, type TPostChatMessageRequest } from '@ito/contracts/chat/post-message';
import { sendTypingEndpoint } from '@ito/contracts/chat/send-typing';
import { acceptChatRoomEndpoint } from '@ito/contracts/chat/accept-room';
import { removeParticipantEndpoint } from '@ito/contracts/chat/participants';

import { idempotent } from '../../../shared/api/idempotent.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useChatStore } from '../stores/chat-store.ts';

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

/**
 * GET chat/rooms as the messages sidebar pages through it: one person's rooms, searched by the server when `search`
 * has text. Asked for again on every visit (shown at once from the cache): the live events only cover this tab's time.
 */
export function chatListQuery(filter: { myId: string | null; search: string }) {
  return infiniteQueryOptions({
    queryKey: chatKeys.roomList(filter),
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(listChatRoomsEndpoint, {
        query: { page: pageParam, per_page: CHATS_PAGE_SIZE, search: filter.search || undefined },
        signal,
        silent: true,
      }),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
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

/*
 * The chat's writes (decision 042). The open rooms and their messages live in the chat store (live events update
 * it between requests), so each write's answer goes there; the cached room lists refresh through their keys.
 */

/**
 * POST chat/rooms/{id}/messages: a 422 names `body` (too long) or `file_ids`; 429 when sending too fast. Sending the
 * same message again after a lost answer does not post it twice (Idempotency-Key). Silent: the composer says why.
 */
export function useSendChatMessage(roomId: string) {
  return useMutation({
    mutationFn: (input: TPostChatMessageRequest) =>
      idempotent(`chat:${roomId}:send`, input, (idempotencyKey) =>
        call(postChatMessageEndpoint, { params: { id: roomId }, body: input, silent: true, idempotencyKey }),
      ),
    onSuccess: (response) => {
      const chat = useChatStore.getState();
      chat.appendMessage(response.data);
      chat.updateLastMessage(response.data);
      // Answering joins the chat (decision 063).
      if (response.data.sender_id) chat.markJoined(roomId, response.data.sender_id);
    },
  });
}

/**
 * POST chat/rooms/{id}/accept: I join a chat someone else added me to (decision 063). Joining twice answers the same,
 * so a retry after a lost answer is harmless. Silent: the prompt says in place when it failed.
 */
export function useAcceptChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => call(acceptChatRoomEndpoint, { params: { id: roomId }, silent: true }),
    onSuccess: (response) => {
      useChatStore.getState().replaceChat(response.data);
      queryClient.setQueryData(chatKeys.room(response.data.id), (cached: typeof response | undefined) =>
        cached ? { ...cached, data: response.data } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}

/** DELETE chat/rooms/{id}/participants/{me}: I leave a group; throws an `ApiError` when refused. */
export function useLeaveChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, myId }: { roomId: string; myId: string }) =>
      call(removeParticipantEndpoint, { params: { id: roomId, user_id: myId } }),
    onSuccess: (_answer, { roomId }) => {
      useChatStore.getState().deleteChat(roomId);
      queryClient.removeQueries({ queryKey: chatKeys.room(roomId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}

/** POST chat/rooms/{id}/typing: the others see, live, that the caller is typing. Losing one is harmless. */
export function useSendTyping() {
  return useMutation({
    mutationFn: (roomId: string) => call(sendTypingEndpoint, { params: { id: roomId }, silent: true }),
  });
}

/**
 * POST chat/rooms/{id}/read: the caller has read the room up to now; the others get a read receipt. Here: my read
 * time, the room's count and the navbar badge. Runs when a room is seen; a failure is not shown: the next visit
 * marks it again.
 */
export function useMarkRoomRead() {
  return useMutation({
    mutationFn: (roomId: string) => call(markChatReadEndpoint, { params: { id: roomId }, silent: true }),
    onSuccess: (response, roomId) => {
      const chat = useChatStore.getState();
      const session = useSessionStore.getState();
      const me = session.user;
      const unread =
        chat.chats.find((c) => c.id === roomId)?.unread_count ??
        (chat.currentChat?.id === roomId ? chat.currentChat.unread_count : 0);
      if (me) {
        chat.markRead(roomId, me.id, response.data.last_read_at);
        if (unread > 0) session.setUser({ ...me, unreadMessages: Math.max(0, me.unreadMessages - unread) });
      }
      chat.setUnread(roomId, 0);
    },
  });
}

/** DELETE chat/rooms/{id}: deletes the chat for the caller only; throws an `ApiError` when refused. */
export function useDeleteChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => call(deleteChatRoomEndpoint, { params: { id: roomId } }),
    onSuccess: (_answer, roomId) => {
      useChatStore.getState().deleteChat(roomId);
      queryClient.removeQueries({ queryKey: chatKeys.room(roomId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}

export type StartChat = { kind: 'direct'; userId: string } | { kind: 'group'; name: string; userIds: string[] };

/** POST chat/rooms/direct (the existing chat with that person, if any) or POST chat/rooms (a group I own). */
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartChat) =>
      input.kind === 'group'
        ? call(createGroupRoomEndpoint, { body: { name: input.name, user_ids: input.userIds }, silent: true })
        : call(openDirectRoomEndpoint, { body: { user_id: input.userId }, silent: true }),
    onSuccess: (response) => {
      useChatStore.getState().addChat(response.data);
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms() });
    },
  });
}
