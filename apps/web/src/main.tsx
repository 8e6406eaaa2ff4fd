import './shared/lib/zod-without-eval.ts';
import '@mantine/core/styles.css';
import './shared/ui/theme.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { BootScreen } from './app/boot-screen.tsx';
import { createAppRouter } from './app/router.tsx';
import { isChunkLoadError, reloadForChunkError } from './app/chunk-reload.ts';
import { reportUnhandledErrors } from './app/report-unhandled.ts';
import { startErrorReporting } from './app/start-error-reporting.ts';
import { i18nReady, prefetchNamespaces } from './shared/i18n/i18n.ts';
import { startRealtime } from './shared/realtime/realtime-client.ts';
import { sessionReady } from './shared/session/sign-in.ts';
import { loadSubproject } from './shared/subproject/load-subproject.ts';

startErrorReporting();
reportUnhandledErrors();
const router = createAppRouter();

// Start-up work runs beside the first render; SPEC 8: failures here are only logged.
void loadSubproject();
void sessionReady();
startRealtime().catch((error: unknown) => console.error('Realtime could not start', error));
void i18nReady.then(prefetchNamespaces);

// Vite reports a failed preload of a lazy chunk here (e.g. after a deploy); reload once to get the new files.
window.addEventListener('vite:preloadError', (event) => {
  if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && reloadForChunkError())
    event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    {/* Screens suspend until their translations are in (src/shared/i18n); navigations keep the old screen. */}
    <Suspense fallback={<BootScreen />}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
