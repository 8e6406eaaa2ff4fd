import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { startTestApiServer, type ReceivedRequest } from '../../../shared/api/test-api-server.ts';
import { programKey } from './catalogue-queries.ts';
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

describe('the catalogue pages’ first queries, started by their route loader', () => {
  it('/program/{id}: the program, under the key the page reads', async () => {
    await prefetchProgram({ id: 'p1' });
    expect(requests.map((r) => r.url)).toEqual(['/api/programs/p1']);
    expect(queryClient.getQueryData(programKey('p1'))).toEqual({ data: { path: '/api/programs/p1', method: 'GET' } });
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
