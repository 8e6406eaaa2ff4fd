import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TNotification } from '@ito/contracts/notifications/notification';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { Component as NotificationsPage } from './notifications-page.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['notifications', 'forms']);

const member = {
  id: 'u1',
  full_name: 'Mona',
  is_temporary: false,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  unreadNotifications: 1,
} as TCurrentUser;

const note = (id: string, title: string, read_at: string | null): TNotification => ({
  id,
  type: 'chat_message',
  data: { title, body: 'Hello there', url: `/messages/chat/${id}` },
  read_at,
  delivery: 'live',
  created_at: '2026-01-01T10:00:00.000Z',
});

const page = (items: TNotification[], current_page = 1, last_page = 1) => ({
  data: items,
  meta: { current_page, last_page, per_page: 20, total: items.length },
  links: { first: null, last: null, prev: null, next: null },
});

const TYPES = [
  'chat_message',
  'protocol_nudge',
  'protocol_followup',
  'plan_changed',
  'booking',
  'payment',
  'answer',
  'system',
];

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: null });
  useSessionStore.getState().setUser(member);
  api.replies.set('/api/notifications', {
    status: 200,
    body: page(
      [note('a', 'Sara wrote to you', null), note('b', 'Omar wrote to you', '2026-01-01T11:00:00.000Z')],
      1,
      3,
    ),
  });
  api.replies.set('/api/notifications/preferences', {
    status: 200,
    body: { data: TYPES.map((type) => ({ type, channel: 'live' })) },
  });
  api.replies.set('/api/notifications/settings', {
    status: 200,
    body: { data: { hourly_budget: 6, quiet_start: null, quiet_end: null } },
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().logout();
});

function renderPage(entry = '/notifications') {
  const { router } = renderWithProviders(null, {
    routes: [{ path: '/notifications', Component: NotificationsPage }],
    at: entry,
  });
  return router;
}

const said = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('/notifications', () => {
  it('lists notifications with links, unread marked, and pages through them', async () => {
    const router = renderPage();
    // The first render of the file pays for loading Mantine's components: a longer wait.
    const rows = await screen.findAllByTestId('notification-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]?.hasAttribute('data-unread')).toBe(true);
    expect(rows[1]?.hasAttribute('data-unread')).toBe(false);
    expect(within(rows[0]!).getByRole('link', { name: 'Sara wrote to you' }).getAttribute('href')).toBe(
      '/messages/chat/a',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(said('GET', '/api/notifications').some((r) => r.url.includes('page=2'))).toBe(true));
  });

  it('filters to the unread ones', async () => {
    const router = renderPage();
    await screen.findAllByTestId('notification-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    await waitFor(() => expect(said('GET', '/api/notifications').some((r) => r.url.includes('unread=1'))).toBe(true));
  });

  it('marks one read and drops the counter', async () => {
    renderPage();
    await screen.findAllByTestId('notification-row');
    api.replies.set('/api/notifications/a/read', {
      status: 200,
      body: { data: note('a', 'Sara wrote to you', 'now') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark read: Sara wrote to you' }));
    await waitFor(() => expect(said('POST', '/api/notifications/a/read')).toHaveLength(1));
    expect(useSessionStore.getState().user?.unreadNotifications).toBe(0);
    // Already read: no button to read it again.
    expect(screen.queryByRole('button', { name: 'Mark read: Omar wrote to you' })).toBeNull();
  });

  it('says when there is nothing', async () => {
    api.replies.set('/api/notifications', { status: 200, body: page([]) });
    renderPage();
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain('No notifications yet');
  });

  it('shows a load failure with a retry', async () => {
    api.replies.set('/api/notifications', { status: 500, body: { message: 'Something went wrong' } });
    renderPage();
    expect(await screen.findByText('The notifications could not be loaded.')).toBeTruthy();
  });

  it('saves only the changed preferences', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('preference-row');
    expect(rows).toHaveLength(TYPES.length);
    const nudges = screen.getByRole('radiogroup', { name: 'Nudge' });
    fireEvent.click(within(nudges).getByRole('radio', { name: 'Digest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(said('POST', '/api/notifications/preferences')).toHaveLength(1));
    const sent = said('POST', '/api/notifications/preferences')[0]!;
    expect(sent.url).toContain('_method=PUT');
    expect(JSON.parse(sent.body)).toEqual({ preferences: [{ type: 'protocol_nudge', channel: 'digest' }] });
  });

  it('checks the settings before sending and shows the server\u2019s field errors', async () => {
    renderPage();
    const start = await screen.findByLabelText('Quiet hours start');
    fireEvent.change(start, { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // Only one end of the quiet hours: refused here, nothing sent.
    expect(await screen.findByText('Give both the start and the end, or neither.')).toBeTruthy();
    expect(said('POST', '/api/notifications/settings')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Quiet hours end'), { target: { value: '07:00' } });
    api.replies.set('/api/notifications/settings', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { hourly_budget: ['Too many for your plan.'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Too many for your plan.')).toBeTruthy();
    const sent = said('POST', '/api/notifications/settings')[0]!;
    expect(JSON.parse(sent.body)).toEqual({ hourly_budget: 6, quiet_start: '22:00', quiet_end: '07:00' });
  });

  it('reads the quiet hours in the profile’s time zone, and links there to change it', async () => {
    renderPage();
    await screen.findByLabelText('Quiet hours start');
    expect(screen.queryByLabelText('Time zone')).toBeNull();
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/my-profile');
  });
});
