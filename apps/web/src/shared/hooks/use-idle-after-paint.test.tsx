import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterPaint } from './use-idle-after-paint.ts';
import { stubPaintObserver } from '../../test/fixtures.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// Unmount first: the hook's cleanup calls the stubbed cancelIdleCallback.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useIdleAfterPaint', () => {
  it('is ready once the page has shown its first content and the browser is idle, not before', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const paint = stubPaintObserver();
    const { result } = renderHook(() => useIdleAfterPaint());
    expect(result.current[0]).toBe(false);
    await act(nextFrame);
    expect(idle).toBeUndefined();
    await act(async () => paint('first-contentful-paint'));
    expect(idle).toBeDefined();
    expect(result.current[0]).toBe(false);
    act(() => idle?.());
    expect(result.current[0]).toBe(true);
  });

  it('is ready at once when the user reaches for the part', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result } = renderHook(() => useIdleAfterPaint());
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });
});
