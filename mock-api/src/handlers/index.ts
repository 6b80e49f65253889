// Every area's handlers, keyed by catalogue name. Names without a handler answer '02' 接口暂未实现
// (see platform/register.ts); BUYING adds its area modules here when they land.
import type { EndpointName } from '@storefront/contracts';
import type { Handler } from '../platform/handler-types.js';
import { accountHandlers } from './account.js';
import { addressHandlers } from './address.js';
import { cartHandlers } from './cart.js';
import { communityWriteHandlers } from './community-writes.js';
import { couponHandlers } from './coupon.js';
import { messageHandlers } from './message.js';
import { orderHandlers } from './order.js';

export const handlers: Partial<{ [K in EndpointName]: Handler<K> }> = {
  ...accountHandlers,
  ...addressHandlers,
  ...cartHandlers,
  ...communityWriteHandlers,
  ...couponHandlers,
  ...messageHandlers,
  ...orderHandlers,
};
