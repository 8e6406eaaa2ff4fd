import './shared/lib/zod-without-eval.ts';
// Mantine's base sheets; each component's own sheet comes with the chunk that uses it (vite-plugin-mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './shared/ui/theme.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { BootScreen } from './app/boot-screen.tsx';
import { createAppRouter } from './app/router.tsx';
import { isChunkLoadError, reloadForChunkError } from './app/chunk-reload.ts';
import { isExpectedOutcome } from './app/error-status.ts';
import { reportUnhandledErrors } from './app/report-unhandled.ts';
import { loadRouteModules } from './app/route-modules.ts';
import { startErrorReporting } from './app/start-error-reporting.ts';
import { i18nReady, prefetchNamespaces } from './shared/i18n/i18n.ts';
import { afterFirstLoad } from './shared/lib/after-first-load.ts';
import { firstScreenSettled } from './shared/lib/first-screen.ts';
import { startRealtime } from './shared/realtime/realtime-client.ts';
import { sessionReady } from './shared/session/sign-in.ts';
import { loadSubproject } from './shared/subproject/load-subproject.ts';

startErrorReporting();
reportUnhandledErrors();
const router = createAppRouter();

// Start-up work runs beside the first render; SPEC 8: failures here are only logged.
void loadSubproject();
void sessionReady();
// Not needed for the first screen: after it, so it does not compete with that screen's code and data. The screen
// is up once the router has shown it and the query its loader started has answered (shared/lib/first-screen.ts).
const isFirstScreenUp = new Promise<void>((resolve) => {
  if (router.state.initialized) resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
}).then(() => firstScreenSettled());
afterFirstLoad(() => {
  startRealtime().catch((error: unknown) => console.error('Realtime could not start', error));
  void i18nReady.then(prefetchNamespaces);
  void loadRouteModules();
}, isFirstScreenUp);

// Vite reports a failed preload of a lazy chunk here (e.g. after a deploy); reload once to get the new files.
window.addEventListener('vite:preloadError', (event) => {
  if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && reloadForChunkError())
    event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// React and React Router log every error a boundary catches, a page's 404 too (shared/lib/not-found.ts): only faults
// are logged, by React with the component stack (the route's error page reports them).
createRoot(container, {
  onCaughtError: (error, info) => isExpectedOutcome(error) || console.error(error, info.componentStack),
}).render(
  <StrictMode>
    {/* Screens suspend until their translations are in (src/shared/i18n); navigations keep the old screen. */}
    <Suspense fallback={<BootScreen />}>
      <AppProviders>
        <RouterProvider router={router} onError={() => undefined} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
