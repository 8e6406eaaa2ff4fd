import { useLocation, useParams } from 'react-router';
import { builderRouteOf, type BuilderRoute } from '../lib/builder-route.ts';

/** The protocol and item kind of the builder sub-page being shown (see `builderRouteOf`). */
export function useBuilderRoute(): BuilderRoute {
  return builderRouteOf(useLocation().pathname, useParams());
}
