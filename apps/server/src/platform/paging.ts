import type { FastifyRequest } from 'fastify';
import type { TPageQuery } from '@ito/contracts/common/paging';

/** Builds the `{ data, meta, links }` list body of DESIGN section 5. */
export function pageBody<T>(request: FastifyRequest, query: TPageQuery, data: T[], total: number) {
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  const link = (page: number) => {
    const url = new URL(request.url, 'http://x');
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(query.per_page));
    return `${url.pathname}${url.search}`;
  };
  return {
    data,
    meta: { current_page: query.page, last_page: lastPage, per_page: query.per_page, total },
    links: {
      first: link(1),
      last: link(lastPage),
      prev: query.page > 1 ? link(query.page - 1) : null,
      next: query.page < lastPage ? link(query.page + 1) : null,
    },
  };
}

export function offsetOf(query: TPageQuery): number {
  return (query.page - 1) * query.per_page;
}
