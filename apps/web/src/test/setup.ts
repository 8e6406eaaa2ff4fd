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
