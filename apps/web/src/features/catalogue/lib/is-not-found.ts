import { isApiError } from '../../../shared/api/api-error.ts';

/** A 404 from the API (or a 422 on a malformed key) means the page cannot exist: the route shows its 404 page. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}
