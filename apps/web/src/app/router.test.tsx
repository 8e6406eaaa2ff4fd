import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { useSessionStore } from '../shared/stores/session-store.ts';
import { sessionReady } from '../shared/session/sign-in.ts';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import type { AppRoute, LazyPage } from './routes.ts';

const stubPage =
  (text: string): LazyPage =>
  () =>
    Promise.resolve({ Component: () => <p>{text}</p> });
const route = (path: string, opts: Partial<AppRoute> = {}): AppRoute => ({
  path,
  layout: 'empty',
  guards: ['user'],
  scrollToTop: true,
  lazy: stubPage(`page ${path}`),
  ...opts,
});

const TABLE: AppRoute[] = [
  route('/'),
  route('/login'),
  route('/home'),
  route('/settings/devices'),
  route('/program/:id'),
  route('/programs/:category?/:tag?/:level?/:signs?/:time?/:access?/:order?/:popular?/:search?/:page?'),
  route('/odd', { guards: ['admin'] }),
];

const verifiedUser = { id: 'u1', is_temporary: false, email_verified_at: '2026-01-01T00:00:00Z' } as TCurrentUser;

function settle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    const isDone = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (isDone()) return resolve();
    const stop = router.subscribe(() => {
      if (!isDone()) return;
      stop();
      resolve();
    });
  });
}

async function open(path: string) {
  const router = createMemoryRouter(buildRoutes(TABLE), { initialEntries: [path] });
  await settle(router);
  return router;
}

function errorStatus(router: ReturnType<typeof createMemoryRouter>): number | undefined {
  const error = Object.values(router.state.errors ?? {})[0];
  if (isRouteErrorResponse(error)) return error.status;
  return (error as { status?: number } | undefined)?.status;
}

beforeAll(async () => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  // Jsdom has no matchMedia; Mantine asks it for the colour scheme and media queries.
  window.matchMedia ??= vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
  // Resolve the start-up refresh once, signed out, so the loaders below do not call the API.
  useSessionStore.setState({ token: null, user: null });
  await sessionReady();
});
beforeEach(() => useSessionStore.setState({ token: null, user: null, redirectTo: null }));
afterEach(cleanup);

describe('guarded routes', () => {
  it('sends a guest to /login and remembers the full path', async () => {
    const router = await open('/settings/devices?tab=2');
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().redirectTo).toBe('/settings/devices?tab=2');
  });

  it('sends a verified user from /login to /home', async () => {
    useSessionStore.setState({ token: 't', user: verifiedUser });
    const router = await open('/login');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows a 500 for an unknown guard name', async () => {
    const router = await open('/odd');
    expect(errorStatus(router)).toBe(500);
  });
});

describe('404', () => {
  it('answers an unknown path with 404', async () => {
    const router = await open('/no/such/page');
    expect(errorStatus(router)).toBe(404);
  });

  it('answers a failed parameter validation with 404', async () => {
    expect(errorStatus(await open('/program/bad%20id!'))).toBe(404);
    expect(errorStatus(await open('/programs/a/b/c/d/e/f/g/h/i/not-a-number'))).toBe(404);
    expect(errorStatus(await open('/programs/a/b/beginner/d/short/free/newest/popular/i/3'))).toBeUndefined();
    // Closed lists (level, time, access, popular) refuse words they do not know.
    expect(errorStatus(await open('/programs/a/b/expert'))).toBe(404);
  });

  it('renders "This page could not be found" with a link home', async () => {
    const router = createMemoryRouter(buildRoutes(TABLE), { initialEntries: ['/nowhere'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('404')).toBeTruthy();
  });
});
