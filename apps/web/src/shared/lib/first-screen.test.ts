import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstScreen from './first-screen.ts';
import { stubPaintObserver } from '../../test/fixtures.ts';

// The module keeps one first screen per page load: a fresh copy per test.
let firstScreen: typeof FirstScreen;
beforeEach(async () => {
  vi.resetModules();
  firstScreen = await import('./first-screen.ts');
});
afterEach(() => vi.useRealTimers());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen’s held work', () => {
  it('settles once the work the screen’s loader started has answered, failed or not', async () => {
    let answer!: () => void;
    firstScreen.holdFirstScreen(new Promise<void>((resolve) => (answer = resolve)));
    firstScreen.holdFirstScreen(Promise.reject(new Error('offline')));
    let isSettled = false;
    void firstScreen.firstScreenSettled().then(() => (isSettled = true));
    await flush();
    expect(isSettled).toBe(false);
    answer();
    await flush();
    // Not yet: the screen has not painted what the answer brought.
    expect(isSettled).toBe(false);
    await new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 0)));
    await flush();
    expect(isSettled).toBe(true);
  });

  it('waits for the screen’s first contentful paint (the boot screen has none)', async () => {
    const paint = stubPaintObserver();
    let isSettled = false;
    void firstScreen.firstScreenSettled().then(() => (isSettled = true));
    await new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 0)));
    await flush();
    expect(isSettled).toBe(false);
    paint('first-paint');
    await flush();
    expect(isSettled).toBe(false);
    paint('first-contentful-paint');
    await new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 0)));
    await flush();
    expect(isSettled).toBe(true);
    vi.unstubAllGlobals();
  });

  it('settles when the screen started nothing, and ignores work started after the first screen', async () => {
    await firstScreen.firstScreenSettled();
    firstScreen.holdFirstScreen(new Promise(() => undefined));
    await expect(firstScreen.firstScreenSettled()).resolves.toBeUndefined();
  });

  it('does not wait for a hung request for good', async () => {
    vi.useFakeTimers();
    firstScreen.holdFirstScreen(new Promise(() => undefined));
    let isSettled = false;
    void firstScreen.firstScreenSettled(5000).then(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSettled).toBe(true);
  });
});
