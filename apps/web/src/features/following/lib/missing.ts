import { MESSAGES } from '@ito/contracts/common/messages';
import { isApiError } from '../../../shared/api/api-error.ts';

/** A 404 from the API (or a 422 on a malformed key) means the page cannot exist. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

/** What a page throws for a page that cannot exist: the route's error page shows the 404 of SPEC section 8. */
export function notFoundError(): Error & { status: 404 } {
  return Object.assign(new Error(MESSAGES.pageNotFound), { status: 404 as const });
}
