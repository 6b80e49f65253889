// What delivery costs (fen): free from ¥99 of goods, else ¥8. The upstream charges it at checkout;
// the product page states it before the shopper gets there.
export const FREE_FREIGHT_FROM = 9_900;
export const FREIGHT = 800;

/** The freight on an order of this goods amount. */
export const freightFor = (goodsAmount: number): number => (goodsAmount >= FREE_FREIGHT_FROM ? 0 : FREIGHT);
