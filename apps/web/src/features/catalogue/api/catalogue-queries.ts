import type { TCategory } from '@ito/contracts/categories/list-categories';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@ito/contracts/catalogue/catalogue-constants';
import type { TListProgramsResponse } from '@ito/contracts/catalogue/list-programs';
import type { TGetProgramResponse } from '@ito/contracts/catalogue/get-program';
import type { TListBookmarksResponse } from '@ito/contracts/catalogue/list-bookmarks';
import type { TListCreatorsResponse } from '@ito/contracts/catalogue/list-creators';
import type { TGetProfileResponse } from '@ito/contracts/catalogue/get-profile';
import type { TResolveShortcodeResponse } from '@ito/contracts/catalogue/resolve-shortcode';
import type { THomeSearchResponse } from '@ito/contracts/catalogue/home-search';
import { listCategoriesEndpoint } from '@ito/contracts/categories/list-categories';
import { call } from '../../../shared/api/call.ts';
import { api } from '../../../shared/api/client.ts';
import { categoryKeys } from '../../../shared/api/query-keys.ts';
import { type CatalogueFilters, catalogueQuery } from '../lib/catalogue-url.ts';
import { type CreatorFilters, creatorsQuery } from '../lib/creators-url.ts';

export { CATALOGUE_PAGE_SIZE };
export const programKey = (id: string) => ['program', id] as const;
export const bookmarksKey = ['bookmarks'] as const;

// Silent: every screen here shows a failed load in place (with a retry), or its 404 page.

/** The API call of `programsQuery` (also looked for in the page by the first query: first-queries.ts). */
export const programsCall = (filters: CatalogueFilters) => ({
  path: 'catalogue/programs',
  query: catalogueQuery(filters, CATALOGUE_PAGE_SIZE),
});

/** The API call of `programQuery`. */
export const programCall = (id: string) => ({ path: `programs/${encodeURIComponent(id)}` });

/** GET catalogue/programs with the filters of the URL; facets come with each page. */
export function programsQuery(filters: CatalogueFilters) {
  const { path, query } = programsCall(filters);
  return queryOptions({
    queryKey: ['catalogue', query],
    queryFn: ({ signal }) => api.get<TListProgramsResponse>(path, { query, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET programs/{id}: everything a buyer needs, plus the caller's bookmark and follow state. */
export function programQuery(id: string) {
  return queryOptions({
    queryKey: programKey(id),
    queryFn: ({ signal }) => api.get<TGetProgramResponse>(programCall(id).path, { signal, silent: true }),
  });
}

/** GET t/{secret}: a private program opened by its secret link. */
export function secretProgramQuery(secret: string) {
  return queryOptions({
    queryKey: ['program-secret', secret],
    queryFn: ({ signal }) => api.get<TGetProgramResponse>(`t/${encodeURIComponent(secret)}`, { signal, silent: true }),
  });
}

/** GET s/{shortcode}: a program or a profile. */
export function shortcodeQuery(shortcode: string) {
  return queryOptions({
    queryKey: ['shortcode', shortcode],
    queryFn: ({ signal }) =>
      api.get<TResolveShortcodeResponse>(`s/${encodeURIComponent(shortcode)}`, { signal, silent: true }),
    staleTime: Infinity,
  });
}

export function bookmarksQuery(page: number) {
  return queryOptions({
    queryKey: [...bookmarksKey, page],
    queryFn: ({ signal }) =>
      api.get<TListBookmarksResponse>('bookmarks', {
        query: { page, per_page: CATALOGUE_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function creatorsListQuery(filters: CreatorFilters) {
  const query = creatorsQuery(filters, CATALOGUE_PAGE_SIZE);
  return queryOptions({
    queryKey: ['creators', query],
    queryFn: ({ signal }) => api.get<TListCreatorsResponse>('creators', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function profileQuery(username: string, page: number) {
  return queryOptions({
    queryKey: ['profile', username, page],
    queryFn: ({ signal }) =>
      api.get<TGetProfileResponse>(`u/${encodeURIComponent(username)}`, {
        query: { page, per_page: CATALOGUE_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function categoriesQuery() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => call(listCategoriesEndpoint, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function homeSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['home-search', q],
    queryFn: ({ signal }) => api.get<THomeSearchResponse>('search', { query: { q, limit: 6 }, signal, silent: true }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Categories as select options, sorted, a subcategory after its parent ("Fitness › Running") so it is found there. */
export function categoryOptions(categories: readonly TCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories
    .map((c) => {
      const parent = c.parent_id ? byId.get(c.parent_id) : undefined;
      return { value: c.id, label: parent ? `${parent.name} › ${c.name}` : c.name };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
