// Browser-safe entry: plain data and functions only, no zod.
export * from './constants.js';
export * from './validators.js';
export * from './rules/quantity.js';
export * from './rules/order-states.js';
export * from './wire/envelope.js';
export * from './wire/custom-header.js';
export * from './wire/req-id.js';
export * from './wire/form.js';
export * from './routes/spa-routes.js';
export * from './routes/mobile-routes.js';
export * from './catalogue/catalogue.js';
export { safeReads, type SafeRead } from './catalogue/safe-reads.js';
export type { AreaRoutes, AuthMode, HttpMethod, RouteEntry } from './catalogue/types.js';
export type { RequestOf, ParsedRequestOf, ResultOf, CatalogueSchemas } from './catalogue/schemas.js';
export * from './routes/mobile-redirect-map.js';
export * from './routes/mobile-route-match.js';
export * from './rules/goods-price.js';
export * from './rules/sku-selection.js';
