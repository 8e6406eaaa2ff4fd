import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitRealtime } from '../../../shared/realtime/bus.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import type { Chat, ChatMessage, ChatParticipant } from '../api/chat-types.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { Component as ChatPage } from './chat-page.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { testUser } from '../../../test/fixtures.ts';

const api = setUpTestApi(['messages']);

const ROOMS = '/api/chat/rooms';
const ROOM = '/api/chat/rooms/r1';
const MESSAGES = '/api/chat/rooms/r1/messages';
const READ = '/api/chat/rooms/r1/read';

const me = testUser({ id: 'me', email: 'me@example.com', full_name: 'Mia Me', unreadMessages: 2 });

function person(id: string, name: string, readAt: string | null = null): ChatParticipant {
  return {
    id,
    full_name: name,
    username: null,
    avatar: null,
    role: 'member',
    is_pending: false,
    is_online: false,
    last_read_at: readAt,
  };
}

function message(id: string, sender: string, body: string, minute: number): ChatMessage {
  const created_at = `2026-01-02T10:${String(minute).padStart(2, '0')}:00.000Z`;
  return { id, room_id: 'r1', sender_id: sender, body, attachments: [], created_at };
}

const hello = message('m1', 'bea', 'Hello Mia', 1);
const reply = message('m2', 'me', 'Hi Bea!', 2);

function room(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 'r1',
    kind: 'direct',
    name: null,
    created_by: 'me',
    participants: [person('me', 'Mia Me'), person('bea', 'Bea Bold', '2026-01-02T10:02:00.000Z')],
    last_message: { id: 'm2', sender_id: 'me', body: 'Hi Bea!', attachments_count: 0, created_at: reply.created_at },
    unread_count: 2,
    last_message_at: reply.created_at,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const links = { first: null, last: null, prev: null, next: null };
const meta = (current = 1, last = 1) => ({ current_page: current, last_page: last, per_page: 30, total: 2 });

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: { ...me } });
  useChatStore.getState().reset();
  api.replies.set(ROOMS, { status: 200, body: { data: [room()], meta: meta(), links } });
  api.replies.set(ROOM, { status: 200, body: { data: room(), meta: { message_max_length: 20 } } });
  // The server answers newest first.
  api.replies.set(MESSAGES, { status: 200, body: { data: [reply, hello], meta: meta(), links } });
  api.replies.set(READ, {
    status: 200,
    body: { data: { room_id: 'r1', last_read_at: '2026-01-02T10:05:00.000Z', unread_count: 0 } },
  });
});
afterEach(cleanup);

function renderPage() {
  renderWithProviders(null, {
    routes: [{ path: '/messages/chat/:id', Component: ChatPage }],
    at: '/messages/chat/r1',
  });
}

