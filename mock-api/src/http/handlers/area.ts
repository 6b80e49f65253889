// The region table for address pickers (see docs/wire.md: replies code 01 with city, provinces, area).
import type { AreaHandlers } from '../api/handler-types.js';

export const areaHandlers: AreaHandlers<'getWebArea'> = {
  getWebArea: (_input, ctx) => ctx.seed.regions,
};
