import { CHUNK_RELOAD_GUARD_MS } from '@ito/contracts/constants';

const STORAGE_KEY = 'ito_chunk_reload_at';
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

/** A failed lazy import: usually a deploy replaced the hashed files this tab still points at. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

/**
 * Reloads the page to fetch the new files, at most once per CHUNK_RELOAD_GUARD_MS so that a chunk that is
 * really gone shows the error page instead of reloading forever. Returns whether a reload was started.
 */
export function reloadForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage there is no way to limit reloads; showing the error page is the safe choice.
    return false;
  }
  reload();
  return true;
}
