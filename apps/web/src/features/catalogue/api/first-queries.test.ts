import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@ito/contracts/common/first-data';
import { buildApiUrl, getApiBaseUrl, setApiBaseUrl } from '../../../shared/api/client.ts';
import { FIRST_DATA_MAX_AGE_MS } from '../../../shared/api/first-data.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { startTestApiServer, type ReceivedRequest } from '../../../test/test-api-server.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { programsCall } from './catalogue-queries.ts';
import { catalogueKeys } from './keys.ts';
import { prefetchProgram, prefetchPrograms } from './first-queries.ts';

let server: Server;
let requests: ReceivedRequest[];

beforeAll(async () => {
  const api = await startTestApiServer();
  ({ server, requests } = api);
  setApiBaseUrl(api.baseUrl);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  queryClient.clear();
});
afterEach(() => {
  document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  useSessionStore.setState({ token: null, dashboardToken: null });
  vi.restoreAllMocks();
});

describe('the catalogue pages’ first queries, started by their route loader', () => {
  it('/program/{id}: the program, under the key the page reads', async () => {
    await prefetchProgram({ id: 'p1' });
    expect(requests.map((r) => r.url)).toEqual(['/api/programs/p1']);
    expect(queryClient.getQueryData(catalogueKeys.program('p1'))).toEqual({
      data: { path: '/api/programs/p1', method: 'GET' },
    });
  });

  it('/programs/...: the first page of results for the filters in the URL', async () => {
    await prefetchPrograms({ category: 'health', level: 'beginner' });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/catalogue/programs');
    expect(url.searchParams.get('category')).toBe('health');
    expect(url.searchParams.get('level')).toBe('beginner');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['catalogue'] })).toHaveLength(1);
  });

  it('nothing for parameters that name no page', () => {
    expect(prefetchPrograms({ page: 'x' })).toBeUndefined();
    expect(prefetchProgram({})).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});

/** The block the server writes into index.html (apps/server/src/platform/first-data.ts). */
function putFirstData(url: string, body: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify([
    { url: `${getApiBaseUrl()}core/load`, body: { data: {} } },
    { url, body },
  ]);
  document.body.append(element);
}

describe('the answer the server put into the page', () => {
  const program = { data: { id: 'p1', title: 'From the page' } };
  // The page was asked for a second ago: the worker that runs this file may have started long before (decision 066).
  beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + 1_000));

  it('goes into the cache instead of a request, dated at the page’s request, and serves once', async () => {
    putFirstData(`${getApiBaseUrl()}programs/p1`, program);
    await prefetchProgram({ id: 'p1' });
    expect(requests).toHaveLength(0);
    expect(queryClient.getQueryData(catalogueKeys.program('p1'))).toEqual(program);
    expect(queryClient.getQueryState(catalogueKeys.program('p1'))?.dataUpdatedAt).toBe(performance.timeOrigin);
    // The other answer (the brand) stays for its own caller.
    expect(JSON.parse(document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent ?? '')).toHaveLength(1);
    queryClient.clear();
    await prefetchProgram({ id: 'p1' });
    expect(requests.map((r) => r.url)).toEqual(['/api/programs/p1']);
  });

  it('the catalogue’s first page, when the URL is the one the app asks for', async () => {
    const { path, query } = programsCall({});
    const list = { data: [], meta: { total: 0 } };
    putFirstData(buildApiUrl(path, query), list);
    await prefetchPrograms({ category: 'health' });
    expect(requests).toHaveLength(1);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).not.toBeNull();
    await prefetchPrograms({});
    expect(requests).toHaveLength(1);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['catalogue'] })
        .map((q) => q.state.data),
    ).toContainEqual(list);
  });

  it('is the URL the server answers for: /programs and /program/{id} as the API client spells them', () => {
    const base = getApiBaseUrl();
    try {
      setApiBaseUrl('/api/');
      const { path, query } = programsCall({});
      expect(buildApiUrl(path, query)).toBe('/api/catalogue/programs?page=1&per_page=12');
    } finally {
      setApiBaseUrl(base);
    }
  });

  it('not used with a session: the API is asked with it, and the page’s answer is dropped', async () => {
    for (const session of [{ token: 't' }, { dashboardToken: 'd' }]) {
      useSessionStore.setState({ token: null, dashboardToken: null, ...session });
      putFirstData(`${getApiBaseUrl()}programs/p1`, program);
      await prefetchProgram({ id: 'p1' });
      expect(document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent).not.toContain('programs/p1');
      document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
      queryClient.clear();
    }
    expect(requests).toHaveLength(2);
  });

  it('not used once older than a fetched answer would stay fresh, nor when unreadable', async () => {
    putFirstData(`${getApiBaseUrl()}programs/p1`, program);
    vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + FIRST_DATA_MAX_AGE_MS + 1);
    await prefetchProgram({ id: 'p1' });
    expect(requests).toHaveLength(1);
    vi.restoreAllMocks();
    document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
    putFirstData(`${getApiBaseUrl()}programs/p1`, program);
    document.getElementById(FIRST_DATA_ELEMENT_ID)!.textContent = '{"url":';
    queryClient.clear();
    await prefetchProgram({ id: 'p1' });
    expect(requests).toHaveLength(2);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
  });
});
