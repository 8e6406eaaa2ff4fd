/**
 * Runs `work` once the first screen is up (`isFirstScreenUp` resolves), the page has loaded and the browser is
 * idle: for start-up work that screen does not need (the realtime socket, the other translation files), so it does
 * not compete with the screen's code, data and main thread on a slow network or a slow phone (decision 031).
 * `timeoutMs` bounds the wait for idleness.
 */
export function afterFirstLoad(work: () => void, isFirstScreenUp: Promise<unknown>, timeoutMs = 2000): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: timeoutMs });
    else setTimeout(work, 200);
  };
  const afterScreen = () => {
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };
  isFirstScreenUp.then(afterScreen, afterScreen);
}
