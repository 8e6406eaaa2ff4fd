import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../shared/i18n/locales/en/protocol-invite.json';
import { useSessionStore } from '../../../../shared/stores/session-store.ts';
import { Component as InvitationPage } from './invitation-page.tsx';
import { setUpTestApi } from '../../../../test/test-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';

const api = setUpTestApi(['protocol-invite']);

const preview = {
  data: {
    protocol: { id: 'p1', name: 'Calm practice', description: 'Ten calm minutes a day.' },
    creator: { id: 'c1', name: 'Coach Carla' },
    audience: 'email',
    status: 'pending',
  },
};
const run = {
  id: 'r1',
  protocol_id: 'p1',
  version: 1,
  follower: { id: 'u1', name: 'Fatima' },
  status: 'waiting',
  current_node_key: 'wait',
  next_wake_at: null,
  started_at: '2026-03-02T09:00:00.000Z',
  ended_at: null,
};

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes' });
});
afterEach(cleanup);

function renderPage(token: string) {
  const { router } = renderWithProviders(null, {
    routes: [
      { path: '/protocol-invitations/:token', Component: InvitationPage },
      { path: '/my-tasks', Component: () => <h1>My tasks page</h1> },
    ],
    at: `/protocol-invitations/${token}`,
  });
  return router;
}

const accepts = () => api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/accept'));

describe('protocol invitation page', () => {
  it('shows the protocol and who invites; accepting starts the run and leads to the tasks', async () => {
    api.replies.set('/api/protocol-invitations/tok1', { status: 200, body: preview });
    api.replies.set('/api/protocol-invitations/tok1/accept', { status: 200, body: { data: { run, is_new: true } } });
    const router = renderPage('tok1');

    expect(await screen.findByRole('heading', { name: 'Calm practice', level: 1 })).toBeTruthy();
    expect(screen.getByText('Coach Carla invites you to follow')).toBeTruthy();
    expect(screen.getByText('Ten calm minutes a day.')).toBeTruthy();
    expect(accepts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: en.accept.button }));
    expect(await screen.findByText(en.accepted.title)).toBeTruthy();
    expect(accepts()).toHaveLength(1);
    expect(accepts()[0]!.headers.authorization).toBe('Bearer member-token');
    expect(screen.queryByRole('button', { name: en.accept.button })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: en.goToTasks }));
    expect(await screen.findByRole('heading', { name: 'My tasks page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-tasks');
  });

  it('says when the follower already follows it', async () => {
    api.replies.set('/api/protocol-invitations/tok2', { status: 200, body: preview });
    api.replies.set('/api/protocol-invitations/tok2/accept', { status: 200, body: { data: { run, is_new: false } } });
    renderPage('tok2');
    fireEvent.click(await screen.findByRole('button', { name: en.accept.button }));
    expect(await screen.findByText(en.accepted.again)).toBeTruthy();
  });

  it('explains a refusal in place and keeps the button for another try', async () => {
    api.replies.set('/api/protocol-invitations/tok3', { status: 200, body: preview });
    api.replies.set('/api/protocol-invitations/tok3/accept', {
      status: 403,
      body: { message: 'This invitation was sent to another email address.' },
    });
    renderPage('tok3');
    fireEvent.click(await screen.findByRole('button', { name: en.accept.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.accept.forbidden);
    expect(screen.getByRole('button', { name: en.accept.button })).toBeTruthy();
  });

  it('says an unknown, revoked or expired invitation is no longer valid, and offers no accept', async () => {
    api.replies.set('/api/protocol-invitations/gone', { status: 404, body: { message: 'Resource not found' } });
    renderPage('gone');
    expect(await screen.findByRole('heading', { name: en.invalid.title, level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.accept.button })).toBeNull();
    expect(screen.getByRole('link', { name: en.goToTasks }).getAttribute('href')).toBe('/my-tasks');
  });
});
