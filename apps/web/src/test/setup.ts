import { configure } from '@testing-library/dom';

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
