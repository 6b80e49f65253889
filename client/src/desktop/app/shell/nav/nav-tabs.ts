// Top navigation (see docs/product-rules.md): six tabs, labels from the shared route list; the second carries the
// group-buy badge, 商品分类 opens the category mega menu and 文章专题 the article categories.
import { findSpaRoute } from '@storefront/contracts';

export interface NavTab {
  path: string;
  label: string;
  badge?: string;
  menu?: 'classify' | 'article';
  /** Other paths that belong to this tab. */
  also?: string[];
}

const titleOf = (path: string): string => findSpaRoute(path)?.title ?? path;

export const NAV_TABS: NavTab[] = [
  { path: '/home', label: titleOf('/home') },
  { path: '/limitedTime', label: titleOf('/limitedTime'), badge: '拼团', also: ['/group'] },
  { path: '/Classify', label: titleOf('/Classify'), menu: 'classify' },
  { path: '/article', label: titleOf('/article'), menu: 'article' },
  { path: '/integralGoods', label: titleOf('/integralGoods') },
  { path: '/cooperation', label: titleOf('/cooperation') },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The tab matching the current path (see docs/product-rules.md), or null on pages outside the six areas. */
export function activeTabPath(pathname: string, tabs: NavTab[] = NAV_TABS): string | null {
  const tab = tabs.find((t) => within(pathname, t.path) || t.also?.some((p) => within(pathname, p)));
  return tab?.path ?? null;
}
