// Buyers' evaluations (table `evaluations`, ids from 1,000,000 so they never meet the seed's):
// one per order line, only once the order is received; the last one completes the order.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { OrderRow } from './table.js';
import { finishIfAllEvaluated } from './lifecycle.js';
import { orderTable, ownedItem } from './table.js';

export interface EvaluationRow {
  id: number;
  uid: number;
  orderId: number;
  orderItemId: number;
  goodsId: number;
  skuId: number;
  score: number;
  content: string;
  pictures: string[];
  anonymous: boolean;
  specText: string;
  createTime: number;
}

export const evaluationTable = (ctx: StoreCtx): Table<EvaluationRow> => ctx.store.table(EVALUATIONS);

/** Ids from 1,000,000 so they never meet the seed's. */
export const EVALUATIONS: TableSpec<EvaluationRow> = {
  name: 'evaluations',
  jsonName: 'evaluations',
  idBase: 1_000_000,
  columns: {
    uid: 'int',
    orderId: 'int',
    orderItemId: 'int',
    goodsId: 'int',
    skuId: 'int',
    score: 'int',
    content: 'text',
    pictures: 'json',
    anonymous: 'bool',
    specText: 'text',
    createTime: 'int',
  },
};

export function evaluateItem(
  ctx: StoreCtx,
  order: OrderRow,
  input: { orderItemId: number; score: number; content: string; pictures: string[]; anonymous: number },
): { evaluation: EvaluationRow; order: OrderRow } {
  const item = ownedItem(order, input.orderItemId);
  if (order.status !== 'waitEvaluate')
    refuse(order.status === 'done' ? '订单已完成评价' : '确认收货后才可评价');
  if (item.evaluated) refuse('该商品已评价，不能重复评价');
  if (item.afterSaleStatus === 'refunded') refuse('已退款的商品无需评价');
  const evaluation = evaluationTable(ctx).insert({
    uid: order.uid,
    orderId: order.id,
    orderItemId: item.orderItemId,
    goodsId: item.goodsId,
    skuId: item.skuId,
    score: input.score,
    content: input.content,
    pictures: input.pictures,
    anonymous: input.anonymous === 1,
    specText: item.specText,
    createTime: ctx.now(),
  });
  const items = order.items.map((i) => (i.orderItemId === item.orderItemId ? { ...i, evaluated: true } : i));
  const updated = finishIfAllEvaluated(ctx, orderTable(ctx).update(order.id, { items }));
  return { evaluation, order: updated };
}
