import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { i18n, i18nReady } from '../../../shared/i18n/i18n.ts';
import { emitRealtime } from '../../../shared/realtime/bus.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { MessagesBadge } from './messages-badge.tsx';

const member = { id: 'me', is_temporary: false, unreadMessages: 2 } as TCurrentUser;

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['messages']);
});
afterEach(cleanup);

function renderBadge() {
  const router = createMemoryRouter([{ path: '*', Component: MessagesBadge }]);
  render(<RouterProvider router={router} />);
}

describe('messages badge in the navbar', () => {
  it('shows unreadMessages as a link to /messages and counts a new message live', async () => {
    useSessionStore.setState({ token: 'token', user: { ...member } });
    renderBadge();
    const link = await screen.findByRole('link', { name: 'Messages: 2 unread' });
    expect(link.getAttribute('href')).toBe('/messages');
    act(() =>
      emitRealtime({
        component: 'chat',
        data: {
          type: 'message',
          room_id: 'r1',
          message: { id: 'm1', room_id: 'r1', sender_id: 'bea', body: 'hi', attachments: [], created_at: '2026-01-01' },
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('messages-badge-count').textContent).toBe('3'));
  });

  it('has no count when all is read, and is not shown to guests', async () => {
    useSessionStore.setState({ token: 'token', user: { ...member, unreadMessages: 0 } });
    renderBadge();
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('messages-badge-count')).toBeNull();
    act(() => useSessionStore.setState({ token: null, user: null }));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });
});
