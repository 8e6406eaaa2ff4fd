import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@ito/contracts/constants';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

beforeEach(() => sessionStorage.clear());

describe('chunk load failures', () => {
  it('recognises failed dynamic imports from the common browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadForChunkError(start, reload)).toBe(true);
    expect(reloadForChunkError(start + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(start + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
