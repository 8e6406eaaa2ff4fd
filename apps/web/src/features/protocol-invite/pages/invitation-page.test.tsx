import type { Server } from 'node:http';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../../shared/api/client.ts';
import { startTestApiServer, type ReceivedRequest } from '../../../shared/api/test-api-server.ts';
import { setErrorReporter } from '../../../shared/error-reporting.ts';
import { i18n, i18nReady } from '../../../shared/i18n/i18n.ts';
import en from '../../../shared/i18n/locales/en/protocol-invite.json';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { resetUiStore } from '../../../shared/ui/ui-store.ts';
import { Component as InvitationPage } from './invitation-page.tsx';

let server: Server;
let requests: ReceivedRequest[];
let replies: Map<string, { status: number; body: unknown }>;
let baseUrl: string;

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

beforeAll(async () => {
  ({ server, requests, replies, baseUrl } = await startTestApiServer());
  setErrorReporter(() => undefined);
  await i18nReady;
  await i18n.loadNamespaces(['protocol-invite']);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  replies.clear();
  setApiBaseUrl(baseUrl);
  resetUiStore();
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes' });
});
afterEach(cleanup);

function renderPage(token: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/protocol-invitations/:token', Component: InvitationPage },
      { path: '/my-tasks', Component: () => <h1>My tasks page</h1> },
    ],
    { initialEntries: [`/protocol-invitations/${token}`] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>suspended</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const accepts = () => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/accept'));

describe('protocol invitation page', () => {
  it('shows the protocol and who invites; accepting starts the run and leads to the tasks', async () => {
    replies.set('/api/protocol-invitations/tok1', { status: 200, body: preview });
    replies.set('/api/protocol-invitations/tok1/accept', { status: 200, body: { data: { run, is_new: true } } });
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
    replies.set('/api/protocol-invitations/tok2', { status: 200, body: preview });
    replies.set('/api/protocol-invitations/tok2/accept', { status: 200, body: { data: { run, is_new: false } } });
    renderPage('tok2');
    fireEvent.click(await screen.findByRole('button', { name: en.accept.button }));
    expect(await screen.findByText(en.accepted.again)).toBeTruthy();
  });

  it('explains a refusal in place and keeps the button for another try', async () => {
    replies.set('/api/protocol-invitations/tok3', { status: 200, body: preview });
    replies.set('/api/protocol-invitations/tok3/accept', {
      status: 403,
      body: { message: 'This invitation was sent to another email address.' },
    });
    renderPage('tok3');
    fireEvent.click(await screen.findByRole('button', { name: en.accept.button }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.accept.forbidden);
    expect(screen.getByRole('button', { name: en.accept.button })).toBeTruthy();
  });

  it('says an unknown, revoked or expired invitation is no longer valid, and offers no accept', async () => {
    replies.set('/api/protocol-invitations/gone', { status: 404, body: { message: 'Resource not found' } });
    renderPage('gone');
    expect(await screen.findByRole('heading', { name: en.invalid.title, level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.accept.button })).toBeNull();
    expect(screen.getByRole('link', { name: en.goToTasks }).getAttribute('href')).toBe('/my-tasks');
  });
});
