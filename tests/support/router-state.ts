import type { LoadedRouterState } from '../../engine/render/registry-context.tsx';

/** A loaded router's state on the brand route `routeId` (its path), with the query `search`. */
export function routerStateAt(
  routeId: string,
  search: Record<string, unknown> = {},
): LoadedRouterState {
  return {
    location: { pathname: routeId, search },
    matches: [{ routeId: '__root__' }, { routeId }],
  };
}
