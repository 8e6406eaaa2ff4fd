import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createGroupRoomEndpoint } from '@ito/contracts/chat/create-group-room';
import { deleteChatRoomEndpoint } from '@ito/contracts/chat/delete-room';
import { markChatReadEndpoint } from '@ito/contracts/chat/mark-read';
import { openDirectRoomEndpoint } from '@ito/contracts/chat/open-direct-room';
import { postChatMessageEndpoint, type TPostChatMessageRequest } from '@ito/contracts/chat/post-message';
import { sendTypingEndpoint } from '@ito/contracts/chat/send-typing';
import { call } from '../../../shared/api/call.ts';
import { idempotent } from '../../../shared/api/idempotent.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { chatKeys } from './keys.ts';

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
