import type { TCategory } from '@ito/contracts/categories/list-categories';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE } from '@ito/contracts/catalogue/catalogue-constants';
import {
  getProgramEndpoint,
  getPublicProfileEndpoint,
  getSecretProgramEndpoint,
  homeSearchEndpoint,
  listBookmarksEndpoint,
  listCreatorsEndpoint,
  listProgramsEndpoint,
  resolveShortcodeEndpoint,
} from '@ito/contracts/catalogue/refs';
import { listCategoriesEndpoint } from '@ito/contracts/categories/refs';
import { call, callPath } from '../../../shared/api/call.ts';
import { categoryKeys } from '../../../shared/api/query-keys.ts';
import { type CatalogueFilters, catalogueQuery } from '../lib/catalogue-url.ts';
import { type CreatorFilters, creatorsQuery } from '../lib/creators-url.ts';
import { catalogueKeys } from './keys.ts';

export { CATALOGUE_PAGE_SIZE };

// The catalogue is the first paint of a visitor, so it calls by the endpoints' zod-free refs (decision 067).
// Silent: every screen here shows a failed load in place (with a retry), or its 404 page.

/** The API path and query of `programsQuery` (also looked for in the page by the first query: first-queries.ts). */
export const programsCall = (filters: CatalogueFilters) => ({
  path: callPath(listProgramsEndpoint),
  query: catalogueQuery(filters, CATALOGUE_PAGE_SIZE),
});

/** The API path of `programQuery`. */
export const programCall = (id: string) => ({ path: callPath(getProgramEndpoint, { id }) });

/** GET catalogue/programs with the filters of the URL; facets come with each page. */
export function programsQuery(filters: CatalogueFilters) {
  const query = catalogueQuery(filters, CATALOGUE_PAGE_SIZE);
  return queryOptions({
    queryKey: catalogueKeys.programs(query),
    queryFn: ({ signal }) => call(listProgramsEndpoint, { query, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET programs/{id}: everything a buyer needs, plus the caller's bookmark and follow state. */
export function programQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.program(id),
    queryFn: ({ signal }) => call(getProgramEndpoint, { params: { id }, signal, silent: true }),
  });
}

/** GET t/{secret}: a private program opened by its secret link. */
export function secretProgramQuery(secret: string) {
  return queryOptions({
    queryKey: catalogueKeys.secretProgram(secret),
    queryFn: ({ signal }) => call(getSecretProgramEndpoint, { params: { secret }, signal, silent: true }),
  });
}

/** GET s/{shortcode}: a program or a profile. */
export function shortcodeQuery(shortcode: string) {
  return queryOptions({
    queryKey: catalogueKeys.shortcode(shortcode),
    queryFn: ({ signal }) => call(resolveShortcodeEndpoint, { params: { shortcode }, signal, silent: true }),
    staleTime: Infinity,
  });
}

export function bookmarksQuery(page: number) {
  return queryOptions({
    queryKey: catalogueKeys.bookmarkPage(page),
    queryFn: ({ signal }) =>
      call(listBookmarksEndpoint, { query: { page, per_page: CATALOGUE_PAGE_SIZE }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function creatorsListQuery(filters: CreatorFilters) {
  const query = creatorsQuery(filters, CATALOGUE_PAGE_SIZE);
  return queryOptions({
    queryKey: catalogueKeys.creators(query),
    queryFn: ({ signal }) => call(listCreatorsEndpoint, { query, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function profileQuery(username: string, page: number) {
  return queryOptions({
    queryKey: catalogueKeys.profile(username, page),
    queryFn: ({ signal }) =>
      call(getPublicProfileEndpoint, {
        params: { username },
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
    queryKey: catalogueKeys.homeSearch(q),
    queryFn: ({ signal }) => call(homeSearchEndpoint, { query: { q, limit: 6 }, signal, silent: true }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Categories as select options, sorted, a subcategory after its parent ("Fitness › Running") so it is found there. */
export function categoryOptions(
  categories: readonly TCategory[],
  /** The name in the reader's language (`useCategoryName`); the stored name by default. */
  nameOf: (category: TCategory) => string = (c) => c.name,
) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories
    .map((c) => {
      const parent = c.parent_id ? byId.get(c.parent_id) : undefined;
      return { value: c.id, label: parent ? `${nameOf(parent)} › ${nameOf(c)}` : nameOf(c) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
