// What an order costs: the lines being bought (cart or buy-now), goods amount, freight, the
// coupon's saving, and how the amount paid is shared over the lines (the most a refund returns).
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import { viewCartLines } from '../cart/cart.js';
import { checkCoupon, userCoupons, type PricedLine } from '../coupon/coupons.js';
import type { SeedGoods, SeedSku } from '../../seed/types.js';
import { assertStock, pickSku } from '../catalogue/sku-lines.js';
import { assertFlashBuy, unitPriceNow, type FlashTerms } from '../catalogue/flash-price.js';
import type { OrderItemRow } from './table.js';
import { freightFor } from '@storefront/contracts';

export interface SettleSource {
  source: 'cart' | 'buyNow';
  goodsId?: number;
  skuId?: number;
  quantity?: number;
}

export interface SettleLine {
  goods: SeedGoods;
  sku: SeedSku;
  quantity: number;
  cartId: number | null;
  /** What one unit costs now (the flash price while the goods' session runs). */
  price: number;
  /** The session the line is bought in, or null at the normal price. */
  flash: FlashTerms | null;
}

type PickedLine = Pick<SettleLine, 'goods' | 'sku' | 'quantity' | 'cartId'>;

/** Prices the lines by the flash rule and checks each session's per-user limit and stock. */
function priced(ctx: StoreCtx, uid: number, picked: PickedLine[]): SettleLine[] {
  const lines = picked.map((l) => {
    const { price, flash } = unitPriceNow(ctx, l.goods, l.sku);
    return { ...l, price, flash };
  });
  // The limit counts every SKU of a goods together.
  const flashByGoods = new Map<number, { line: SettleLine; quantity: number }>();
  for (const line of lines) {
    if (!line.flash) continue;
    const seen = flashByGoods.get(line.goods.goodsId);
    flashByGoods.set(line.goods.goodsId, { line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const { line, quantity } of flashByGoods.values())
    assertFlashBuy(ctx, uid, line.goods, line.flash!, quantity);
  return lines;
}

export function settleLines(ctx: StoreCtx, uid: number, source: SettleSource): SettleLine[] {
  if (source.source === 'buyNow') {
    const { goods, sku } = pickSku(ctx, source.skuId!, source.goodsId);
    assertStock(ctx, sku.skuId, source.quantity!);
    return priced(ctx, uid, [{ goods, sku, quantity: source.quantity!, cartId: null }]);
  }
  const checked = viewCartLines(ctx, uid).filter((l) => l.row.checked);
  if (checked.length === 0) refuse('请先勾选要结算的商品');
  const picked = checked.map((line) => {
    const goods = ctx.seed.goods.get(line.row.goodsId);
    const sku = ctx.seed.skus.get(line.row.skuId);
    if (!line.valid || !goods || !sku)
      refuse(`${goods?.name ?? '商品'}${line.invalidReason ? `：${line.invalidReason}` : '不可购买'}`);
    if (goods.shopType !== 'self') refuse(`${goods.name}：该商品需前往第三方平台购买`);
    return { goods, sku, quantity: line.row.quantity, cartId: line.row.id };
  });
  return priced(ctx, uid, picked);
}

export const pricedLines = (lines: SettleLine[]): PricedLine[] =>
  lines.map((l) => ({ goods: l.goods, amount: l.price * l.quantity }));

export interface PriceBreakdown {
  goodsAmount: number;
  freight: number;
  couponAmount: number;
  payAmount: number;
}

export function priceOf(lines: SettleLine[], couponAmount: number): PriceBreakdown {
  const goodsAmount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const freight = freightFor(goodsAmount);
  return { goodsAmount, freight, couponAmount, payAmount: goodsAmount - couponAmount + freight };
}

/** Every coupon of the user with whether it fits these lines, and the one saving the most. */
export function couponChoices(ctx: StoreCtx, uid: number, lines: SettleLine[]) {
  const priced = pricedLines(lines);
  const choices = userCoupons(ctx, uid)
    .filter((row) => !row.used)
    .map((row) => ({ row, check: checkCoupon(ctx, row, priced) }));
  const best = choices
    .filter((c) => c.check.applicable)
    .sort((a, b) => b.check.discount - a.check.discount)[0];
  return { choices, bestUserCouponId: best?.row.id ?? 0, bestDiscount: best?.check.discount ?? 0 };
}

/** Splits what is paid for goods over the lines in proportion; the last line takes the rounding. */
export function shareItems(orderId: number, lines: SettleLine[], paidForGoods: number): OrderItemRow[] {
  const goodsAmount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  let left = paidForGoods;
  return lines.map((line, index) => {
    const amount = line.price * line.quantity;
    const share =
      index === lines.length - 1 ? left : Math.floor((amount * paidForGoods) / Math.max(goodsAmount, 1));
    left -= share;
    return {
      orderItemId: orderId * 1000 + index + 1,
      goodsId: line.goods.goodsId,
      skuId: line.sku.skuId,
      name: line.goods.name,
      picUrl: line.sku.picUrl,
      specText: line.sku.specText,
      price: line.price,
      quantity: line.quantity,
      flashSessionId: line.flash?.session.sessionId ?? null,
      paidShare: share,
      afterSaleStatus: 'none',
      evaluated: false,
    };
  });
}
