// The region table for address pickers (SPEC §7: replies code 01 with city, provinces, area).
import type { AreaHandlers } from '../platform/handler-types.js';

export const areaHandlers: AreaHandlers<'getWebArea'> = {
  getWebArea: (_input, ctx) => ctx.seed.regions,
};
