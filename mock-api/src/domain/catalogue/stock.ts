// Current SKU stock: the seed's initial stock, overridden by the `skuStock` table once anyone buys.
import type { StoreCtx } from '../context.js';
import { Refusal } from '../refusal.js';
import type { TableSpec } from '../../persistence/table.js';

export interface SkuStockRow {
  id: number; // = skuId
  stock: number;
}

type StockContext = Pick<StoreCtx, 'store' | 'seed'>;

export const STOCK_SHORT_MESSAGE = '库存不足';

/** Stock rows by skuId (the row's id). */
export const SKU_STOCK: TableSpec<SkuStockRow> = {
  name: 'sku_stock',
  jsonName: 'skuStock',
  idBase: 1,
  columns: {
    stock: 'int',
  },
};

const table = (ctx: StockContext) => ctx.store.table(SKU_STOCK);

/** The SKU's stock now; 0 for an unknown SKU. */
export function currentStock(ctx: StockContext, skuId: number): number {
  const row = table(ctx).get(skuId);
  if (row) return row.stock;
  return ctx.seed.skus.get(skuId)?.stock ?? 0;
}

/** Total current stock of a goods (sum of its SKUs). */
export function goodsStock(ctx: StockContext, goodsId: number): number {
  const goods = ctx.seed.goods.get(goodsId);
  if (!goods) return 0;
  return goods.skus.reduce((sum, sku) => sum + currentStock(ctx, sku.skuId), 0);
}

/** Takes `qty` from the SKU; throws Refusal('库存不足') when short (nothing is taken then). */
export function reserveStock(ctx: StockContext, skuId: number, qty: number): number {
  if (!Number.isInteger(qty) || qty <= 0) throw new Error(`reserveStock: bad quantity ${qty}`);
  if (!ctx.seed.skus.has(skuId)) throw new Refusal('商品规格不存在');
  const stock = currentStock(ctx, skuId);
  if (stock < qty) throw new Refusal(STOCK_SHORT_MESSAGE);
  return table(ctx).upsert({ id: skuId, stock: stock - qty }).stock;
}

/** Gives `qty` back to the SKU (cancelled or refunded order). */
export function releaseStock(ctx: StockContext, skuId: number, qty: number): number {
  if (!Number.isInteger(qty) || qty <= 0) throw new Error(`releaseStock: bad quantity ${qty}`);
  if (!ctx.seed.skus.has(skuId)) return 0;
  return table(ctx).upsert({ id: skuId, stock: currentStock(ctx, skuId) + qty }).stock;
}

/** Sets the SKU's stock outright (a scenario's stock level, the back office counting the shelf). */
export function setStock(ctx: StockContext, skuId: number, stock: number): number {
  if (!Number.isInteger(stock) || stock < 0) throw new Error(`setStock: bad stock ${stock}`);
  if (!ctx.seed.skus.has(skuId)) throw new Refusal('商品规格不存在');
  return table(ctx).upsert({ id: skuId, stock }).stock;
}
