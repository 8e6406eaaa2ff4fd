import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { oneOf } from '../lib/read-page.ts';
import { useListParams } from './use-list-params.ts';

afterEach(cleanup);

const STATUSES = ['draft', 'published'] as const;
const read = (params: URLSearchParams) => ({
  status: oneOf(STATUSES, params.get('status')),
  protocol_id: params.get('protocol_id'),
});

function inRouter(at: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [at] });
    return <RouterProvider router={router} />;
  };
  return { wrapper, search: () => router?.state.location.search };
}

describe('useListParams', () => {
  it('reads the filters and the page, an unknown status and a bad page as none', () => {
    const { wrapper } = inRouter('/?status=draft&protocol_id=p1&page=3');
    const { result } = renderHook(() => useListParams(read), { wrapper });
    expect(result.current.filters).toEqual({ status: 'draft', protocol_id: 'p1' });
    expect(result.current.page).toBe(3);

    const other = inRouter('/?status=gone&page=-2');
    const { result: odd } = renderHook(() => useListParams(read), { wrapper: other.wrapper });
    expect(odd.current.filters.status).toBeNull();
    expect(odd.current.page).toBe(1);
  });

  it('keeps the other filters, goes back to page 1 on a new filter and leaves page 1 out of the URL', () => {
    const { wrapper, search } = inRouter('/?status=draft&protocol_id=p1&page=3');
    const { result } = renderHook(() => useListParams(read), { wrapper });
    act(() => result.current.setFilter({ status: 'published' }));
    expect(search()).toBe('?status=published&protocol_id=p1');
    act(() => result.current.setFilter({ page: 2 }));
    expect(search()).toBe('?status=published&protocol_id=p1&page=2');
    act(() => result.current.setFilter({ status: null, protocol_id: null }));
    expect(search()).toBe('');
  });
});
