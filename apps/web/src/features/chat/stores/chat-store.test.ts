import { beforeEach, describe, expect, it } from 'vitest';
import type { Chat, ChatMessage, ChatMessagePage, ChatParticipant } from '../api/chat-types.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import {
  chatTitle,
  filterChats,
  isOlderMarker,
  olderCursorOf,
  OLDER_MARKER_ID,
  previewOf,
  useChatStore,
} from './chat-store.ts';

function person(id: string, isOnline = false): ChatParticipant {
  return {
    id,
    full_name: `Person ${id}`,
    username: null,
    avatar: null,
    role: 'member',
    is_pending: false,
    is_online: isOnline,
    last_read_at: null,
  };
}

function message(id: string, roomId: string, at: string, body = `text ${id}`): ChatMessage {
  return { id, room_id: roomId, sender_id: 'u-b', body, attachments: [], created_at: at };
}

function chat(id: string, others: ChatParticipant[], last: ChatMessage | null = null): Chat {
  return {
    id,
    kind: others.length > 1 ? 'group' : 'direct',
    name: others.length > 1 ? `Group ${id}` : null,
    created_by: 'me',
    participants: [person('me', true), ...others],
    last_message: last ? previewOf(last) : null,
    unread_count: 0,
    last_message_at: last?.created_at ?? null,
    created_at: '2026-01-01T00:00:00Z',
  };
}

const other = (c: Chat | null | undefined, id: string) => c?.participants.find((p) => p.id === id);

function page(data: ChatMessage[], current: number, last: number): ChatMessagePage {
  return {
    data,
    meta: { current_page: current, last_page: last, per_page: 30, total: 90 },
    links: { first: null, last: null, prev: null, next: current < last ? `?before=${data[0]?.id ?? ''}` : null },
  };
}

const store = () => useChatStore.getState();

beforeEach(() => store().reset());

describe('chat store: presence (SPEC 4 "a participant is set online or offline")', () => {
  it('sets a participant online by id in the current chat and in all chats', () => {
    const b = person('b');
    store().setChats([chat('r1', [b]), chat('r2', [person('c'), person('b')]), chat('r3', [person('c')])]);
    store().setCurrentChat(chat('r1', [b]));
    store().setOnline('b');
    const [r1, r2, r3] = store().chats;
    expect(other(r1, 'b')?.is_online).toBe(true);
    expect(other(r2, 'b')?.is_online).toBe(true);
    expect(other(r2, 'c')?.is_online).toBe(false);
    expect(other(r3, 'c')?.is_online).toBe(false);
    expect(other(store().currentChat, 'b')?.is_online).toBe(true);
  });

  it('sets participants offline by one id or by a list of ids', () => {
    store().setChats([chat('r1', [person('b', true)]), chat('r2', [person('c', true), person('d', true)])]);
    store().setCurrentChat(chat('r2', [person('c', true), person('d', true)]));
    store().setOffline('b');
    expect(other(store().chats[0], 'b')?.is_online).toBe(false);
    expect(store().chats[1]?.participants.every((p) => p.is_online)).toBe(true);
    store().setOffline(['c', 'd']);
    expect(
      store()
        .chats[1]?.participants.filter((p) => p.id !== 'me')
        .map((p) => p.is_online),
    ).toEqual([false, false]);
    expect(
      store()
        .currentChat?.participants.filter((p) => p.id !== 'me')
        .every((p) => !p.is_online),
    ).toBe(true);
  });

  it('leaves chats without that participant untouched', () => {
    const untouched = chat('r1', [person('b')]);
    store().setChats([untouched]);
    store().setOnline('zzz');
    expect(store().chats[0]).toBe(untouched);
  });
});

