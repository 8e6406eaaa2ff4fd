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
