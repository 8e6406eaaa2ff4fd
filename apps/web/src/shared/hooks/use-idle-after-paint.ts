import { useCallback, useEffect, useState } from 'react';
import { firstContentfulPaint } from '../lib/first-screen.ts';

/**
 * For parts of a screen that may come just after the page's first paint instead of holding it back (their code is
 * asked for once `isReady`): false at first; true once the page has shown its first content (at once on later
 * screens) and the browser is idle (at most `timeoutMs` later), or as soon as `start()` is called (the user reached
 * for the part: idle until urgent).
 */
export function useIdleAfterPaint(timeoutMs = 1000): [isReady: boolean, start: () => void] {
  const [isReady, setReady] = useState(false);
  const start = useCallback(() => setReady(true), []);
  useEffect(() => {
    let isCancelled = false;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void firstContentfulPaint().then(() => {
      if (isCancelled) return;
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(start, { timeout: timeoutMs });
      else timer = setTimeout(start, 0);
    });
    return () => {
      isCancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [start, timeoutMs]);
  return [isReady, start];
}