describe('chat store: delete (SPEC 4 "deleting a chat removes it and clears loaded messages if open")', () => {
  it('removes the chat and clears the loaded messages when that chat was open', () => {
    store().setChats([chat('r1', [person('b')]), chat('r2', [person('c')])]);
    store().setCurrentChat(store().chats[0] ?? null);
    store().loadMessages('r1', page([message('m1', 'r1', '2026-01-01T10:00:00Z')], 1, 1));
    store().deleteChat('r1');
    expect(store().chats.map((c) => c.id)).toEqual(['r2']);
    expect(store().currentChat).toBeNull();
    expect(store().chatMessages).toEqual({ id: null, data: [], meta: null, links: null });
  });

  it('keeps the loaded messages when another chat is deleted', () => {
    store().setChats([chat('r1', [person('b')]), chat('r2', [person('c')])]);
    store().setCurrentChat(store().chats[0] ?? null);
    store().loadMessages('r1', page([message('m1', 'r1', '2026-01-01T10:00:00Z')], 1, 1));
    store().deleteChat('r2');
    expect(store().chats.map((c) => c.id)).toEqual(['r1']);
    expect(store().currentChat?.id).toBe('r1');
    expect(store().chatMessages.data).toHaveLength(1);
  });
});

describe('chat store: older messages (SPEC 4 "prepended with a placeholder marker at the front")', () => {
  it('prepends the older page behind one marker at the front and takes its paging meta', () => {
    store().loadMessages('r1', page([message('m3', 'r1', '2026-01-01T10:03:00Z')], 1, 3));
    store().prependOlder(
      'r1',
      page([message('m1', 'r1', '2026-01-01T10:01:00Z'), message('m2', 'r1', '2026-01-01T10:02:00Z')], 2, 3),
    );
    const { data, meta } = store().chatMessages;
    expect(data.map((item) => item.id)).toEqual([OLDER_MARKER_ID, 'm1', 'm2', 'm3']);
    expect(isOlderMarker(data[0]!)).toBe(true);
    expect(meta).toMatchObject({ current_page: 2, last_page: 3 });

    store().prependOlder('r1', page([message('m0', 'r1', '2026-01-01T10:00:00Z')], 3, 3));
    expect(store().chatMessages.data.map((item) => item.id)).toEqual([OLDER_MARKER_ID, 'm0', 'm1', 'm2', 'm3']);
    expect(store().chatMessages.meta).toMatchObject({ current_page: 3, last_page: 3 });
  });

  it('does not repeat a message that was already shown, and drops a page for a room no longer open', () => {
    store().loadMessages('r1', page([message('m2', 'r1', '2026-01-01T10:02:00Z')], 1, 2));
    store().prependOlder(
      'r1',
      page([message('m1', 'r1', '2026-01-01T10:01:00Z'), message('m2', 'r1', '2026-01-01T10:02:00Z')], 2, 2),
    );
    expect(store().chatMessages.data.map((item) => item.id)).toEqual([OLDER_MARKER_ID, 'm1', 'm2']);
    store().prependOlder('r9', page([message('x', 'r9', '2026-01-01T09:00:00Z')], 2, 2));
    expect(store().chatMessages.data.map((item) => item.id)).toEqual([OLDER_MARKER_ID, 'm1', 'm2']);
  });

  it('pages back from the oldest loaded message, and stops once the oldest is in', () => {
    expect(olderCursorOf(store().chatMessages)).toBeNull();
    store().loadMessages('r1', page([message('m5', 'r1', '2026-01-01T10:05:00Z')], 1, 2));
    expect(olderCursorOf(store().chatMessages)).toBe('m5');
    store().prependOlder('r1', page([message('m4', 'r1', '2026-01-01T10:04:00Z')], 2, 2));
    expect(olderCursorOf(store().chatMessages)).toBeNull();
  });
});

