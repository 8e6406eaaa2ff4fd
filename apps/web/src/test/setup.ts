import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/*
 * The project shares one module graph and one jsdom window between the files a worker runs (isolate: false): loading
 * React, Mantine and jsdom once instead of once per file. What a file may change is made fresh before it starts: the
 * app's own modules (their stores and caches) are evaluated again, globals and mocks a test replaced are restored, and
 * the window's storage, cookies and root attributes are emptied. Libraries (i18next among them) stay loaded; the
 * app's i18n module sets its instance up again.
 */
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
for (const attribute of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(attribute.name);
}
document.head.innerHTML = '';
document.body.innerHTML = '';
window.history.replaceState(null, '', '/');

/**
 * Setup for every web test (jsdom): jsdom has no `matchMedia`, which Mantine reads for colour scheme and breakpoints.
 * A media query that never matches stands for a wide, light-themed screen.
 */
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

/*
 * Nor the font loading API and ResizeObserver, which Mantine's autosizing textarea and scroll areas listen to.
 * `configurable` so a test can still put its own in place.
 */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/*
 * Testing Library waits 1 s by default for `findBy…` and `waitFor`: a lazily loaded component on a 2-core machine
 * running two test workers can take longer to appear. Waiting longer times nothing; it only fails later when broken.
 */
configure({ asyncUtilTimeout: 10_000 });

/*
 * A test file can end while a translation namespace it asked for is still loading (a lazy import on a busy machine):
 * the load's callback then updates a component after jsdom is gone ("window is not defined", an unhandled error that
 * fails the run). Each file waits, at most 10 s, for the loads it started.
 */
/*
 * Testing Library unmounts after each test only where `afterEach` is a global; this project's Vitest has no globals,
 * so without this every rendered tree stayed mounted until jsdom went, and a store reset in a file's own `afterEach`
 * re-rendered it on React's scheduler after the window was gone (the same "window is not defined").
 */
afterEach(() => {
  cleanup();
});

type Loads = { queue?: unknown[]; readingCalls?: number };
afterAll(async () => {
  // The instance this file's modules use (the registry was reset before the file was imported, not since).
  const { i18n } = await import('../shared/i18n/i18n.ts');
  const loads = () => i18n.services?.backendConnector as Loads | undefined;
  const pending = () => (loads()?.queue?.length ?? 0) + (loads()?.readingCalls ?? 0);
  for (let waited = 0; waited < 10_000 && pending() > 0; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // React's scheduler runs queued work on the next macrotasks: let it run while the window is still here.
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
