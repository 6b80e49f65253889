// Cart area: lines per SKU, quantities checked against current stock, the badge count (pieces).
import { uidOf, type AreaHandlers, type HandlerContext } from '../api/handler-types.js';
import { NOT_YOURS, refuse } from '../../domain/refusal.js';
import { withUpkeep } from './with-upkeep.js';
import {
  addToCart,
  cartNumber,
  changeCartLine,
  deleteCartLines,
  setCartChecked,
  viewCartLines,
} from '../../domain/cart/cart.js';
import { unitPriceNow } from '../../domain/catalogue/flash-price.js';
import { skuViews } from '../../domain/catalogue/views.js';
import type { NamesOf } from './area-names.js';

function cartView(ctx: HandlerContext) {
  const lines = viewCartLines(ctx, uidOf(ctx));
  const items = lines.map(({ row, valid, invalidReason, stock }) => {
    const goods = ctx.seed.goods.get(row.goodsId);
    const sku = ctx.seed.skus.get(row.skuId);
    return {
      cartId: row.id,
      goodsId: row.goodsId,
      skuId: row.skuId,
      name: goods?.name ?? '商品已下架',
      picUrl: sku?.picUrl ?? goods?.picUrl ?? '/media/goods/0-0.svg',
      specText: sku?.specText ?? '',
      // What the line costs if bought now: the flash price while its session runs.
      price: goods && sku ? unitPriceNow(ctx, goods, sku).price : 0,
      quantity: row.quantity,
      stock,
      checked: row.checked,
      valid,
      invalidReason,
    };
  });
  const payable = items.filter((i) => i.checked && i.valid);
  return {
    items,
    checkedCount: payable.length,
    checkedAmount: payable.reduce((sum, i) => sum + i.price * i.quantity, 0),
    cartNumber: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

export const cartHandlers: AreaHandlers<NamesOf<'cart'>> = withUpkeep({
  addCart: ({ goodsId, skuId, quantity }, ctx) => {
    const row = addToCart(ctx, uidOf(ctx), skuId, quantity, goodsId);
    return { cartId: row.id, cartNumber: cartNumber(ctx, uidOf(ctx)) };
  },

  getCartNumber: ({ userId }, ctx) => {
    // The client sends its userId; another user's badge is nobody else's business.
    if (userId !== uidOf(ctx)) refuse(NOT_YOURS);
    return { cartNumber: cartNumber(ctx, userId) };
  },

  getCart: (_input, ctx) => cartView(ctx),

  changeCart: ({ cartId, quantity, skuId }, ctx) => {
    if (quantity === undefined && skuId === undefined) refuse('请修改数量或规格');
    changeCartLine(ctx, uidOf(ctx), cartId, { quantity, skuId });
    return cartView(ctx);
  },

  deleteCart: ({ cartIds }, ctx) => {
    deleteCartLines(ctx, uidOf(ctx), cartIds);
    return cartView(ctx);
  },

  changeCartCheckStatus: ({ cartIds, checked, all }, ctx) => {
    if (all !== 1 && !cartIds) refuse('请选择要勾选的商品');
    setCartChecked(ctx, uidOf(ctx), checked === 1, all === 1 ? 'all' : cartIds!);
    return cartView(ctx);
  },

  getSaleSku: ({ goodsId }, ctx) => {
    const goods = ctx.seed.goods.get(goodsId);
    if (!goods) refuse('商品不存在或已下架');
    return {
      specGroups: goods.specGroups.map((g) => ({ name: g.name, values: [...g.values] })),
      skus: skuViews(ctx, goods),
    };
  },
});
