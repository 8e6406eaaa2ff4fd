import { NOT_FOUND_PAGE_TEXT } from '@ito/contracts/common/messages';
import { isApiError } from '../api/api-error.ts';

/**
 * What a page throws for a page that cannot exist (a filter value no catalogue has, an unknown program): the route's
 * error page reads the status and shows the 404 of SPEC section 8.
 */
export function notFoundError(): Error & { status: 404 } {
  return Object.assign(new Error(NOT_FOUND_PAGE_TEXT), { status: 404 as const });
}

/** A 404 from the API (or a 422 on a malformed key) means the page cannot exist: the route shows its 404 page. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}
