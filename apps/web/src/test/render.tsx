import { Suspense, type ComponentType, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { i18n, i18nReady } from '../shared/i18n/i18n.ts';

/** Queries that fail at once (no retries), fresh for each render: no test sees another's cache. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

interface RenderOptions {
  /** The route table (default: one route `*` showing `ui`). */
  routes?: RouteObject[];
  /** Where the router starts (default `/`). */
  at?: string;
  queryClient?: QueryClient;
  /** Shown while a lazy namespace or component loads; tests that wait for a screen can look for it. */
  fallback?: ReactElement | null;
}

/**
 * A component or a route table inside the providers a page has in the app: Mantine's theme, a query client, a memory
 * router and Suspense for the translations (which are loaded as in the app). Returns Testing Library's result with
 * the router, to read or change the location.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  const queryClient = options.queryClient ?? testQueryClient();
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={options.fallback === undefined ? <p>suspended</p> : options.fallback}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** A page component at its route pattern, opened at `at`. */
export function renderPage(path: string, Component: ComponentType, at: string, options: RenderOptions = {}) {
  return renderWithProviders(null, { ...options, routes: [{ path, Component }, ...(options.routes ?? [])], at });
}

/** For a test file: the translations of `namespaces` are loaded before its tests run (as a route would load them). */
export function loadTextsBeforeAll(namespaces: string[]): void {
  beforeAll(async () => {
    await i18nReady;
    await i18n.loadNamespaces(namespaces);
  });
}
