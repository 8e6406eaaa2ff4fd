import type { Params } from 'react-router';
import { queryClient } from '../../../shared/api/query-client.ts';
import { parseCatalogueParams } from '../lib/catalogue-url.ts';
import { programQuery, programsQuery } from './catalogue-queries.ts';

/*
 * The first query of the catalogue's pages, started by their route's loader (app/page-loader.ts, decision 031).
 * This module imports no component, so the query can start as soon as the entry has run, beside the download of
 * the page's code and Mantine, under the same key the page reads.
 */

/** `/programs/...`: the first page of results for the filters in the URL. */
export function prefetchPrograms(params: Params): Promise<void> | undefined {
  const filters = parseCatalogueParams(params);
  return filters ? queryClient.prefetchQuery(programsQuery(filters)) : undefined;
}

/** `/program/{id}`: the program. */
export function prefetchProgram(params: Params): Promise<void> | undefined {
  return params.id ? queryClient.prefetchQuery(programQuery(params.id)) : undefined;
}
