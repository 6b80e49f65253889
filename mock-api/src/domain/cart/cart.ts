// Shopping cart lines (table `cartItems`): one line per SKU per user, quantities within stock.
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@storefront/contracts';
import type { StoreCtx } from '../context.js';
import { NOT_YOURS, refuse } from '../refusal.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import { assertStock, pickSku } from '../catalogue/sku-lines.js';
import { currentStock } from '../catalogue/stock.js';

export interface CartRow {
  id: number;
  uid: number;
  goodsId: number;
  skuId: number;
  quantity: number;
  checked: boolean;
  createTime: number;
}

export const CART_ITEMS: TableSpec<CartRow> = {
  name: 'cart_items',
  jsonName: 'cartItems',
  idBase: 1,
  columns: {
    uid: 'int',
    goodsId: 'int',
    skuId: 'int',
    quantity: 'int',
    checked: 'bool',
    createTime: 'int',
  },
};

export const cartTable = (ctx: StoreCtx): Table<CartRow> => ctx.store.table(CART_ITEMS);

export const userCartRows = (ctx: StoreCtx, uid: number): CartRow[] =>
  cartTable(ctx)
    .where({ uid })
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id);

/**
 * The cart badge: how many pieces the cart holds (the sum of its lines' quantities), as shoppers
 * count what they put in; the line limit counts lines (cartLineCount).
 */
export const cartNumber = (ctx: StoreCtx, uid: number): number =>
  cartTable(ctx)
    .where({ uid })
    .reduce((sum, row) => sum + row.quantity, 0);

/** How many lines (SKUs) the cart holds. */
export const cartLineCount = (ctx: StoreCtx, uid: number): number => cartTable(ctx).count({ uid });

export function addToCart(
  ctx: StoreCtx,
  uid: number,
  skuId: number,
  quantity: number,
  goodsId?: number,
): CartRow {
  const { goods } = pickSku(ctx, skuId, goodsId);
  const table = cartTable(ctx);
  const existing = table.first({ uid, skuId });
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > CART_QUANTITY_MAX) refuse(`单件商品最多购买${CART_QUANTITY_MAX}件`);
  assertStock(ctx, skuId, total);
  if (existing) return table.update(existing.id, { quantity: total, checked: true, createTime: ctx.now() });
  if (cartLineCount(ctx, uid) >= CART_LINES_MAX) refuse(`购物车最多放${CART_LINES_MAX}种商品`);
  return table.insert({ uid, goodsId: goods.goodsId, skuId, quantity, checked: true, createTime: ctx.now() });
}

/** Lines by id, all of them the user's, or a refusal that does not say which id was wrong. */
export function ownedCartRows(ctx: StoreCtx, uid: number, cartIds: number[]): CartRow[] {
  const table = cartTable(ctx);
  return cartIds.map((id) => {
    const row = table.get(id);
    if (!row || row.uid !== uid) refuse(NOT_YOURS);
    return row;
  });
}

export function changeCartLine(
  ctx: StoreCtx,
  uid: number,
  cartId: number,
  change: { quantity?: number; skuId?: number },
): void {
  const [row] = ownedCartRows(ctx, uid, [cartId]);
  const table = cartTable(ctx);
  const skuId = change.skuId ?? row!.skuId;
  const quantity = change.quantity ?? row!.quantity;
  if (skuId !== row!.skuId) {
    // Switching to a SKU already in the cart merges the two lines.
    pickSku(ctx, skuId, row!.goodsId);
    const other = table.first({ uid, skuId });
    const merged = quantity + (other?.quantity ?? 0);
    if (merged > CART_QUANTITY_MAX) refuse(`单件商品最多购买${CART_QUANTITY_MAX}件`);
    assertStock(ctx, skuId, merged);
    if (other) {
      table.update(other.id, { quantity: merged });
      table.remove(row!.id);
    } else {
      table.update(row!.id, { skuId, quantity });
    }
    return;
  }
  assertStock(ctx, skuId, quantity);
  table.update(row!.id, { quantity });
}

export function deleteCartLines(ctx: StoreCtx, uid: number, cartIds: number[]): void {
  const rows = ownedCartRows(ctx, uid, cartIds);
  for (const row of rows) cartTable(ctx).remove(row.id);
}

export function setCartChecked(
  ctx: StoreCtx,
  uid: number,
  checked: boolean,
  cartIds: number[] | 'all',
): void {
  const rows = cartIds === 'all' ? userCartRows(ctx, uid) : ownedCartRows(ctx, uid, cartIds);
  for (const row of rows) cartTable(ctx).update(row.id, { checked });
}

export interface CartLineView {
  row: CartRow;
  valid: boolean;
  invalidReason: string | null;
  stock: number;
}

/** Each line with why it cannot be bought right now, if it cannot. */
export function viewCartLines(ctx: StoreCtx, uid: number): CartLineView[] {
  return userCartRows(ctx, uid).map((row) => {
    const goods = ctx.seed.goods.get(row.goodsId);
    const sku = ctx.seed.skus.get(row.skuId);
    if (!goods || !sku) return { row, valid: false, invalidReason: '商品已下架', stock: 0 };
    const stock = currentStock(ctx, row.skuId);
    if (stock <= 0) return { row, valid: false, invalidReason: '已售罄', stock };
    if (stock < row.quantity) return { row, valid: false, invalidReason: `库存不足，仅剩${stock}件`, stock };
    return { row, valid: true, invalidReason: null, stock };
  });
}
