// The SPA_ROUTES entry of the page being shown (title, requireAuth …), from the route handles.
import type { SpaRoute } from '@storefront/contracts';
import { useMatches } from 'react-router-dom';
import type { PageHandle } from './page-module';

export interface RouteHandle extends PageHandle {
  route?: SpaRoute;
  notFound?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route || handle?.notFound) return handle;
  }
  return {};
}

export const useCurrentRoute = (): SpaRoute | undefined => useRouteHandle().route;
