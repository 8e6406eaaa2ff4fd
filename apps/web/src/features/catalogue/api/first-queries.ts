import type { Params } from 'react-router';
import type { TGetProgramResponse } from '@ito/contracts/catalogue/get-program';
import type { TListProgramsResponse } from '@ito/contracts/catalogue/list-programs';
import { takeFirstData } from '../../../shared/api/first-data.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { parseCatalogueParams } from '../lib/catalogue-url.ts';
import { programCall, programQuery, programsCall, programsQuery } from './catalogue-queries.ts';

/*
 * The first query of the catalogue's pages, started by their route loader (app/page-loader.ts, decision 031).
 * This module imports no component, so the query can start as soon as the entry has run, beside the download of
 * the page's code and Mantine, under the same key the page reads. When the server has put that answer into the page
 * (a signed-out visitor's first visit: shared/api/first-data.ts), it goes into the cache instead of being asked for.
 */

/** `/programs/...`: the first page of results for the filters in the URL. */
export function prefetchPrograms(params: Params): Promise<void> | undefined {
  const filters = parseCatalogueParams(params);
  if (!filters) return undefined;
  const options = programsQuery(filters);
  const { path, query } = programsCall(filters);
  const first = takeFirstData<TListProgramsResponse>(path, query);
  if (!first) return queryClient.prefetchQuery(options);
  queryClient.setQueryData(options.queryKey, first.data, { updatedAt: first.updatedAt });
  return Promise.resolve();
}

/** `/program/{id}`: the program. */
export function prefetchProgram(params: Params): Promise<void> | undefined {
  if (!params.id) return undefined;
  const options = programQuery(params.id);
  const first = takeFirstData<TGetProgramResponse>(programCall(params.id).path);
  if (!first) return queryClient.prefetchQuery(options);
  queryClient.setQueryData(options.queryKey, first.data, { updatedAt: first.updatedAt });
  return Promise.resolve();
}
