import type { LoaderFunction } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import { holdFirstScreen, isFirstScreen } from '../shared/lib/first-screen.ts';
import { currentLayout } from '../shared/navigation.ts';
import { guardedLoader } from './guard.ts';
import type { AppRoute } from './routes.ts';

/**
 * The loader of every page route: guards and parameter checks (guard.ts), and, so that a first visit does not
 * wait for one thing after another (decision 031), the screen's translations load beside the guard's session check
 * and the page's code, and the page's first query (the route's `prefetch`, a module without components) starts
 * as soon as the guard lets the visitor in, instead of after the screen has rendered and found its texts missing.
 *
 * The translations are awaited (the screen would only suspend on them). The query is awaited only for a first
 * visit's screen, and for at most `FIRST_SCREEN_DATA_WAIT_MS`: there is nothing on screen yet but the boot screen,
 * the answer usually arrives while the code still loads, and the screen then renders once, complete, instead of
 * painting its skeleton and rendering again (on a phone that second render is a long task). Later navigations do
 * not wait: the page shows its loading state as before. The query is only started when the layout on screen is the
 * route's own: the API client picks the session from the layout shown (the dashboard one in the dashboard), so a
 * query sent while navigating from another layout could carry the wrong session into the cache.
 */
export function pageLoader(route: Pick<AppRoute, 'guards' | 'layout' | 'namespaces' | 'prefetch'>): LoaderFunction {
  const guarded = guardedLoader(route);
  return async (args) => {
    const texts = route.namespaces?.length ? i18n.loadNamespaces([...route.namespaces]) : undefined;
    const firstQuery = route.prefetch?.();
    const [result, prefetch] = await Promise.all([guarded(args), firstQuery, texts]);
    if (prefetch && currentLayout() === route.layout) {
      const data = prefetch(args.params);
      if (data) {
        holdFirstScreen(data);
        if (isFirstScreen()) await settledWithin(data, FIRST_SCREEN_DATA_WAIT_MS);
      }
    }
    return result;
  };
}

/** How long a first visit's screen waits for its first query before it renders with its loading state. */
export const FIRST_SCREEN_DATA_WAIT_MS = 3000;

function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
