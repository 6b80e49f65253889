// Every area's handlers, keyed by catalogue name. Names without a handler answer '02' 接口暂未实现
// (see http/api/register.ts); one module per area of the catalogue (contracts' catalogueAreas).
import type { EndpointName } from '@storefront/contracts';
import type { Handler } from '../api/handler-types.js';
import { accountHandlers } from './account.js';
import { addressHandlers } from './address.js';
import { cartHandlers } from './cart.js';
import { couponHandlers } from './coupon.js';
import { findHandlers } from './find.js';
import { flashSaleHandlers } from './flash-sale.js';
import { goodsHandlers } from './goods.js';
import { homeHandlers } from './home.js';
import { messageHandlers } from './message.js';
import { orderHandlers } from './order.js';
import { searchHandlers } from './search.js';
import { welfareHandlers } from './welfare.js';

export const handlers: Partial<{ [K in EndpointName]: Handler<K> }> = {
  ...homeHandlers,
  ...goodsHandlers,
  ...flashSaleHandlers,
  ...welfareHandlers,
  ...findHandlers,
  ...searchHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...cartHandlers,
  ...couponHandlers,
  ...messageHandlers,
  ...orderHandlers,
};
