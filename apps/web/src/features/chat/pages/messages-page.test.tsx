import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import type { Chat } from '../api/chat-types.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { Component as MessagesPage } from './messages-page.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['messages']);

const member = { id: 'me', full_name: 'Mia Me', is_temporary: false, unreadMessages: 0 } as TCurrentUser;
const links = { first: null, last: null, prev: null, next: null };
const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 30, total: 0 }, links };
const bea = { id: 'bea', full_name: 'Bea Bold', username: 'bea', avatar: null, is_online: true };
const room: Chat = {
  id: 'r-new',
  kind: 'direct',
  name: null,
  created_by: 'me',
  participants: [
    { ...bea, role: 'member', is_pending: false, last_read_at: null },
    {
      id: 'me',
      full_name: 'Mia Me',
      username: null,
      avatar: null,
      role: 'member',
      is_pending: false,
      is_online: true,
      last_read_at: null,
    },
  ],
  last_message: null,
  unread_count: 0,
  last_message_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: member });
  useChatStore.getState().reset();
  api.replies.set('/api/chat/rooms', { status: 200, body: emptyPage });
});
afterEach(cleanup);

function renderPage() {
  const { router } = renderWithProviders(null, {
    routes: [
      { path: '/messages', Component: MessagesPage },
      { path: '/messages/chat/:id', Component: () => <p>chat page</p> },
    ],
    at: '/messages',
  });
  return router;
}

describe('messages page', () => {
  it('shows the empty state, then starts a direct chat from the new-chat modal', async () => {
    const router = renderPage();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    api.replies.set('/api/chat/people', { status: 200, body: { data: [bea] } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Search people/ }), { target: { value: 'be' } });
    const result = await screen.findByRole('checkbox', { name: /Bea Bold/ });
    await waitFor(() => expect(api.requests.some((r) => r.url.startsWith('/api/chat/people?search=be'))).toBe(true));
    fireEvent.click(result);

    api.replies.set('/api/chat/rooms/direct', { status: 201, body: { data: room } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/chat/r-new'));
    const opened = api.requests.find((r) => r.url === '/api/chat/rooms/direct');
    expect(JSON.parse(opened?.body ?? '')).toEqual({ user_id: 'bea' });
    expect(useChatStore.getState().chats.map((c) => c.id)).toEqual(['r-new']);
  });

  it('filters the listed chats as the person types', async () => {
    const other: Chat = {
      ...room,
      id: 'r2',
      participants: [{ ...room.participants[0]!, id: 'cem', full_name: 'Cem Calm' }],
    };
    api.replies.set('/api/chat/rooms', {
      status: 200,
      body: { ...emptyPage, data: [room, other], meta: { ...emptyPage.meta, total: 2 } },
    });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('chat-list-item')).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter chats' }), { target: { value: 'cem' } });
    expect(screen.getAllByTestId('chat-list-item').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Cem Calm'),
    ]);
    expect(useChatStore.getState().filter).toBe('cem');
  });
});
