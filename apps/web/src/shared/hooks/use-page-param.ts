import { useSearchParams } from 'react-router';
import { readPage } from '../lib/read-page.ts';

/**
 * The `?page=` of the current URL, so a page of a list can be linked and survives reloads. Other parameters stay as
 * they are; page 1 is left out of the URL, and a page change replaces the history entry instead of adding one.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: true },
    );
  return [page, setPage];
}
