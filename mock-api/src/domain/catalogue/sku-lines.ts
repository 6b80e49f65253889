// Looking up what a buyer picked: the SKU, its goods, and whether the shop sells it here at all.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import type { SeedGoods, SeedSku } from '../../seed/types.js';
import { currentStock } from './stock.js';

export interface PickedSku {
  goods: SeedGoods;
  sku: SeedSku;
}

export function pickSku(ctx: StoreCtx, skuId: number, goodsId?: number): PickedSku {
  const sku = ctx.seed.skus.get(skuId);
  const goods = sku ? ctx.seed.goods.get(sku.goodsId) : undefined;
  if (!sku || !goods) refuse('商品不存在或已下架');
  if (goodsId !== undefined && goods.goodsId !== goodsId) refuse('所选规格不属于该商品');
  // Taobao goods are shown here but bought on the third-party platform (see docs/product-rules.md).
  if (goods.shopType !== 'self') refuse('该商品需前往第三方平台购买');
  return { goods, sku };
}

/** Refuses when fewer than `quantity` are left, saying how many are. */
export function assertStock(ctx: StoreCtx, skuId: number, quantity: number): void {
  const stock = currentStock(ctx, skuId);
  if (stock <= 0) refuse('该商品已售罄');
  if (stock < quantity) refuse(`库存不足，仅剩${stock}件`);
}
