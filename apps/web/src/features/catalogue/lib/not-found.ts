import { MESSAGES } from '@ito/contracts/common/messages';

/**
 * What a page throws for a page that cannot exist (a filter value no catalogue has, an unknown program): the route's
 * error page reads the status and shows the 404 of SPEC section 8.
 */
export function notFoundError(): Error & { status: 404 } {
  return Object.assign(new Error(MESSAGES.pageNotFound), { status: 404 as const });
}
