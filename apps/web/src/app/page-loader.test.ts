import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n, i18nReady } from '../shared/i18n/i18n.ts';
import { firstScreenSettled } from '../shared/lib/first-screen.ts';
import { setRouteReaders, type LayoutName } from '../shared/navigation.ts';
import { useSessionStore } from '../shared/stores/session-store.ts';
import { sessionReady } from '../shared/session/sign-in.ts';
import { FIRST_SCREEN_DATA_WAIT_MS, pageLoader } from './page-loader.ts';
import type { AppRoute, Prefetch } from './routes.ts';

const args = (path: string, params: Record<string, string>): LoaderFunctionArgs =>
  ({ request: new Request(`http://localhost${path}`), params, context: undefined }) as unknown as LoaderFunctionArgs;

function routeWith(prefetch: Prefetch | undefined, opts: Partial<AppRoute> = {}): AppRoute {
  return {
    path: '/program/:id',
    layout: 'default',
    guards: ['user'],
    scrollToTop: true,
    lazy: () => Promise.resolve({ Component: () => null }),
    prefetch: prefetch ? () => Promise.resolve(prefetch) : undefined,
    ...opts,
  };
}

let shownLayout: LayoutName = 'default';

beforeAll(async () => {
  await i18nReady;
  // Signed out: the guard lets guests see a program and sends them to /login from the settings.
  useSessionStore.setState({ token: null, user: null });
  await sessionReady();
  setRouteReaders({ layout: () => shownLayout });
});
beforeEach(() => {
  shownLayout = 'default';
  useSessionStore.setState({ token: null, user: null, redirectTo: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the page loader', () => {
  it('starts the page’s first query with the route’s parameters once the guard has let the visitor in', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    await pageLoader(routeWith(prefetch))(args('/program/p1', { id: 'p1' }));
    expect(prefetch).toHaveBeenCalledWith({ id: 'p1' });
  });

  it('loads the route’s translations before the page renders, and asks for them and the query’s module at once', async () => {
    expect(i18n.hasLoadedNamespace('catalogue')).toBe(false);
    const load = vi.spyOn(i18n, 'loadNamespaces');
    let resolveModule!: (prefetch: Prefetch) => void;
    const module = vi.fn(() => new Promise<Prefetch>((resolve) => (resolveModule = resolve)));
    const prefetch = vi.fn(() => Promise.resolve());
    const loading = pageLoader(routeWith(undefined, { prefetch: module, namespaces: ['catalogue'] }))(
      args('/program/p1', { id: 'p1' }),
    );
    // Both asked for before anything has arrived (the guard's session check runs beside them).
    expect(load).toHaveBeenCalledWith(['catalogue']);
    expect(module).toHaveBeenCalled();
    resolveModule(prefetch);
    await loading;
    expect(i18n.hasLoadedNamespace('catalogue')).toBe(true);
    expect(prefetch).toHaveBeenCalledWith({ id: 'p1' });
  });

  it('starts nothing for a visitor the guard sends elsewhere, or for parameters that fail validation', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    const settings = routeWith(prefetch, { path: '/settings/devices' });
    await expect(pageLoader(settings)(args('/settings/devices', {}))).rejects.toMatchObject({ status: 302 });
    await expect(pageLoader(routeWith(prefetch))(args('/program/bad%20id!', { id: 'bad id!' }))).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('lets a first visit’s screen wait for its query, so it renders once, complete; but not for ever', async () => {
    let answer!: () => void;
    const prefetch = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    let isDone = false;
    void Promise.resolve(pageLoader(routeWith(prefetch))(args('/program/p1', { id: 'p1' }))).then(
      () => (isDone = true),
    );
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isDone).toBe(false);
    answer();
    await vi.waitFor(() => expect(isDone).toBe(true));

    vi.useFakeTimers();
    const hung = vi.fn(() => new Promise<void>(() => undefined));
    let isHungDone = false;
    void Promise.resolve(pageLoader(routeWith(hung))(args('/program/p2', { id: 'p2' }))).then(
      () => (isHungDone = true),
    );
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(hung).toHaveBeenCalled();
    expect(isHungDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isHungDone).toBe(true);
  });

  it('leaves the query to the page when navigating from another layout (the API client sends that layout’s session)', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    shownLayout = 'dashboard';
    await pageLoader(routeWith(prefetch))(args('/program/p1', { id: 'p1' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  // Last: it closes the first screen for the rest of this file.
  it('once the first screen is up, a navigation renders at once with the page’s loading state', async () => {
    await firstScreenSettled(0);
    const prefetch = vi.fn(() => new Promise<void>(() => undefined));
    await pageLoader(routeWith(prefetch))(args('/program/p3', { id: 'p3' }));
    expect(prefetch).toHaveBeenCalledWith({ id: 'p3' });
  });
});
