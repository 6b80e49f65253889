// Every area's handlers, keyed by catalogue name. Names without a handler answer '02' 接口暂未实现
// (see platform/register.ts); BUYING adds its area modules here when they land.
import type { EndpointName } from '@storefront/contracts';
import type { Handler } from '../platform/handler-types.js';

export const handlers: Partial<{ [K in EndpointName]: Handler<K> }> = {};
