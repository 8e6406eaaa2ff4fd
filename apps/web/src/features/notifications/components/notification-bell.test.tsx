import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME } from '@ito/contracts/constants';
import { NOTIFICATION_COMPONENT, NOTIFICATION_READ_COMPONENT } from '@ito/contracts/notifications/notification';
import type { TNotification } from '@ito/contracts/notifications/notification';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { emitRealtime } from '../../../shared/realtime/bus.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { LIVE_COMPONENTS } from '../hooks/use-live-notifications.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';
import { NotificationBell } from './notification-bell.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['notifications']);

const member = {
  id: 'u1',
  full_name: 'Mona',
  is_temporary: false,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  unreadNotifications: 2,
  unreadMessages: 0,
  assignedTasks: 0,
} as TCurrentUser;

function notification(id: string, title: string, minutesAgo: number, read_at: string | null = null): TNotification {
  return {
    id,
    type: 'protocol_nudge',
    data: { title, body: `About ${title}`, url: `/my-tasks/task/${id}` },
    read_at,
    delivery: 'live',
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  };
}

const page = (items: TNotification[]) => ({
  data: items,
  meta: { current_page: 1, last_page: 1, per_page: 8, total: items.length },
  links: { first: null, last: null, prev: null, next: null },
});

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: null });
  useSessionStore.getState().setUser(member);
  api.replies.set('/api/notifications', {
    status: 200,
    body: page([notification('n2', 'Drink water', 5), notification('n1', 'Walk 10 minutes', 60)]),
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().logout();
});

function renderBell() {
  const { router } = renderWithProviders(null, {
    routes: [
      { path: '/', Component: NotificationBell },
      { path: '/my-tasks/task/:id', Component: () => <p>task page</p> },
      { path: '/notifications', Component: () => <p>all notifications</p> },
    ],
    at: '/',
  });
  return router;
}

const bell = () => screen.getByTestId('notification-bell');
const said = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('notification bell', () => {
  it('listens to the components the server publishes', () => {
    expect(LIVE_COMPONENTS).toEqual({ notification: NOTIFICATION_COMPONENT, read: NOTIFICATION_READ_COMPONENT });
  });

  it('shows the unread count of the current user and says it', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
  });

  it('is not there for guests, temporary or unverified users', async () => {
    renderBell();
    await screen.findByTestId('notification-bell');
    cleanup();
    for (const user of [null, { ...member, is_temporary: true }, { ...member, email_verified_at: null }]) {
      useSessionStore.getState().setUser(user);
      renderBell();
      expect(screen.queryByTestId('notification-bell')).toBeNull();
      cleanup();
    }
  });

  it('bumps the count when a notification arrives live, and keeps the sidebar count equal', async () => {
    renderBell();
    await screen.findByTestId('notification-bell');
    act(() => emitRealtime({ component: 'notification', data: notification('n3', 'Stretch', 0) }));
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(useSessionStore.getState().user?.unreadNotifications).toBe(3);
    // The same event again (two tabs, a reconnect) changes nothing.
    act(() => emitRealtime({ component: 'notification', data: notification('n3', 'Stretch', 0) }));
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
  });

  it('opens a 300 px dialog with the latest, prepends live ones, and follows a link marking it read', async () => {
    const router = renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    // SPEC 9: the notification dropdown is 300 px (Mantine writes it in rem: 300 / 16).
    expect(dialog.style.width).toContain(`${THEME.notificationDropdownPx / 16}rem`);
    await within(dialog).findByText('Drink water');
    expect(said('GET', '/api/notifications')[0]?.url).toContain('per_page=8');

    act(() => emitRealtime({ component: 'notification', data: notification('n3', 'Stretch', 0) }));
    const titles = () =>
      within(dialog)
        .getAllByTestId('notification-item')
        .map((item) => item.textContent ?? '');
    await waitFor(() => expect(titles()[0]).toContain('Stretch'));
    expect(titles()).toHaveLength(3);
    expect(screen.getByTestId('notification-count').textContent).toBe('3');

    api.replies.set('/api/notifications/n2/read', {
      status: 200,
      body: { data: notification('n2', 'Drink water', 5) },
    });
    fireEvent.click(within(dialog).getByText('Drink water'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-tasks/task/n2'));
    await waitFor(() => expect(said('POST', '/api/notifications/n2/read')).toHaveLength(1));
    expect(useNotificationsStore.getState().unread).toBe(2);
    expect(useSessionStore.getState().user?.unreadNotifications).toBe(2);
  });

  it('marks all read from the dropdown', async () => {
    renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText('Drink water');
    api.replies.set('/api/notifications/read-all', { status: 200, body: { data: { updated: 2 } } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(said('POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, none unread');
  });

  it('puts the server count back when marking read is refused', async () => {
    renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(dialog).findByText('Drink water');
    api.replies.set('/api/notifications/n2/read', { status: 404, body: { message: 'Resource not found' } });
    api.replies.set('/api/notifications/unread-count', { status: 200, body: { data: { count: 2 } } });
    fireEvent.click(within(dialog).getByText('Drink water'));
    await waitFor(() => expect(said('GET', '/api/notifications/unread-count')).toHaveLength(1));
    await waitFor(() => expect(useNotificationsStore.getState().unread).toBe(2));
  });

  it('follows a read in another tab', async () => {
    renderBell();
    await screen.findByTestId('notification-bell');
    act(() => emitRealtime({ component: 'notification-read', data: { id: null, unread: 0 } }));
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('shows an empty dropdown kindly', async () => {
    api.replies.set('/api/notifications', { status: 200, body: page([]) });
    renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('You are all caught up.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });
});
