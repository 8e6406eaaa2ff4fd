import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { MessageButton } from './message-button.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['errors']);

const member = { id: 'me', full_name: 'Mia Me', is_temporary: false, unreadMessages: 0 } as TCurrentUser;
const person = (id: string, fullName: string) => ({
  id,
  full_name: fullName,
  username: null,
  avatar: null,
  role: 'member' as const,
  is_pending: false,
  is_online: false,
  last_read_at: null,
});
const room: TChatRoom = {
  id: 'r1',
  kind: 'direct',
  name: null,
  created_by: 'me',
  participants: [person('me', 'Mia Me'), person('ada', 'Ada Expert')],
  last_message: null,
  unread_count: 0,
  last_message_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: member, redirectTo: null });
  useChatStore.getState().reset();
});
afterEach(cleanup);

function renderButton() {
  return renderWithProviders(null, {
    routes: [
      { path: '/u/:username', element: <MessageButton userId="ada">Message Ada Expert</MessageButton> },
      { path: '/messages/chat/:id', element: <p>chat page</p> },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    at: '/u/ada?page=2',
  });
}

describe('the "Message" button', () => {
  it('opens the direct chat with the person (created or reused by the server) and goes there', async () => {
    api.replies.set('/api/chat/rooms/direct', { status: 200, body: { data: room } });
    const { router } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Message Ada Expert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/chat/r1'));
    const opened = api.requests.filter((r) => r.url === '/api/chat/rooms/direct');
    expect(opened.map((r) => [r.method, JSON.parse(r.body)])).toEqual([['POST', { user_id: 'ada' }]]);
    expect(useChatStore.getState().chats.map((c) => c.id)).toEqual(['r1']);
  });

  it('says in place why the chat did not open (someone who cannot be found), and stays', async () => {
    api.replies.set('/api/chat/rooms/direct', {
      status: 422,
      body: {
        message: 'This person cannot be found.',
        errors: { user_id: ['This person cannot be found.'] },
        codes: { user_id: [{ code: 'chat.person_unknown', params: {} }] },
      },
    });
    const { router } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Message Ada Expert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This person cannot be found.');
    expect(router.state.location.pathname).toBe('/u/ada');
  });

  it('takes a visitor without an account to sign in, and back to this page after', async () => {
    useSessionStore.setState({ token: null, user: null });
    const { router } = renderButton();
    fireEvent.click(screen.getByRole('link', { name: 'Message Ada Expert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().redirectTo).toBe('/u/ada?page=2');
    expect(api.requests).toEqual([]);
  });
});
