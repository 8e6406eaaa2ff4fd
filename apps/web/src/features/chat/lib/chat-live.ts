import { onRealtime } from '../../../shared/realtime/bus.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { refreshUser } from '../../../shared/session/sign-in.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { parseChatEvent, type ChatEvent } from './chat-events.ts';

/** A typing indicator fades after this long unless it is repeated (senders repeat it about every 3 s). */
export const TYPING_TTL_MS = 6000;

/** The room the person is looking at right now (the chat page sets it): its new messages are read, not unread. */
let viewingRoomId: string | null = null;
const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

export function setViewingRoom(roomId: string | null): void {
  viewingRoomId = roomId;
}

export function isViewingRoom(roomId: string): boolean {
  return viewingRoomId === roomId && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
}

/** The navbar's badge (the current user's `unreadMessages`), moved by `delta`, never below 0. */
function moveUnreadTotal(delta: number): void {
  const session = useSessionStore.getState();
  const user = session.user;
  if (!user || delta === 0) return;
  const next = Math.max(0, user.unreadMessages + delta);
  if (next !== user.unreadMessages) session.setUser({ ...user, unreadMessages: next });
}

function stopTyping(roomId: string, userId: string): void {
  const key = `${roomId}:${userId}`;
  clearTimeout(typingTimers.get(key));
  typingTimers.delete(key);
  useChatStore.getState().setTyping(roomId, { id: userId, full_name: '' }, false);
}

export interface ChatLiveOptions {
  /** A room the list does not hold got a message, or a room changed (members, new room): load it again. */
  onRoomChanged?: (roomId: string) => void;
  /** A message from someone else came into the room being viewed: the page marks it read. */
  onSeen?: (roomId: string) => void;
}

/** Applies one chat event to the chat store and the current user's unread count (SPEC section 4, Chat). */
export function applyChatEvent(event: ChatEvent, handlers: ChatLiveOptions = {}): void {
  const chat = useChatStore.getState();
  const me = useSessionStore.getState().user?.id ?? null;
  switch (event.type) {
    case 'message': {
      const { message } = event;
      chat.appendMessage(message);
      const isListed = chat.updateLastMessage(message);
      if (message.sender_id) stopTyping(event.room_id, message.sender_id);
      if (!isListed) handlers.onRoomChanged?.(event.room_id);
      // The sender's own message (from this tab or another one) is never unread for them.
      if (message.sender_id === me) break;
      if (isViewingRoom(event.room_id)) {
        handlers.onSeen?.(event.room_id);
        break;
      }
      const room = useChatStore.getState().chats.find((c) => c.id === event.room_id);
      if (room) chat.setUnread(room.id, room.unread_count + 1);
      moveUnreadTotal(1);
      break;
    }
    case 'typing': {
      if (event.user_id === me) break;
      const key = `${event.room_id}:${event.user_id}`;
      clearTimeout(typingTimers.get(key));
      chat.setTyping(event.room_id, { id: event.user_id, full_name: event.full_name }, true);
      typingTimers.set(
        key,
        setTimeout(() => stopTyping(event.room_id, event.user_id), TYPING_TTL_MS),
      );
      break;
    }
    case 'read': {
      chat.markRead(event.room_id, event.user_id, event.last_read_at);
      if (event.user_id !== me) break;
      // Read in this tab or in another one: that room's unread messages leave the badge.
      const room = chat.chats.find((c) => c.id === event.room_id);
      if (!room && chat.currentChat?.id !== event.room_id) {
        // A room read in another tab that this one never loaded: ask the server for the total.
        refreshUser().catch((error: unknown) => console.error('Could not refresh the unread count', error));
        break;
      }
      moveUnreadTotal(-(room?.unread_count ?? chat.currentChat?.unread_count ?? 0));
      chat.setUnread(event.room_id, 0);
      break;
    }
    case 'presence':
      if (event.is_online) chat.setOnline(event.user_id);
      else chat.setOffline(event.user_id);
      break;
    case 'room':
      if (event.removed) {
        const room = chat.chats.find((c) => c.id === event.room_id);
        chat.deleteChat(event.room_id);
        moveUnreadTotal(-(room?.unread_count ?? 0));
      } else {
        handlers.onRoomChanged?.(event.room_id);
      }
      break;
  }
}

let options: ChatLiveOptions = {};
let listeners = 0;
let unsubscribe: (() => void) | null = null;

/** What the open messaging screen wants to hear about; returns the function that withdraws it. */
export function setChatLiveOptions(next: ChatLiveOptions): () => void {
  options = next;
  return () => {
    if (options === next) options = {};
  };
}

/**
 * Listens to component `chat` on the realtime bus until every caller has called its returned function. One
 * subscription however many callers: each event is applied once.
 */
export function listenToChat(): () => void {
  listeners += 1;
  unsubscribe ??= onRealtime('chat', (data) => {
    const event = parseChatEvent(data);
    if (event) applyChatEvent(event, options);
  });
  let isStopped = false;
  return () => {
    if (isStopped) return;
    isStopped = true;
    listeners -= 1;
    if (listeners === 0) {
      unsubscribe?.();
      unsubscribe = null;
    }
  };
}
