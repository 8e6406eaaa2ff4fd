import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad } from './after-first-load.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstLoad', () => {
  it('waits for the first screen, then for the browser to be idle', async () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    let screenUp!: () => void;
    const isFirstScreenUp = new Promise<void>((resolve) => (screenUp = resolve));
    const work = vi.fn();
    afterFirstLoad(work, isFirstScreenUp);
    await Promise.resolve();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    screenUp();
    await isFirstScreenUp;
    await Promise.resolve();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(work).not.toHaveBeenCalled();
    idle?.();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('still runs when the first screen failed (an error page is a first screen too)', async () => {
    window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: true, timeRemaining: () => 0 });
      return 1;
    });
    const work = vi.fn();
    const failed = Promise.reject(new Error('route failed'));
    afterFirstLoad(work, failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
