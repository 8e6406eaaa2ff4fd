import { useSearchParams } from 'react-router';
import { oneOf, readPage } from '../lib/read-page.ts';

type Filters = Record<string, string | null>;

/**
 * A paged list's filters kept in the URL (`?status=draft&page=2`), so a reload or a shared link shows the same page.
 * `read` names and checks the filters (anything unknown reads as none); `setFilter` changes some of them and goes back
 * to page 1 unless it names a page. Page 1 and empty filters are left out of the URL.
 */
export function useListParams<F extends Filters>(read: (params: URLSearchParams) => F) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = read(searchParams);
  const page = readPage(searchParams.get('page'));
  const setFilter = (next: Partial<F> & { page?: number }) => {
    const { page: nextPage = 1, ...changed } = next;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...filters, ...changed })) {
      if (value) params[name] = value;
    }
    if (nextPage > 1) params.page = String(nextPage);
    setSearchParams(params);
  };
  return { filters, page, setFilter };
}

export interface StatusParams<S extends string> {
  statuses: readonly S[];
  status: S | null;
  setFilter: (next: { status?: S | null; page?: number }) => void;
}

/** The `?status=` filter and `?page=` of a list whose rows have one of `statuses`. */
export function useStatusParams<S extends string>(statuses: readonly S[]): StatusParams<S> & { page: number } {
  const { filters, page, setFilter } = useListParams((params) => ({ status: oneOf(statuses, params.get('status')) }));
  return { statuses, status: filters.status, page, setFilter };
}
