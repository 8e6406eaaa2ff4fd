import { create } from 'zustand';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import type {
  Chat,
  ChatMessage,
  ChatMessagePage,
  ChatMessagePreview,
  ChatPageLinks,
  ChatPageMeta,
  ChatParticipant,
} from '../api/chat-types.ts';

/**
 * Put at the front of the loaded messages when an older page is prepended (SPEC section 4, Chat): the list renders
 * it as the place where the next older page loads, and keeps the reader's position while the page above grows.
 */
export interface OlderMarker {
  kind: 'older-marker';
  id: typeof OLDER_MARKER_ID;
}
export const OLDER_MARKER_ID = '__older__';
const OLDER_MARKER: OlderMarker = { kind: 'older-marker', id: OLDER_MARKER_ID };

export type ChatLogItem = ChatMessage | OlderMarker;

export interface TypingPerson {
  id: string;
  full_name: string;
}

export function isOlderMarker(item: ChatLogItem): item is OlderMarker {
  return 'kind' in item && item.kind === 'older-marker';
}

/** SPEC section 3, chat store: `chatMessages` of the open room, oldest first. */
export interface ChatMessages {
  /** The room whose messages are loaded; null when none is. */
  id: string | null;
  data: ChatLogItem[];
  meta: ChatPageMeta | null;
  links: ChatPageLinks | null;
}

export interface ChatStoreState {
  chats: Chat[];
  currentChat: Chat | null;
  /** The text of the sidebar's filter box. */
  filter: string;
  chatMessages: ChatMessages;
  /** Who is typing, by room id. */
  typing: Record<string, TypingPerson[]>;

  setChats: (chats: Chat[]) => void;
  /** A room that was not listed yet (a new chat, or one that came back with a message) goes first. */
  addChat: (chat: Chat) => void;
  setCurrentChat: (chat: Chat | null) => void;
  setFilter: (filter: string) => void;
  /** SPEC: a participant is set online, by id, in the current chat and in all chats. */
  setOnline: (userId: string) => void;
  /** SPEC: participants are set offline, by id or a list of ids, in the current chat and in all chats. */
  setOffline: (userIds: string | string[]) => void;
  /** SPEC: deleting a chat removes it, and clears the loaded messages if that chat was open. */
  deleteChat: (roomId: string) => void;
  /** The newest page of a room, oldest message first. */
  loadMessages: (roomId: string, page: ChatMessagePage) => void;
  /** SPEC: older messages are prepended with a placeholder marker at the front, and the paging meta is updated. */
  prependOlder: (roomId: string, page: ChatMessagePage) => void;
  /** SPEC: a new message is appended (to the open room's messages; one already shown is kept once). */
  appendMessage: (message: ChatMessage) => void;
  /**
   * SPEC: the last-message preview of the chat whose id equals the room id is updated; that chat moves to the top.
   * Returns false when no listed chat has that id (the caller then loads the room).
   */
  updateLastMessage: (message: ChatMessage) => boolean;
  setUnread: (roomId: string, count: number) => void;
  /** A read receipt: the participant has read the room up to `at`. */
  markRead: (roomId: string, userId: string, at: string) => void;
  /** A newer copy of a room (after joining it, say), in the list and as the open chat. */
  replaceChat: (chat: Chat) => void;
  /** The participant has joined the room (accepted it or answered in it; decision 063). */
  markJoined: (roomId: string, userId: string) => void;
  /** Shows (a person) or hides (null with `userId`) a typing indicator in a room. */
  setTyping: (roomId: string, person: TypingPerson, isTyping: boolean) => void;
  reset: () => void;
}

function emptyMessages(): ChatMessages {
  return { id: null, data: [], meta: null, links: null };
}

function initialState() {
  return {
    chats: [] as Chat[],
    currentChat: null as Chat | null,
    filter: '',
    chatMessages: emptyMessages(),
    typing: {} as Record<string, TypingPerson[]>,
  };
}