describe('chat store: new message (SPEC 4 "a new message is appended")', () => {
  it('appends a message of the open room once', () => {
    store().loadMessages('r1', page([message('m1', 'r1', '2026-01-01T10:01:00Z')], 1, 1));
    const next = message('m2', 'r1', '2026-01-01T10:02:00Z');
    store().appendMessage(next);
    store().appendMessage(next);
    expect(store().chatMessages.data.map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  it('does not append a message of another room to the open one', () => {
    store().loadMessages('r1', page([], 1, 1));
    store().appendMessage(message('x', 'r2', '2026-01-01T10:02:00Z'));
    expect(store().chatMessages.data).toEqual([]);
  });
});

describe('chat store: preview (SPEC 4 "the last-message preview of the chat whose id equals the room id")', () => {
  it('updates the preview of that chat only, and brings it to the top', () => {
    const old = message('m1', 'r2', '2026-01-01T10:00:00Z');
    store().setChats([chat('r1', [person('b')]), chat('r2', [person('c')], old)]);
    const fresh = message('m2', 'r2', '2026-01-01T11:00:00Z', 'hello');
    expect(store().updateLastMessage(fresh)).toBe(true);
    expect(store().chats.map((c) => c.id)).toEqual(['r2', 'r1']);
    expect(store().chats[0]?.last_message).toMatchObject({ id: 'm2', body: 'hello', attachments_count: 0 });
    expect(store().chats[0]?.last_message_at).toBe('2026-01-01T11:00:00Z');
    expect(store().chats[1]?.last_message).toBeNull();
  });

  it('keeps a newer preview when an older message arrives late, and reports an unknown room', () => {
    const newer = message('m2', 'r1', '2026-01-01T11:00:00Z', 'newer');
    store().setChats([chat('r1', [person('b')], newer)]);
    store().updateLastMessage(message('m1', 'r1', '2026-01-01T10:00:00Z', 'older'));
    expect(store().chats[0]?.last_message?.body).toBe('newer');
    expect(store().updateLastMessage(message('x', 'r-new', '2026-01-01T12:00:00Z'))).toBe(false);
  });
});

describe('chat store: state of SPEC 3 (filter, read state, typing)', () => {
  it('keeps the filter text and filters by the chat name or a participant, as the server does', () => {
    store().setFilter('hel');
    expect(store().filter).toBe('hel');
    const chats = [
      chat('r1', [person('b')], message('m', 'r1', '2026-01-01T10:00:00Z', 'Hello there')),
      chat('r2', [person('c')]),
    ];
    expect(filterChats(chats, 'PERSON B', 'me').map((c) => c.id)).toEqual(['r1']);
    expect(filterChats(chats, 'hello', 'me')).toEqual([]);
    expect(filterChats(chats, 'person c', 'me').map((c) => c.id)).toEqual(['r2']);
    expect(filterChats(chats, '  ', 'me')).toHaveLength(2);
    expect(chatTitle(chat('g', [person('b'), person('c')]), 'me')).toBe('Group g');
    expect(filterChats([chat('g', [person('b'), person('c')])], 'person b', 'me')).toHaveLength(1);
    expect(filterChats([chat('g', [person('b'), person('c')])], 'person me', 'me')).toHaveLength(0);
  });

  it('records a read receipt without moving it back, and sets unread counts', () => {
    store().setChats([chat('r1', [person('b')])]);
    store().setCurrentChat(store().chats[0] ?? null);
    store().markRead('r1', 'b', '2026-01-01T10:05:00Z');
    store().markRead('r1', 'b', '2026-01-01T10:01:00Z');
    expect(other(store().chats[0], 'b')?.last_read_at).toBe('2026-01-01T10:05:00Z');
    expect(other(store().currentChat, 'b')?.last_read_at).toBe('2026-01-01T10:05:00Z');
    store().setUnread('r1', 4);
    expect(store().chats[0]?.unread_count).toBe(4);
    expect(store().currentChat?.unread_count).toBe(4);
  });

  it('lists who is typing per room', () => {
    const b = { id: 'b', full_name: 'Bea' };
    const c = { id: 'c', full_name: 'Cem' };
    store().setTyping('r1', b, true);
    store().setTyping('r1', b, true);
    store().setTyping('r1', c, true);
    expect(store().typing).toEqual({ r1: [b, c] });
    store().setTyping('r1', b, false);
    store().setTyping('r1', c, false);
    expect(store().typing).toEqual({});
  });

  it('forgets everything when the session changes', () => {
    store().setChats([chat('r1', [person('b')])]);
    useSessionStore.getState().setToken('another-token');
    expect(store().chats).toEqual([]);
    useSessionStore.getState().logout();
  });
});
