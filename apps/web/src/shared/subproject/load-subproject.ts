import { FALLBACK_SUBPROJECT, SUBPROJECT_CACHE_MS } from '@ito/contracts/constants';
import type { TSubproject } from '@ito/contracts/subproject/load-subproject';
import { loadSubprojectEndpoint } from '@ito/contracts/subproject/refs';
import { call, callPath } from '../api/call.ts';
import { takeFirstData } from '../api/first-data.ts';
import { isBoolean, isObject, isString, readShape, recordOf, type Shape } from '../lib/shape.ts';
import { useSubprojectStore } from '../stores/subproject-store.ts';

/**
 * The cache is read before the first render and the answer is shown on the first screen (the brand), so both are
 * checked by hand: the contract schema would bring zod (24 KB compressed) onto every first visit's critical path
 * (decision 031). The check is the contract's (`ZSubproject`: four fields, these types); a new TSubproject field is
 * a type error here until it is checked.
 */
const SUBPROJECT: Shape<TSubproject> = {
  name: isString,
  logo: isString,
  main: isBoolean,
  placeholders: recordOf(isString),
};

function cacheKey(domain: string): string {
  return `ito_subproject:${domain}`;
}

function readCache(domain: string, now: number): TSubproject | null {
  try {
    const cached: unknown = JSON.parse(localStorage.getItem(cacheKey(domain)) ?? 'null');
    if (!isObject(cached) || typeof cached.expiresAt !== 'number' || cached.expiresAt <= now) return null;
    return readShape(cached.data, SUBPROJECT);
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

/**
 * At start-up: the brand for this domain, from a one-minute cache, the answer the server put into the page for a
 * signed-out visitor (shared/api/first-data.ts), or `GET core/load` (X-Domain header).
 */
export async function loadSubproject(now = Date.now()): Promise<TSubproject> {
  const domain = window.location.host;
  const store = useSubprojectStore.getState();
  const cached = readCache(domain, now);
  if (cached) {
    store.setSubproject(cached);
    return cached;
  }
  try {
    const body: unknown =
      takeFirstData(callPath(loadSubprojectEndpoint))?.data ?? (await call(loadSubprojectEndpoint, { silent: true }));
    const data = isObject(body) ? readShape(body.data, SUBPROJECT) : null;
    if (!data) throw new Error('GET core/load answered an unexpected shape');
    writeCache(domain, data, now);
    store.setSubproject(data);
    return data;
  } catch {
    // SPEC 8: logged, the default brand is used, the user sees nothing.
    console.error('Failed to load subproject data');
    store.setSubproject(FALLBACK_SUBPROJECT);
    return FALLBACK_SUBPROJECT;
  }
}
