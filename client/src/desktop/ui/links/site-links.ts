// Where shared things open, built in one place so every page sends the same query to the same page.

/** Another user's page (/heHomePage needs the user's `uid`). */
export const userHomeHref = (uid: number): string => `/heHomePage?uid=${uid}`;

/**
 * A category's goods with its sibling chips (/Classify/goodsClassify). The mega menu, /Classify, the
 * home category list and the pages' breadcrumbs all build it here, so the three fields always mean:
 * `id` the first-level category (whose children are the chips), `name` the shown name, `cid` the
 * category whose goods are listed (the first-level one itself for 全部, or one of its children).
 */
export const goodsClassifyHref = ({ id, name, cid }: { id: number; name: string; cid: number }): string =>
  `/Classify/goodsClassify?${new URLSearchParams({ id: String(id), name, cid: String(cid) }).toString()}`;

/** The product list with price filter (/Classify/products), optionally of one category. */
export const productsHref = (category?: { cid: number; name?: string }): string => {
  if (!category) return '/Classify/products';
  const query = new URLSearchParams({ cid: String(category.cid) });
  if (category.name) query.set('name', category.name);
  return `/Classify/products?${query.toString()}`;
};

/** 定制专区, optionally opened on one zone's tab. */
export const customZoneHref = (zoneId?: number): string =>
  zoneId ? `/CustomZone?zone=${zoneId}` : '/CustomZone';

/** A discount activity's special page; without an id the page shows the current activity. */
export const activitySpecialHref = (activityId?: number): string =>
  activityId ? `/activitySpecial?id=${activityId}` : '/activitySpecial';
