// Links the upstream writes for the desktop (ads' `/Goods?id=1`, `/find` …) turned into the matching
// page of the mobile shop, through the device check's one map, as router paths under /m.
import { MOBILE_BASE, mobilePathFor } from '@storefront/contracts';

/** `/m/goods/1` → `/goods/1` (the router runs with basename /m). */
export const routerPathOf = (mobilePath: string): string => mobilePath.slice(MOBILE_BASE.length) || '/';

/** The mobile page for a desktop link; unknown or outside links go to the mobile home. */
export function mobileLinkFor(desktopUrl: string): string {
  if (!desktopUrl.startsWith('/') || desktopUrl.startsWith('//')) return '/';
  const [pathname = '/', search = ''] = desktopUrl.split('?');
  return routerPathOf(mobilePathFor(pathname, search));
}
