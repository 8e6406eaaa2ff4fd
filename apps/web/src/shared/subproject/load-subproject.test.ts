import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_SUBPROJECT, SUBPROJECT_CACHE_MS } from '@ito/contracts/constants';
import { FIRST_DATA_ELEMENT_ID } from '@ito/contracts/common/first-data';
import { setApiBaseUrl } from '../api/client.ts';
import { closedPortUrl, startTestApiServer, type ReceivedRequest } from '../../test/test-api-server.ts';
import { resetUiStore, useUiStore } from '../stores/ui-store.ts';
import { loadSubproject } from './load-subproject.ts';
import { useSubprojectStore } from '../stores/subproject-store.ts';

let server: Server;
let baseUrl: string;
let requests: ReceivedRequest[];
let replies: Map<string, { status: number; body: unknown }>;
const brand = { name: 'Northwind Coaching', logo: '/img/northwind.svg', main: false, placeholders: {} };

beforeAll(async () => {
  ({ server, baseUrl, requests, replies } = await startTestApiServer());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  resetUiStore();
});

describe('loadSubproject', () => {
  it('takes the brand the server put into a signed-out visitor’s page, once, and caches it', async () => {
    setApiBaseUrl(baseUrl);
    // The page was asked for a second ago: the worker that runs this file may have started long before (decision 066).
    vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + 1_000);
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_DATA_ELEMENT_ID;
    element.textContent = JSON.stringify([{ url: `${baseUrl}core/load`, body: { data: brand } }]);
    document.body.append(element);
    const now = Date.now();
    await expect(loadSubproject(now)).resolves.toEqual(brand);
    expect(requests).toHaveLength(0);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
    expect(useSubprojectStore.getState().subproject).toEqual(brand);
    localStorage.clear();
    replies.set('/api/core/load', { status: 200, body: { data: { ...brand, name: 'Asked again' } } });
    await expect(loadSubproject(now)).resolves.toMatchObject({ name: 'Asked again' });
    expect(requests).toHaveLength(1);
    replies.delete('/api/core/load');
  });

  it('loads the brand of this domain and caches it for a minute', async () => {
    replies.set('/api/core/load', { status: 200, body: { data: brand } });
    setApiBaseUrl(baseUrl);
    const now = 1_000_000;
    await expect(loadSubproject(now)).resolves.toEqual(brand);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/core/load');
    expect(requests[0]?.headers['x-domain']).toBe(window.location.host);
    expect(useSubprojectStore.getState().subproject).toEqual(brand);

    await loadSubproject(now + SUBPROJECT_CACHE_MS - 1);
    expect(requests).toHaveLength(1);
    await loadSubproject(now + SUBPROJECT_CACHE_MS);
    expect(requests).toHaveLength(2);
  });

  it('ignores a damaged cache entry and asks the server again', async () => {
    replies.set('/api/core/load', { status: 200, body: { data: brand } });
    setApiBaseUrl(baseUrl);
    const now = 1_000_000;
    const key = `ito_subproject:${window.location.host}`;
    localStorage.setItem(key, JSON.stringify({ expiresAt: now + 1000, data: { ...brand, main: 'no' } }));
    await expect(loadSubproject(now)).resolves.toEqual(brand);
    expect(requests).toHaveLength(1);
  });

  it('refuses an answer that is not a brand (checked like the contract, without zod)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setApiBaseUrl(baseUrl);
    for (const body of [{ data: { ...brand, placeholders: { a: 1 } } }, { data: { ...brand, logo: null } }, brand]) {
      localStorage.clear();
      replies.set('/api/core/load', { status: 200, body });
      await expect(loadSubproject()).resolves.toEqual(FALLBACK_SUBPROJECT);
    }
    replies.set('/api/core/load', { status: 200, body: { data: { ...brand, extra: 'dropped' } } });
    await expect(loadSubproject()).resolves.toEqual(brand);
    log.mockRestore();
  });

  it('falls back quietly to the default brand when the call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setApiBaseUrl(await closedPortUrl());
    await expect(loadSubproject()).resolves.toEqual(FALLBACK_SUBPROJECT);
    expect(log).toHaveBeenCalledWith('Failed to load subproject data');
    expect(useUiStore.getState().flash).toBeNull();
    log.mockRestore();
  });
});