/** The chat with the participants whose id is in `ids` given the online state; untouched chats keep identity. */
function withPresence(chat: Chat, ids: ReadonlySet<string>, isOnline: boolean): Chat {
  const touches = (p: ChatParticipant) => ids.has(p.id) && p.is_online !== isOnline;
  if (!chat.participants.some(touches)) return chat;
  return { ...chat, participants: chat.participants.map((p) => (touches(p) ? { ...p, is_online: isOnline } : p)) };
}

/** A read receipt never moves back: a late, older one is ignored. */
function withReadAt(chat: Chat, userId: string, at: string): Chat {
  const update = (p: ChatParticipant): ChatParticipant =>
    p.id === userId && (p.last_read_at === null || p.last_read_at < at) ? { ...p, last_read_at: at } : p;
  return { ...chat, participants: chat.participants.map(update) };
}

/** The sidebar's preview of a message: its text and how many files came with it. */
export function previewOf(message: ChatMessage): ChatMessagePreview {
  return {
    id: message.id,
    sender_id: message.sender_id,
    body: message.body,
    attachments_count: message.attachments.length,
    created_at: message.created_at,
  };
}

/** Oldest first, each message once: an id already in `shown` is left out. */
function unseen(messages: ChatMessage[], shown: ChatLogItem[]): ChatMessage[] {
  const ids = new Set(shown.map((item) => item.id));
  return messages.filter((message) => !ids.has(message.id));
}

export const useChatStore = create<ChatStoreState>()((set, get) => {
  const setPresence = (ids: ReadonlySet<string>, isOnline: boolean) => {
    const { chats, currentChat } = get();
    set({
      chats: chats.map((chat) => withPresence(chat, ids, isOnline)),
      currentChat: currentChat ? withPresence(currentChat, ids, isOnline) : null,
    });
  };

  return {
    ...initialState(),

    setChats: (chats) => set({ chats }),
    addChat: (chat) => {
      const others = get().chats.filter((listed) => listed.id !== chat.id);
      set({ chats: [chat, ...others] });
    },
    setCurrentChat: (currentChat) => set({ currentChat }),
    setFilter: (filter) => set({ filter }),
    setOnline: (userId) => setPresence(new Set([userId]), true),
    setOffline: (userIds) => setPresence(new Set(Array.isArray(userIds) ? userIds : [userIds]), false),

    deleteChat: (roomId) => {
      const { chats, currentChat, chatMessages } = get();
      set({
        chats: chats.filter((chat) => chat.id !== roomId),
        currentChat: currentChat?.id === roomId ? null : currentChat,
        chatMessages: chatMessages.id === roomId ? emptyMessages() : chatMessages,
      });
    },

    loadMessages: (roomId, page) =>
      set({ chatMessages: { id: roomId, data: [...page.data], meta: page.meta, links: page.links } }),

    prependOlder: (roomId, page) => {
      const { chatMessages } = get();
      // A page that answers for a room no longer open is dropped.
      if (chatMessages.id !== roomId) return;
      const shown = chatMessages.data.filter((item) => !isOlderMarker(item));
      const older = unseen(page.data, shown);
      set({
        chatMessages: { id: roomId, data: [OLDER_MARKER, ...older, ...shown], meta: page.meta, links: page.links },
      });
    },

    appendMessage: (message) => {
      const { chatMessages } = get();
      if (chatMessages.id !== message.room_id) return;
      if (chatMessages.data.some((item) => item.id === message.id)) return;
      set({ chatMessages: { ...chatMessages, data: [...chatMessages.data, message] } });
    },

    updateLastMessage: (message) => {
      const { chats, currentChat } = get();
      // An older message arriving late must not replace a newer preview.
      const isNewer = (chat: Chat) => !chat.last_message || chat.last_message.created_at <= message.created_at;
      const withPreview = (chat: Chat): Chat =>
        isNewer(chat) ? { ...chat, last_message: previewOf(message), last_message_at: message.created_at } : chat;
      if (currentChat?.id === message.room_id) set({ currentChat: withPreview(currentChat) });
      const listed = chats.find((chat) => chat.id === message.room_id);
      if (!listed) return false;
      if (!isNewer(listed)) return true;
      set({ chats: [withPreview(listed), ...chats.filter((chat) => chat.id !== message.room_id)] });
      return true;
    },

    setUnread: (roomId, count) => {
      const { chats, currentChat } = get();
      set({
        chats: chats.map((chat) => (chat.id === roomId ? { ...chat, unread_count: count } : chat)),
        currentChat: currentChat?.id === roomId ? { ...currentChat, unread_count: count } : currentChat,
      });
    },

    markRead: (roomId, userId, at) => {
      const { chats, currentChat } = get();
      set({
        chats: chats.map((chat) => (chat.id === roomId ? withReadAt(chat, userId, at) : chat)),
        currentChat: currentChat?.id === roomId ? withReadAt(currentChat, userId, at) : currentChat,
      });
    },

    replaceChat: (chat) => {
      const { chats, currentChat } = get();
      set({
        chats: chats.map((listed) => (listed.id === chat.id ? chat : listed)),
        currentChat: currentChat?.id === chat.id ? chat : currentChat,
      });
    },

    markJoined: (roomId, userId) => {
      const joined = (chat: Chat): Chat =>
        chat.id === roomId && chat.participants.some((p) => p.id === userId && p.is_pending)
          ? { ...chat, participants: chat.participants.map((p) => (p.id === userId ? { ...p, is_pending: false } : p)) }
          : chat;
      const { chats, currentChat } = get();
      set({ chats: chats.map(joined), currentChat: currentChat ? joined(currentChat) : null });
    },

    setTyping: (roomId, person, isTyping) => {
      const { typing } = get();
      const current = typing[roomId] ?? [];
      const isListed = current.some((p) => p.id === person.id);
      if (isTyping === isListed) return;
      const next = isTyping ? [...current, person] : current.filter((p) => p.id !== person.id);
      const { [roomId]: _dropped, ...others } = typing;
      set({ typing: next.length > 0 ? { ...others, [roomId]: next } : others });
    },

    reset: () => set(initialState()),
  };
});

