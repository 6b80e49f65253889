// The endpoint catalogue: plain data only, safe for the browser bundle. The rest of each entry (zod
// schemas, example, refusals) is in <area>.schemas.ts, which carries zod and never reaches the client.
import { accountRoutes } from './account.routes.js';
import { addressRoutes } from './address.routes.js';
import { cartRoutes } from './cart.routes.js';
import { couponRoutes } from './coupon.routes.js';
import { findRoutes } from './find.routes.js';
import { flashSaleRoutes } from './flash-sale.routes.js';
import { goodsRoutes } from './goods.routes.js';
import { homeRoutes } from './home.routes.js';
import { messageRoutes } from './message.routes.js';
import { orderRoutes } from './order.routes.js';
import { searchRoutes } from './search.routes.js';
import type { RouteEntry } from './types.js';
import { welfareRoutes } from './welfare.routes.js';

export const catalogueAreas = {
  home: homeRoutes,
  goods: goodsRoutes,
  flashSale: flashSaleRoutes,
  welfare: welfareRoutes,
  find: findRoutes,
  search: searchRoutes,
  cart: cartRoutes,
  address: addressRoutes,
  order: orderRoutes,
  coupon: couponRoutes,
  account: accountRoutes,
  message: messageRoutes,
} as const;

type Areas = typeof catalogueAreas;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
export type Catalogue = UnionToIntersection<Areas[keyof Areas]>;
export type EndpointName = keyof Catalogue & string;
export type AreaName = keyof Areas;

export const catalogue = Object.assign({}, ...Object.values(catalogueAreas)) as Catalogue;

export const endpointNames = Object.keys(catalogue) as EndpointName[];

/** [name, entry] pairs; everything that walks the catalogue starts here. */
export const catalogueEntries = (): Array<[EndpointName, RouteEntry]> =>
  endpointNames.map((name) => [name, catalogue[name] as RouteEntry]);

export const areaOf = (name: EndpointName): AreaName =>
  (Object.keys(catalogueAreas) as AreaName[]).find((area) => name in catalogueAreas[area])!;
