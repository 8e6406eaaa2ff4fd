/**
 * The data a first visit's screen asked for from its route loader (app/page-loader.ts): start-up work that screen
 * does not need (the realtime socket, the other translation files) waits until it has arrived and the screen has
 * painted, so it does not share a slow phone network and main thread with it (decision 031). Work registered after
 * the first wait is not held.
 */
const pending = new Set<Promise<unknown>>();
let isClosed = false;

/** True until the first screen is up: the loaders running now are those of the first visit's screen. */
export function isFirstScreen(): boolean {
  return !isClosed;
}

/** Registers work the first screen waits for; ignored once the first screen is up. */
export function holdFirstScreen(work: Promise<unknown>): void {
  if (isClosed) return;
  pending.add(work.catch(() => undefined));
}

/**
 * After the screen has painted what the settled work brought: the query's observers are told in a timer task
 * (TanStack Query batches them), React renders there, and the frame after that paints it. So: one timer task
 * (after theirs), the next animation frame, then one more task (after that frame's paint).
 */
function afterItsPaint(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (typeof window.requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
      window.requestAnimationFrame(() => setTimeout(resolve, 0));
    }, 0),
  );
}

/**
 * The page's first contentful paint (the boot screen has none: a dot and hidden text), or at once where the browser
 * does not report paints.
 */
export function firstContentfulPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves when the work held so far has settled, the screen has painted (its first contentful paint) and the frame
 * that shows the settled work has painted too; or after `timeoutMs` (a hung request, or a tab in the background
 * that paints nothing, must not keep the socket away for good). Closes registration: later work is the app's
 * ordinary traffic.
 */
export function firstScreenSettled(timeoutMs = 10_000): Promise<void> {
  isClosed = true;
  const work = [...pending];
  pending.clear();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.all([...work, firstContentfulPaint()])
      .then(afterItsPaint)
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
