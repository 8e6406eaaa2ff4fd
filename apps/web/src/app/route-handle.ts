import type { LayoutName } from '../shared/navigation.ts';
import type { LoginVariant } from './routes.ts';

/** What each page route carries for its layout and the root shell (set from the route table). */
export interface RouteHandle {
  layout: LayoutName;
  variant?: LoginVariant;
  scrollToTop: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'layout' in value;
}

/** The handle of the deepest matched route that has one (the page). */
export function handleOf(
  matches: readonly { handle?: unknown; route?: { handle?: unknown } }[],
): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle ?? match?.route?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