// Another session (sign-in, sign-out) never sees the previous person's chats.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useChatStore.getState().reset();
});

/**
 * The listed chats whose title or another participant's name contains the filter text (case-insensitive): the
 * server's search (`search` of GET chat/rooms) does the same, so the list does not jump when its answer comes.
 */
export function filterChats(chats: Chat[], filter: string, myId: string | null): Chat[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return chats;
  return chats.filter(
    (chat) =>
      chatTitle(chat, myId).toLocaleLowerCase().includes(needle) ||
      chat.participants.some((p) => p.id !== myId && p.full_name.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * The cursor for the next older page (the oldest loaded message's id), or null when the oldest is already in: the
 * server's `links.next` is null then, and `current_page` has reached `last_page`.
 */
export function olderCursorOf(messages: ChatMessages): string | null {
  const { meta, links, data } = messages;
  if (!meta || !links?.next || meta.current_page >= meta.last_page) return null;
  return data.find((item) => !isOlderMarker(item))?.id ?? null;
}

/** The other person of a direct chat (or the first other member of a group): the name and dot of the list. */
export function otherParticipant(chat: Chat, myId: string | null): ChatParticipant | null {
  return chat.participants.find((p) => p.id !== myId) ?? null;
}

/** A direct chat's other person's name, or the group's name. */
export function chatTitle(chat: Chat, myId: string | null): string {
  if (chat.kind === 'group') return chat.name ?? '';
  return otherParticipant(chat, myId)?.full_name ?? chat.name ?? '';
}

/**
 * Someone else added me to this chat and I have not joined it yet (decision 063): the others do not see my presence,
 * read receipts or typing until I accept it or answer in it.
 */
export function isPendingForMe(chat: Chat, myId: string | null): boolean {
  return chat.participants.some((p) => p.id === myId && p.is_pending);
}

/** Who brought me into the chat: its creator, when they are still in it. */
export function inviterOf(chat: Chat, myId: string | null): ChatParticipant | null {
  return chat.participants.find((p) => p.id === chat.created_by && p.id !== myId) ?? null;
}
