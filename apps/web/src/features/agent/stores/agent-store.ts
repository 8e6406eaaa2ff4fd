import { create } from 'zustand';
import type { TAgentMessage, TConversation } from '@ito/contracts/agent/conversations';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';

/** The name under which the agent chat sidebar is the UI store's active sidebar. */
export const AGENT_SIDEBAR = 'agent';

/** A page of messages as the server sends it: newest first. */
export interface MessagePage {
  data: TAgentMessage[];
  meta: TPageMeta;
}

/** SPEC section 3, "Agent chat": the conversation of one program, oldest message first. */
export interface AgentChat {
  /** The conversation's id; null until one is loaded. */
  id: string | null;
  conversation: TConversation | null;
  program: string | null;
  program_image: string | null;
  thinking: boolean;
  processing: boolean;
  /** The reply a model is writing, streamed while processing (decision 039); '' when none. */
  streaming: string;
  /** Oldest first; `meta` is the paging of the oldest page loaded so far (null before a load). */
  messages: { data: TAgentMessage[]; meta: TPageMeta | null };
}

export interface AgentState extends AgentChat {
  /** Opens or closes the agent chat sidebar; the flag itself lives in the UI store, outside the agent. */
  switchSidebar: (isOpen?: boolean) => void;
  setThinking: (thinking: boolean) => void;
  /** Lowering the flag also clears the streamed reply: the final message replaces it. */
  setProcessing: (processing: boolean) => void;
  setStreaming: (text: string) => void;
  /** A conversation and its newest page of messages, reversed so that the oldest comes first. */
  loadAgent: (input: { conversation: TConversation; page: MessagePage; programImage?: string | null }) => void;
  /** An older page (paging back): prepended, oldest first; messages already shown are not repeated. */
  prependOlder: (page: MessagePage) => void;
  /** A new message goes at the end; one already shown (it came both live and in the answer) is kept once. */
  appendMessage: (message: TAgentMessage) => void;
  /** Clears the agent and closes its sidebar. */
  reset: () => void;
}

function emptyChat(): AgentChat {
  return {
    id: null,
    conversation: null,
    program: null,
    program_image: null,
    thinking: false,
    processing: false,
    streaming: '',
    messages: { data: [], meta: null },
  };
}

export const useAgentStore = create<AgentState>()((set, get) => ({
  ...emptyChat(),

  switchSidebar: (isOpen) => {
    const ui = useUiStore.getState();
    const isShown = ui.activeSidebar === AGENT_SIDEBAR;
    const next = isOpen ?? !isShown;
    if (next !== isShown) ui.setActiveSidebar(next ? AGENT_SIDEBAR : null);
  },
  setThinking: (thinking) => set({ thinking }),
  setProcessing: (processing) => set(processing ? { processing } : { processing, streaming: '' }),
  setStreaming: (streaming) => set({ streaming }),
  loadAgent: ({ conversation, page, programImage }) =>
    set({
      id: conversation.id,
      conversation,
      program: conversation.program_id,
      program_image: programImage ?? null,
      thinking: false,
      processing: false,
      streaming: '',
      messages: { data: [...page.data].reverse(), meta: page.meta },
    }),
  prependOlder: (page) => {
    const { data } = get().messages;
    const shown = new Set(data.map((message) => message.id));
    const older = [...page.data].reverse().filter((message) => !shown.has(message.id));
    set({ messages: { data: [...older, ...data], meta: page.meta } });
  },
  appendMessage: (message) => {
    const { data, meta } = get().messages;
    if (data.some((shown) => shown.id === message.id)) return;
    set({ messages: { data: [...data, message], meta } });
  },
  reset: () => {
    set(emptyChat());
    if (useUiStore.getState().activeSidebar === AGENT_SIDEBAR) useUiStore.getState().setActiveSidebar(null);
  },
}));

// Another session (sign-in, sign-out, a guest becoming a temporary user) never sees the previous one's agent.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useAgentStore.getState().reset();
});

/** Whether the agent chat sidebar is open (the flag is the UI store's, SPEC section 3). */
export function useIsAgentSidebarOpen(): boolean {
  return useUiStore((s) => s.activeSidebar === AGENT_SIDEBAR);
}

/** The page to ask for when paging back, or null when the oldest message is already shown. */
export function olderPageOf(meta: TPageMeta | null): number | null {
  if (!meta || meta.current_page >= meta.last_page) return null;
  return meta.current_page + 1;
}
