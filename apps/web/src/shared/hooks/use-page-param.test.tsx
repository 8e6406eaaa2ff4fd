import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageParam } from './use-page-param.ts';

afterEach(cleanup);

function renderAt(at: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [at] });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(() => usePageParam(), { wrapper });
  return { result, location: () => router!.state.location, action: () => router!.state.historyAction };
}

describe('usePageParam', () => {
  it('reads ?page=, and anything that is not a page number as page 1', () => {
    expect(renderAt('/list?page=3').result.current[0]).toBe(3);
    for (const bad of ['0', '-2', '2.5', 'two', '']) {
      cleanup();
      expect(renderAt(`/list?page=${bad}`).result.current[0]).toBe(1);
    }
  });

  it('keeps the other parameters, leaves page 1 out of the URL and replaces the history entry', () => {
    const { result, location, action } = renderAt('/list?search=sleep');
    act(() => result.current[1](2));
    expect(location().search).toBe('?search=sleep&page=2');
    expect(action()).toBe('REPLACE');
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](1));
    expect(location().search).toBe('?search=sleep');
  });
});
