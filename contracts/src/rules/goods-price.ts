// The price a shopper sees for a goods or one of its SKUs. While the goods' flash-sale session
// runs, the mock charges the flash price (per SKU where one is chosen) and the normal price is
// struck through; otherwise the normal price, with the original price struck through.

export interface PricedSku {
  price: number;
  originalPrice: number;
  flashPrice: number | null;
}

export interface PricedGoods {
  price: number;
  originalPrice: number;
  flashSale: { status: 'ongoing' | 'upcoming'; flashPrice: number } | null;
}

export interface ShownPrice {
  /** What is charged now, in fen. */
  price: number;
  /** Struck through beside it, in fen. */
  originalPrice: number;
  /** The flash price applies (label it 抢购价). */
  flash: boolean;
}

export function shownPrice(goods: PricedGoods, sku?: PricedSku): ShownPrice {
  const normal = sku?.price ?? goods.price;
  const session = goods.flashSale;
  const flashPrice = sku ? sku.flashPrice : session?.status === 'ongoing' ? session.flashPrice : null;
  if (flashPrice !== null) return { price: flashPrice, originalPrice: normal, flash: true };
  return { price: normal, originalPrice: sku?.originalPrice ?? goods.originalPrice, flash: false };
}
