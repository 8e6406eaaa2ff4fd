import { beforeEach, describe, expect, it } from 'vitest';
import type { TAgentMessage } from '@ito/contracts/agent/conversations';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { resetUiStore, useUiStore } from '../../../shared/stores/ui-store.ts';
import { testConversation } from '../../../test/fixtures.ts';
import { AGENT_SIDEBAR, olderPageOf, useAgentStore, type MessagePage } from './agent-store.ts';

const agent = () => useAgentStore.getState();
const ids = () => agent().messages.data.map((m) => m.id);

const conversation = testConversation();

function message(n: number): TAgentMessage {
  return {
    id: `m${n}`,
    conversation_id: 'c1',
    role: n % 2 ? 'user' : 'agent',
    content: `message ${n}`,
    payload: null,
    created_at: new Date(Date.UTC(2026, 2, 1, 8, n)).toISOString(),
  };
}

function meta(current: number, last: number): TPageMeta {
  return { current_page: current, last_page: last, per_page: 3, total: 8 };
}

/** A page as the server sends it: newest first. */
function page(numbers: number[], current: number, last = 3): MessagePage {
  return { data: numbers.map(message), meta: meta(current, last) };
}

beforeEach(() => {
  resetUiStore();
  useAgentStore.getState().reset();
});

describe('agent store', () => {
  it('starts empty, with no flags up', () => {
    expect(agent()).toMatchObject({
      id: null,
      conversation: null,
      program: null,
      program_image: null,
      thinking: false,
      processing: false,
      messages: { data: [], meta: null },
    });
  });

  it('switches the sidebar in the UI store, leaving the agent as it was', () => {
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1) });
    const before = { ...agent() };
    agent().switchSidebar();
    expect(useUiStore.getState().activeSidebar).toBe(AGENT_SIDEBAR);
    expect(agent().messages).toBe(before.messages);
    expect('showSidebar' in agent()).toBe(false);
    agent().switchSidebar();
    expect(useUiStore.getState().activeSidebar).toBeNull();
    agent().switchSidebar(true);
    agent().switchSidebar(true);
    expect(useUiStore.getState().activeSidebar).toBe(AGENT_SIDEBAR);
    agent().switchSidebar(false);
    expect(useUiStore.getState().activeSidebar).toBeNull();
  });

  it('does not close another sidebar when asked to close its own', () => {
    useUiStore.getState().setActiveSidebar('messages');
    agent().switchSidebar(false);
    expect(useUiStore.getState().activeSidebar).toBe('messages');
  });

  it('marks thinking and processing', () => {
    agent().setThinking(true);
    expect(agent().thinking).toBe(true);
    agent().setProcessing(true);
    expect(agent()).toMatchObject({ thinking: true, processing: true });
    agent().setThinking(false);
    agent().setProcessing(false);
    expect(agent()).toMatchObject({ thinking: false, processing: false });
  });

  it('loads an agent with its messages reversed, so the oldest comes first', () => {
    agent().setThinking(true);
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1), programImage: '/img/p1.webp' });
    expect(agent()).toMatchObject({
      id: 'c1',
      conversation,
      program: 'p1',
      program_image: '/img/p1.webp',
      thinking: false,
      processing: false,
    });
    expect(ids()).toEqual(['m6', 'm7', 'm8']);
    expect(agent().messages.meta).toEqual(meta(1, 3));
  });

  it('prepends older messages when paging back, oldest first, and keeps the paging of the oldest page', () => {
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1) });
    agent().prependOlder(page([5, 4, 3], 2));
    expect(ids()).toEqual(['m3', 'm4', 'm5', 'm6', 'm7', 'm8']);
    expect(agent().messages.meta).toEqual(meta(2, 3));
    agent().prependOlder(page([2, 1], 3));
    expect(ids()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
    expect(olderPageOf(agent().messages.meta)).toBeNull();
  });

  it('does not repeat a message when an older page overlaps (new messages shifted the pages)', () => {
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1) });
    agent().appendMessage(message(9));
    // Page 2 now starts one message later: it holds m6 again.
    agent().prependOlder(page([6, 5, 4], 2));
    expect(ids()).toEqual(['m4', 'm5', 'm6', 'm7', 'm8', 'm9']);
  });

  it('appends a new message at the end, once even when it arrives twice (live and in the answer)', () => {
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1) });
    agent().appendMessage(message(9));
    agent().appendMessage(message(9));
    agent().appendMessage(message(10));
    expect(ids()).toEqual(['m6', 'm7', 'm8', 'm9', 'm10']);
    expect(agent().messages.meta).toEqual(meta(1, 3));
  });

  it('resets: clears the agent and closes the sidebar', () => {
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1) });
    agent().setThinking(true);
    agent().switchSidebar(true);
    agent().reset();
    expect(agent()).toMatchObject({
      id: null,
      conversation: null,
      program: null,
      thinking: false,
      processing: false,
      messages: { data: [], meta: null },
    });
    expect(useUiStore.getState().activeSidebar).toBeNull();
  });

  it("resets when the session changes (sign-in, sign-out), so no one sees another session's agent", () => {
    useSessionStore.setState({ token: 'first' });
    agent().loadAgent({ conversation, page: page([8, 7, 6], 1) });
    agent().switchSidebar(true);
    useSessionStore.setState({ user: null });
    expect(agent().id).toBe('c1');
    useSessionStore.setState({ token: 'second' });
    expect(agent()).toMatchObject({ id: null, messages: { data: [], meta: null } });
    expect(useUiStore.getState().activeSidebar).toBeNull();
  });

  it('tells which page to ask for when paging back', () => {
    expect(olderPageOf(null)).toBeNull();
    expect(olderPageOf(meta(1, 3))).toBe(2);
    expect(olderPageOf(meta(3, 3))).toBeNull();
    expect(olderPageOf(meta(1, 1))).toBeNull();
  });
});
