import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@ito/contracts/common/endpoint';
import { deleteCategoryEndpoint } from '@ito/contracts/categories/delete-category';
import { listCategoriesEndpoint } from '@ito/contracts/categories/list-categories';
import { updateCategoryEndpoint } from '@ito/contracts/categories/update-category';
import { useSessionStore } from '../stores/session-store.ts';
import { resetUiStore } from '../stores/ui-store.ts';
import { ApiError } from './api-error.ts';
import { call, ContractMismatchError } from './call.ts';
import { setApiBaseUrl } from './client.ts';
import { startTestApiServer, type ReceivedRequest, type TestReply } from '../../test/test-api-server.ts';

let server: Server;
let requests: ReceivedRequest[];
let replies: Map<string, TestReply>;

const category = {
  id: 'c/1',
  name: 'Sleep',
  slug: 'sleep',
  description: null,
  parent_id: null,
  is_global: false,
  is_own: true,
  programs_count: 0,
};

beforeAll(async () => {
  let baseUrl: string;
  ({ server, baseUrl, requests, replies } = await startTestApiServer());
  setApiBaseUrl(baseUrl);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  replies.clear();
  resetUiStore();
  useSessionStore.setState({ token: 'user-token', tenantTokens: [], isWatchingTenant: false });
});

describe('call(endpoint)', () => {
  it('fills the path parameters (encoded), sends PUT as POST ?_method=PUT and resolves the answer', async () => {
    replies.set('/api/creator/categories/c%2F1', { status: 200, body: { data: category } });
    const answer = await call(updateCategoryEndpoint, { params: { id: 'c/1' }, body: { name: 'Sleep' } });
    expect(answer.data.name).toBe('Sleep');
    const sent = requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/creator/categories/c%2F1?_method=PUT');
    expect(JSON.parse(sent.body)).toEqual({ name: 'Sleep' });
  });

  it('sends the query and a DELETE as DELETE', async () => {
    replies.set('/api/creator/categories/x', { status: 200, body: { data: { deleted: true } } });
    await call(deleteCategoryEndpoint, { params: { id: 'x' } });
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/creator/categories/x' });

    const search = defineEndpoint({
      method: 'GET',
      path: '/api/things',
      query: z.object({ q: z.string(), page: z.number().optional() }),
      responses: { 200: z.object({ data: z.array(z.string()) }) },
      auth: 'none',
    });
    replies.set('/api/things', { status: 200, body: { data: ['a'] } });
    await expect(call(search, { query: { q: 'a b', page: 2 } })).resolves.toEqual({ data: ['a'] });
    expect(requests.at(-1)!.url).toBe('/api/things?q=a+b&page=2');
  });

  it('throws a ContractMismatchError in tests when the answer is not what the contract says', async () => {
    replies.set('/api/categories', { status: 200, body: { data: [{ ...category, programs_count: 'many' }] } });
    const failure = await call(listCategoriesEndpoint).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ContractMismatchError);
    expect(String(failure)).toContain('data.0.programs_count');
  });

  it('throws the typed ApiError of SPEC section 8 on a refusal', async () => {
    replies.set('/api/creator/categories/used', {
      status: 423,
      body: { message: 'Locked', errors: { used: ['Plan A'], update: false } },
    });
    const failure = await call(deleteCategoryEndpoint, { params: { id: 'used' }, silent: true }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 423, kind: 'locked', usedBy: ['Plan A'] });
  });
});