const log = () => screen.getByRole('log', { name: 'Messages with Bea Bold' });
const texts = () => [...log().querySelectorAll('[data-testid="chat-message"]')].map((li) => li.textContent ?? '');
const said = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('a chat someone else started with me (decision 063)', () => {
  const ACCEPT = '/api/chat/rooms/r1/accept';
  const pending = () =>
    room({
      created_by: 'bea',
      participants: [{ ...person('me', 'Mia Me'), is_pending: true }, person('bea', 'Bea Bold')],
    });

  it('asks me to join, says so in place when joining fails, and goes away once I have joined', async () => {
    api.replies.set(ROOM, { status: 200, body: { data: pending(), meta: { message_max_length: 20 } } });
    api.replies.set(ACCEPT, { status: 503, body: { message: 'Service unavailable', code: 'errors.unavailable' } });
    renderPage();
    const prompt = await screen.findByRole('region', { name: /started this chat with you$/ });
    expect(prompt.textContent).toContain('Bea Bold');
    expect(prompt.textContent).toContain('cannot see when you are online');
    expect(within(prompt).getByRole('button', { name: 'Delete chat' })).toBeTruthy();

    fireEvent.click(within(prompt).getByRole('button', { name: 'Join the chat' }));
    expect((await within(prompt).findByRole('alert')).textContent).toContain('You could not join the chat');

    api.replies.set(ACCEPT, { status: 200, body: { data: room({ created_by: 'bea' }) } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Join the chat' }));
    await waitFor(() => expect(screen.queryByTestId('join-chat')).toBeNull());
    expect(said('POST', ACCEPT)).toHaveLength(2);
  });
});

describe('chat page', () => {
  it('shows the messages oldest first in a polite log, the receipt, and marks the room read', async () => {
    renderPage();
    await screen.findByText('Hello Mia');
    expect(log().getAttribute('aria-live')).toBe('polite');
    // The messages are items of a list inside the log (role="log" on the list itself would leave them outside one).
    expect(within(within(log()).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(texts()[0]).toContain('Hello Mia');
    expect(texts()[1]).toContain('Hi Bea!');
    // Bea read up to my message: "Seen" under it.
    expect(within(log()).getByTestId('read-receipt').textContent).toContain('Seen');
    await waitFor(() => expect(said('POST', READ)).toHaveLength(1));
    await waitFor(() => expect(useSessionStore.getState().user?.unreadMessages).toBe(0));
    // The sidebar lists the room with its preview.
    const item = await screen.findByTestId('chat-list-item');
    expect(item.textContent).toContain('Bea Bold');
    expect(item.textContent).toContain('You: \u2068Hi Bea!\u2069');
  });

  it('turns the counter red over the server limit and will not send; sends within it', async () => {
    renderPage();
    await screen.findByText('Hello Mia');
    const field = screen.getByRole('textbox', { name: 'Message' });
    const counter = screen.getByTestId('length-counter');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(field, { target: { value: 'x'.repeat(21) } });
    expect(counter.getAttribute('data-state')).toBe('over');
    expect(counter.textContent).toContain('21/20');
    expect(screen.getByText('The message is 1 character too long.')).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);

    fireEvent.change(field, { target: { value: 'See you soon' } });
    expect(counter.getAttribute('data-state')).toBe('ok');
    const sent = message('m3', 'me', 'See you soon', 6);
    api.replies.set(MESSAGES, { status: 201, body: { data: sent } });
    fireEvent.click(send);
    await waitFor(() => expect(texts().at(-1)).toContain('See you soon'));
    expect(JSON.parse(said('POST', MESSAGES)[0]?.body ?? '')).toEqual({ body: 'See you soon', file_ids: [] });
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s 422 on the body beside the field', async () => {
    renderPage();
    await screen.findByText('Hello Mia');
    api.replies.set(MESSAGES, {
      status: 422,
      body: { message: 'Invalid', errors: { body: ['The message may not be longer than 20 characters.'] } },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message may not be longer than 20 characters.')).toBeTruthy();
  });

  it('takes live messages, typing and presence', async () => {
    renderPage();
    await screen.findByText('Hello Mia');
    act(() => emitRealtime({ component: 'chat', data: { type: 'presence', user_id: 'bea', is_online: true } }));
    expect(screen.getByTestId('chat-presence').textContent).toBe('Online');
    act(() =>
      emitRealtime({
        component: 'chat',
        data: { type: 'typing', room_id: 'r1', user_id: 'bea', full_name: 'Bea Bold' },
      }),
    );
    expect(screen.getByTestId('typing-indicator').textContent).toBe('Bea Bold is typing…');
    act(() =>
      emitRealtime({
        component: 'chat',
        data: { type: 'message', room_id: 'r1', message: message('m9', 'bea', 'Are you there?', 7) },
      }),
    );
    expect(texts().at(-1)).toContain('Are you there?');
    expect(screen.getByTestId('typing-indicator').textContent).toBe('');
    act(() => emitRealtime({ component: 'chat', data: { type: 'presence', user_id: 'bea', is_online: false } }));
    expect(screen.getByTestId('chat-presence').textContent).toBe('Offline');
  });

  it('loads older messages above, with the paging cursor', async () => {
    api.replies.set(MESSAGES, {
      status: 200,
      body: {
        data: [reply, hello],
        meta: meta(1, 2),
        links: { ...links, next: '/api/chat/rooms/r1/messages?before=m1' },
      },
    });
    renderPage();
    await screen.findByText('Hello Mia');
    api.replies.set(MESSAGES, {
      status: 200,
      body: { data: [message('m0', 'bea', 'Long ago', 0)], meta: meta(2, 2), links },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(texts()[0]).toContain('Long ago'));
    expect(said('GET', MESSAGES).at(-1)?.url).toContain('before=m1');
    expect(screen.getByText('This is the beginning of the conversation.')).toBeTruthy();
  });

  it('says so when the person is not in the chat (403)', async () => {
    api.replies.set(ROOM, { status: 403, body: { message: 'Access Denied' } });
    api.replies.set(MESSAGES, { status: 403, body: { message: 'Access Denied' } });
    renderPage();
    expect(await screen.findByText('You are not part of this conversation.')).toBeTruthy();
  });
});
