// The full description of every catalogue entry (zod request and result, example, refusals), keyed by
// the same names as the plain route data. Not for the browser: it carries zod.
import type { z } from 'zod';
import { accountSchemas } from './account.schemas.js';
import { addressSchemas } from './address.schemas.js';
import { cartSchemas } from './cart.schemas.js';
import { endpointNames, type Catalogue, type EndpointName } from './catalogue.js';
import { couponSchemas } from './coupon.schemas.js';
import { findSchemas } from './find.schemas.js';
import { flashSaleSchemas } from './flash-sale.schemas.js';
import { goodsSchemas } from './goods.schemas.js';
import { homeSchemas } from './home.schemas.js';
import { messageSchemas } from './message.schemas.js';
import { orderSchemas } from './order.schemas.js';
import { searchSchemas } from './search.schemas.js';
import type { EntryExample } from '../examples/entry-example.js';
import type { EntryDescription } from './types.js';
import { welfareSchemas } from './welfare.schemas.js';

export const catalogueSchemas = {
  ...homeSchemas,
  ...goodsSchemas,
  ...flashSaleSchemas,
  ...welfareSchemas,
  ...findSchemas,
  ...searchSchemas,
  ...cartSchemas,
  ...addressSchemas,
  ...orderSchemas,
  ...couponSchemas,
  ...accountSchemas,
  ...messageSchemas,
} satisfies { [K in keyof Catalogue]: EntryDescription };

export type CatalogueSchemas = typeof catalogueSchemas;
/** What a caller sends (before coercion and defaults). */
export type RequestOf<N extends EndpointName> = z.input<CatalogueSchemas[N]['request']>;
/** What a handler receives after validation. */
export type ParsedRequestOf<N extends EndpointName> = z.output<CatalogueSchemas[N]['request']>;
/** The `result` of a successful reply. */
export type ResultOf<N extends EndpointName> = z.output<CatalogueSchemas[N]['result']>;

/** An entry's description, seen through the common shape (the literal types differ per entry). */
export const descriptionOf = (name: EndpointName): EntryDescription => catalogueSchemas[name];
/** The example an entry's Pact interactions and OpenAPI examples are built from. */
export const exampleOf = (name: EndpointName): EntryExample => descriptionOf(name).example;
/** Entries whose handler can refuse by a business rule (code '02'), in catalogue order. */
export const refusingEntries: readonly EndpointName[] = endpointNames.filter(
  (name) => descriptionOf(name).refuses,
);
