import { useMatches } from 'react-router';
import { handleOf, type RouteHandle } from '../route-handle.ts';

/** The handle of the page being shown (its layout, login variant and scroll flag). */
export function useRouteHandle(): RouteHandle | undefined {
  return handleOf(useMatches());
}
