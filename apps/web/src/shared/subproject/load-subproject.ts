import { FALLBACK_SUBPROJECT, SUBPROJECT_CACHE_MS } from '@ito/contracts/constants';
import { ZLoadSubprojectResponse, ZSubproject, type TSubproject } from '@ito/contracts/core/load-subproject';
import { z } from 'zod';
import { api } from '../api/client.ts';
import { useSubprojectStore } from './subproject-store.ts';

const ZCached = z.object({ expiresAt: z.number(), data: ZSubproject });

function cacheKey(domain: string): string {
  return `ito_subproject:${domain}`;
}

function readCache(domain: string, now: number): TSubproject | null {
  try {
    const parsed = ZCached.safeParse(JSON.parse(localStorage.getItem(cacheKey(domain)) ?? 'null'));
    return parsed.success && parsed.data.expiresAt > now ? parsed.data.data : null;
  } catch {
    return null;
  }
}

function writeCache(domain: string, data: TSubproject, now: number): void {
  try {
    localStorage.setItem(cacheKey(domain), JSON.stringify({ expiresAt: now + SUBPROJECT_CACHE_MS, data }));
  } catch {
    // A full or blocked storage only costs one extra request next time.
  }
}

/** At start-up: the brand for this domain, from a one-minute cache or `GET core/load` (X-Domain header). */
export async function loadSubproject(now = Date.now()): Promise<TSubproject> {
  const domain = window.location.host;
  const store = useSubprojectStore.getState();
  const cached = readCache(domain, now);
  if (cached) {
    store.setSubproject(cached);
    return cached;
  }
  try {
    const response = ZLoadSubprojectResponse.parse(await api.get('core/load', { silent: true }));
    writeCache(domain, response.data, now);
    store.setSubproject(response.data);
    return response.data;
  } catch {
    // SPEC 8: logged, the default brand is used, the user sees nothing.
    console.error('Failed to load subproject data');
    store.setSubproject(FALLBACK_SUBPROJECT);
    return FALLBACK_SUBPROJECT;
  }
}
