// A goods of the running flash-sale session the logged-in user may still buy (in stock, under its
// limit), with a SKU in stock, read through the shop's own calls: what a buy-now link needs.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { shopCall } from './shop-calls.js';

export interface FlashLine {
  goodsId: number;
  skuId: number;
  flashPrice: number;
}

export async function buyableFlashGoods(page: Page, sandboxId: string): Promise<FlashLine> {
  const sale = await shopCall<{ goods: { goodsId: number; flashPrice: number; flashStock: number }[] }>(
    page,
    'getFlashSale',
    {},
    sandboxId,
  );
  // The scenario sells out the first goods and puts the user at the second one's limit.
  for (const goods of sale.goods.slice(2).filter((g) => g.flashStock > 0)) {
    const detail = await shopCall<{ skus: { skuId: number; stock: number }[] }>(
      page,
      'getGoods',
      { goodsId: goods.goodsId },
      sandboxId,
    );
    const sku = detail.skus.find((s) => s.stock > 0);
    if (sku) return { goodsId: goods.goodsId, skuId: sku.skuId, flashPrice: goods.flashPrice };
  }
  expect(false, 'the running flash session has a goods in stock').toBe(true);
  throw new Error('unreachable');
}

export const buyNowQuery = ({ goodsId, skuId }: FlashLine): string =>
  `source=buyNow&goodsId=${goodsId}&skuId=${skuId}&quantity=1`;

/** Picks the first choice of every spec group on a desktop product page (a SKU to buy). */
export async function chooseFirstSpecs(page: Page): Promise<void> {
  for (const group of await page.getByRole('main').getByRole('radiogroup').all()) {
    const first = group.getByRole('radio').first();
    if ((await first.getAttribute('aria-checked')) !== 'true') await first.click();
  }
}
