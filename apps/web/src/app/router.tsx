import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { useValidationStore } from '../shared/stores/validation-store.ts';
import { setNavigator, setRouteReaders, type LayoutName } from '../shared/navigation.ts';
import { useUiStore } from '../shared/stores/ui-store.ts';
import { BootScreen } from './boot-screen.tsx';
import { ErrorPage } from './error-page.tsx';
import { pageLoader } from './page-loader.ts';
import { RootLayout } from './root-layout.tsx';
import { handleOf, type RouteHandle } from './route-handle.ts';
import { preloadRouteModules } from './route-modules.ts';
import { notFound } from './route-params.ts';
import { ROUTES, type AppRoute } from './routes.ts';

type LazyLayout = () => Promise<{ Component: ComponentType }>;

/**
 * Server state (TanStack Query) arrives with the layouts whose screens fetch, not in the first download:
 * the landing page (empty layout) fetches nothing.
 */
async function withServerState(load: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [Layout, { QueryProvider }] = await Promise.all([load(), import('../shared/api/query-provider.tsx')]);
  return {
    Component: function LayoutWithServerState() {
      return (
        <QueryProvider>
          <Layout />
        </QueryProvider>
      );
    },
  };
}

/** Layouts are lazy too: the landing page (empty layout) should not download the app shell. */
const LAYOUTS: Record<LayoutName, LazyLayout> = {
  default: () => withServerState(async () => (await import('./layouts/default-layout.tsx')).DefaultLayout),
  empty: async () => ({ Component: (await import('./layouts/empty-layout.tsx')).EmptyLayout }),
  login: () => withServerState(async () => (await import('./layouts/login-layout.tsx')).LoginLayout),
  dashboard: () => withServerState(async () => (await import('./layouts/dashboard-layout.tsx')).DashboardLayout),
};

function pageRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { layout: route.layout, variant: route.variant, scrollToTop: route.scrollToTop };
  return {
    id: route.path,
    path: route.path,
    loader: pageLoader(route),
    // Only the component is taken from the page module, whatever else it exports.
    lazy: async () => {
      preloadRouteModules(route.path);
      return { Component: (await route.lazy()).Component };
    },
    ErrorBoundary: ErrorPage,
    handle,
  };
}

/** Unknown paths: the SPEC 2 404 inside the default layout, for everyone (no guard). */
const notFoundRoute: RouteObject = {
  id: 'not-found',
  path: '*',
  loader: () => notFound(),
  Component: () => null,
  ErrorBoundary: ErrorPage,
  handle: { layout: 'default', scrollToTop: true } satisfies RouteHandle,
};

/** The route table grouped under one pathless route per layout, all under the root shell. */
export function buildRoutes(table: readonly AppRoute[] = ROUTES): RouteObject[] {
  const layouts = Object.keys(LAYOUTS) as LayoutName[];
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: ErrorPage,
      HydrateFallback: BootScreen,
      children: layouts.map((layout) => ({
        id: `layout-${layout}`,
        lazy: LAYOUTS[layout],
        children: [
          ...table.filter((route) => route.layout === layout).map(pageRoute),
          ...(layout === 'default' ? [notFoundRoute] : []),
        ],
      })),
    },
  ];
}

/** Creates the data router and wires the bits of the app that need it without importing it. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to, opts) => void router.navigate(to, opts));
  setRouteReaders({
    layout: () => handleOf(router.state.matches)?.layout ?? 'default',
    fullPath: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });

  // Runs before the next page renders, so a page can turn these on again in its own effects.
  let lastPath = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    useValidationStore.getState().reset();
    useUiStore.getState().setFullscreen(false);
    useUiStore.getState().setActivePopover(null);
  });
  return router;
}
