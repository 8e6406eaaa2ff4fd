import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitRealtime } from '../../../shared/realtime/bus.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import type { Chat, ChatMessage, ChatParticipant } from '../api/chat-types.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { parseChatEvent } from './chat-events.ts';
import { listenToChat, setChatLiveOptions, setViewingRoom, TYPING_TTL_MS } from './chat-live.ts';

const me = testUser({ id: 'me', email: 'me@example.com', full_name: 'Me', unreadMessages: 3 });

function person(id: string, isOnline = false): ChatParticipant {
  return {
    id,
    full_name: id,
    username: null,
    avatar: null,
    role: 'member',
    is_pending: false,
    is_online: isOnline,
    last_read_at: null,
  };
}

function room(id: string, unread = 0): Chat {
  return {
    id,
    kind: 'direct',
    name: null,
    created_by: 'me',
    participants: [person('me', true), person('bea')],
    last_message: null,
    unread_count: unread,
    last_message_at: null,
    created_at: '2026-01-01T00:00:00Z',
  };
}

function message(id: string, roomId: string, senderId: string): ChatMessage {
  return { id, room_id: roomId, sender_id: senderId, body: 'hi', attachments: [], created_at: '2026-01-02T00:00:00Z' };
}

const chat = (data: unknown) => emitRealtime({ component: 'chat', data });
const unread = () => useSessionStore.getState().user?.unreadMessages;
let stop: () => void = () => undefined;

beforeEach(() => {
  useSessionStore.getState().setToken('token');
  useSessionStore.getState().setUser({ ...me });
  useChatStore.getState().setChats([room('r1', 2), room('r2', 1)]);
  useChatStore.getState().loadMessages('r1', {
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 30, total: 0 },
    links: { first: null, last: null, prev: null, next: null },
  });
  stop = listenToChat();
});

afterEach(() => {
  stop();
  setViewingRoom(null);
  vi.useRealTimers();
});

describe('chat live events', () => {
  it('appends a message of the open room, updates the preview and counts it unread when not looked at', () => {
    chat({ type: 'message', room_id: 'r1', message: message('m1', 'r1', 'bea') });
    const state = useChatStore.getState();
    expect(state.chatMessages.data.map((m) => m.id)).toEqual(['m1']);
    expect(state.chats[0]).toMatchObject({ id: 'r1', unread_count: 3, last_message: { id: 'm1' } });
    expect(unread()).toBe(4);
  });

  it('does not count a message in the room being looked at, and asks the page to mark it read', () => {
    const seen = vi.fn();
    const withdraw = setChatLiveOptions({ onSeen: seen });
    setViewingRoom('r1');
    chat({ type: 'message', room_id: 'r1', message: message('m1', 'r1', 'bea') });
    expect(seen).toHaveBeenCalledWith('r1');
    expect(unread()).toBe(3);
    withdraw();
  });

  it('never counts the sender’s own message, and asks for an unknown room', () => {
    const changed = vi.fn();
    const withdraw = setChatLiveOptions({ onRoomChanged: changed });
    chat({ type: 'message', room_id: 'r1', message: message('m1', 'r1', 'me') });
    expect(unread()).toBe(3);
    chat({ type: 'message', room_id: 'r9', message: message('m2', 'r9', 'bea') });
    expect(changed).toHaveBeenCalledWith('r9');
    expect(unread()).toBe(4);
    withdraw();
  });

  it('applies a read receipt; my own read (another tab) clears the room from the badge', () => {
    chat({ type: 'read', room_id: 'r1', user_id: 'bea', last_read_at: '2026-01-03T00:00:00Z' });
    expect(useChatStore.getState().chats[0]?.participants[1]?.last_read_at).toBe('2026-01-03T00:00:00Z');
    expect(unread()).toBe(3);
    chat({ type: 'read', room_id: 'r1', user_id: 'me', last_read_at: '2026-01-03T00:00:00Z' });
    expect(useChatStore.getState().chats[0]?.unread_count).toBe(0);
    expect(unread()).toBe(1);
  });

  it('sets presence in every chat and shows typing until it fades', () => {
    vi.useFakeTimers();
    chat({ type: 'presence', user_id: 'bea', is_online: true });
    expect(useChatStore.getState().chats.every((c) => c.participants[1]?.is_online)).toBe(true);
    chat({ type: 'presence', user_id: 'bea', is_online: false });
    expect(useChatStore.getState().chats.some((c) => c.participants[1]?.is_online)).toBe(false);

    chat({ type: 'typing', room_id: 'r1', user_id: 'bea', full_name: 'Bea' });
    expect(useChatStore.getState().typing).toEqual({ r1: [{ id: 'bea', full_name: 'Bea' }] });
    vi.advanceTimersByTime(TYPING_TTL_MS + 1);
    expect(useChatStore.getState().typing).toEqual({});
  });

  it('a message ends its sender’s typing indicator; a removed room leaves the list and the badge', () => {
    chat({ type: 'typing', room_id: 'r1', user_id: 'bea', full_name: 'Bea' });
    chat({ type: 'message', room_id: 'r1', message: message('m1', 'r1', 'bea') });
    expect(useChatStore.getState().typing).toEqual({});
    chat({ type: 'room', room_id: 'r2', removed: true });
    expect(useChatStore.getState().chats.map((c) => c.id)).toEqual(['r1']);
    expect(unread()).toBe(3);
  });

  it('listens once however many screens ask, and ignores what it does not know', () => {
    const second = listenToChat();
    chat({ type: 'message', room_id: 'r1', message: message('m1', 'r1', 'bea') });
    expect(unread()).toBe(4);
    second();
    expect(parseChatEvent({ type: 'message', message: { id: 1 } })).toBeNull();
    expect(parseChatEvent({ type: 'unknown' })).toBeNull();
    expect(parseChatEvent(null)).toBeNull();
  });
});
