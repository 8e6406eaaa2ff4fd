import { isApiError } from '../../../../shared/api/api-error.ts';
import { NOT_FOUND_PAGE_TEXT } from '@ito/contracts/common/messages';
import { isItemKind, type ItemKind } from './item-kinds.ts';

/**
 * The protocol and item kind of a builder sub-page. Kinds are path segments rather than params
 * (`/protocol-builder/:protocol/nudge/add`), so one page module serves every kind.
 */
export interface BuilderRoute {
  protocolId: string;
  kind: ItemKind | null;
  isAdd: boolean;
}

/**
 * A page adds a new thing when its path ends in `add`, or when `add` is followed by the place the new thing takes
 * (`ai-module/branch/{hierarchy}/add/{index}`): the `index` param only exists on such add routes.
 */
export function builderRouteOf(pathname: string, params: Readonly<Record<string, string | undefined>>): BuilderRoute {
  const segments = pathname.split('/').filter(Boolean);
  const kind = segments[2];
  const last = segments.length - 1;
  const isAdd = segments[last] === 'add' || (params.index !== undefined && segments[last - 1] === 'add');
  return { protocolId: params.protocol ?? '', kind: isItemKind(kind) ? kind : null, isAdd };
}

/** What a page throws for something that does not exist: the route's error page shows SPEC section 8's 404. */
export function notFoundError(): Error & { status: 404 } {
  return Object.assign(new Error(NOT_FOUND_PAGE_TEXT), { status: 404 as const });
}

/** A load that failed because the thing is not there (or not the caller's): show the 404 page. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}
