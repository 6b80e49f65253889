// What the product page says about delivery cost for an amount of goods, by the shop's one freight
// rule (contracts' freightFor): 免运费, or the freight and from when it is free.
import { FREE_FREIGHT_FROM, FREIGHT, formatPrice, freightFor } from '@storefront/contracts';

export const freightText = (amount: number): string =>
  freightFor(amount) === 0
    ? '免运费'
    : `运费${formatPrice(FREIGHT)}，满${formatPrice(FREE_FREIGHT_FROM)}免运费`;
