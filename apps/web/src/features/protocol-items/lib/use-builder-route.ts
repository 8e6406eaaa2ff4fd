import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { NOT_FOUND_PAGE_TEXT } from '@ito/contracts/common/messages';
import { isItemKind, type ItemKind } from './item-kinds.ts';

/**
 * The protocol and item kind of a builder sub-page. Kinds are path segments rather than params
 * (`/protocol-builder/:protocol/nudge/add`), so one page module serves every kind.
 */
export function useBuilderRoute(): { protocolId: string; kind: ItemKind | null; isAdd: boolean } {
  const params = useParams();
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const kind = segments[2];
  return {
    protocolId: params.protocol ?? '',
    kind: isItemKind(kind) ? kind : null,
    isAdd: segments[segments.length - 1] === 'add',
  };
}

/** What a page throws for something that does not exist: the route's error page shows SPEC section 8's 404. */
export function notFoundError(): Error & { status: 404 } {
  return Object.assign(new Error(NOT_FOUND_PAGE_TEXT), { status: 404 as const });
}

/** A load that failed because the thing is not there (or not the caller's): show the 404 page. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}
