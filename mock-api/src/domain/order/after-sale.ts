// After-sale: refunds (table `refunds`) and repairs (table `repairs`) of single order lines.
// Refund: applying →(review)→ refunded (refund only) or waitReturn → returning (buyer sent it back,
// refundExpressNew) →(goods received)→ refunded; rejected by the shop (admin); cancelled by the buyer
// while applying or waitReturn. When every line of an order is refunded the order is closed.
// Repair: applying →(review)→ processing →(done)→ done; cancelled by the buyer while applying.
// The simulated reviews finish after REVIEW_MS, lazily (sweepAfterSale) or at once through admin.
import type { StoreCtx } from '../context.js';
import { NOT_YOURS, refuse } from '../refusal.js';
import { yuan } from '../../shared/money.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { OrderItemRow, OrderRow } from './table.js';
import { notifyOrder, setItemStatus } from './lifecycle.js';
import { orderTable } from './table.js';
import { refundBlocker, repairBlocker } from './actions.js';
import { releaseStock } from '../catalogue/stock.js';

export const REVIEW_MS = 10_000;
export const REPAIR_MS = 2 * 24 * 60 * 60_000;
export const RETURN_ADDRESS = '浙江省杭州市余杭区仓前街道文一西路1001号 多么商城售后中心 收 0571-88886666';
export const REFUND_REASONS = [
  '不想要了',
  '商品与描述不符',
  '质量问题',
  '收到商品破损',
  '少件/漏发',
  '发错货',
  '未按约定时间发货',
  '其他',
];

export type RefundType = 'refundOnly' | 'returnAndRefund';
export type RefundStatus = 'applying' | 'waitReturn' | 'returning' | 'refunded' | 'rejected' | 'cancelled';
export type RepairStatus = 'applying' | 'processing' | 'done' | 'cancelled';

interface TimelineEntry {
  time: number;
  text: string;
}

export interface RefundRow {
  id: number;
  uid: number;
  orderId: number;
  orderItemId: number;
  refundType: RefundType;
  reason: string;
  description: string;
  pictures: string[];
  amount: number;
  status: RefundStatus;
  expressCode: string | null;
  expressCompany: string | null;
  expressNo: string | null;
  createTime: number;
  /** When the next simulated step happens by itself; null when waiting on the buyer or finished. */
  dueAt: number | null;
  timeline: TimelineEntry[];
}

export interface RepairRow {
  id: number;
  uid: number;
  orderId: number;
  orderItemId: number;
  reason: string;
  description: string;
  pictures: string[];
  status: RepairStatus;
  createTime: number;
  dueAt: number | null;
  timeline: TimelineEntry[];
}

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  applying: '退款申请审核中',
  waitReturn: '审核通过，请寄回商品并填写物流单号',
  returning: '商品寄回中，等待商家收货',
  refunded: '退款成功',
  rejected: '商家已拒绝退款',
  cancelled: '已撤销退款申请',
};
export const REPAIR_STATUS_TEXT: Record<RepairStatus, string> = {
  applying: '维修申请审核中',
  processing: '维修处理中',
  done: '维修完成',
  cancelled: '已撤销维修申请',
};

export const REFUNDS: TableSpec<RefundRow> = {
  name: 'refunds',
  jsonName: 'refunds',
  idBase: 1,
  columns: {
    uid: 'int',
    orderId: 'int',
    orderItemId: 'int',
    refundType: 'text',
    reason: 'text',
    description: 'text',
    pictures: 'json',
    amount: 'int',
    status: 'text',
    expressCode: 'text',
    expressCompany: 'text',
    expressNo: 'text',
    createTime: 'int',
    dueAt: 'int',
    timeline: 'json',
  },
};

export const REPAIRS: TableSpec<RepairRow> = {
  name: 'repairs',
  jsonName: 'repairs',
  idBase: 1,
  columns: {
    uid: 'int',
    orderId: 'int',
    orderItemId: 'int',
    reason: 'text',
    description: 'text',
    pictures: 'json',
    status: 'text',
    createTime: 'int',
    dueAt: 'int',
    timeline: 'json',
  },
};

export const refundTable = (ctx: StoreCtx): Table<RefundRow> => ctx.store.table(REFUNDS);
export const repairTable = (ctx: StoreCtx): Table<RepairRow> => ctx.store.table(REPAIRS);

export function ownedRefund(ctx: StoreCtx, uid: number, refundId: number): RefundRow {
  const row = refundTable(ctx).get(refundId);
  if (!row || row.uid !== uid) refuse(NOT_YOURS);
  return row;
}

export function ownedRepair(ctx: StoreCtx, uid: number, repairId: number): RepairRow {
  const row = repairTable(ctx).get(repairId);
  if (!row || row.uid !== uid) refuse(NOT_YOURS);
  return row;
}

const withStep = (row: { timeline: TimelineEntry[] }, time: number, text: string): TimelineEntry[] => [
  ...row.timeline,
  { time, text },
];

// ---- refunds ----

export function refundTypesFor(order: OrderRow): RefundType[] {
  return order.deliveryTime === null ? ['refundOnly'] : ['refundOnly', 'returnAndRefund'];
}

export function applyRefund(
  ctx: StoreCtx,
  order: OrderRow,
  item: OrderItemRow,
  input: { refundType: RefundType; reason: string; amount: number; description?: string; pictures: string[] },
): RefundRow {
  const blocker = refundBlocker(ctx, order, item);
  if (blocker) refuse(blocker);
  if (!refundTypesFor(order).includes(input.refundType)) refuse('商品尚未发货，请选择仅退款');
  if (input.amount > item.paidShare) refuse(`退款金额不能超过${yuan(item.paidShare)}`);
  const now = ctx.now();
  const row = refundTable(ctx).insert({
    uid: order.uid,
    orderId: order.id,
    orderItemId: item.orderItemId,
    refundType: input.refundType,
    reason: input.reason,
    description: input.description ?? '',
    pictures: input.pictures,
    amount: input.amount,
    status: 'applying',
    expressCode: null,
    expressCompany: null,
    expressNo: null,
    createTime: now,
    dueAt: now + REVIEW_MS,
    timeline: [
      {
        time: now,
        text: `买家发起${input.refundType === 'refundOnly' ? '仅退款' : '退货退款'}申请，退款金额${yuan(input.amount)}`,
      },
    ],
  });
  setItemStatus(ctx, order.id, item.orderItemId, 'refunding');
  return row;
}

export function undoRefund(ctx: StoreCtx, refund: RefundRow): RefundRow {
  if (refund.status === 'returning') refuse('商品已寄回，无法撤销退款申请');
  if (refund.status !== 'applying' && refund.status !== 'waitReturn') refuse('当前退款状态不可撤销');
  const next = refundTable(ctx).update(refund.id, {
    status: 'cancelled',
    dueAt: null,
    timeline: withStep(refund, ctx.now(), '买家已撤销退款申请'),
  });
  setItemStatus(ctx, refund.orderId, refund.orderItemId, 'none');
  return next;
}

export function fillReturnExpress(
  ctx: StoreCtx,
  refund: RefundRow,
  expressCode: string,
  expressNo: string,
): RefundRow {
  if (refund.refundType !== 'returnAndRefund') refuse('仅退款无需寄回商品');
  if (refund.status !== 'waitReturn')
    refuse(
      refund.status === 'applying'
        ? '退款申请审核中，审核通过后再填写物流单号'
        : '当前退款状态不可填写物流单号',
    );
  const company = ctx.seed.expressCompanies.find((c) => c.code === expressCode);
  if (!company) refuse('请选择正确的快递公司');
  const now = ctx.now();
  return refundTable(ctx).update(refund.id, {
    status: 'returning',
    expressCode: company.code,
    expressCompany: company.name,
    expressNo,
    dueAt: now + REVIEW_MS,
    timeline: withStep(refund, now, `买家已寄回商品：${company.name} ${expressNo}`),
  });
}

function completeRefund(ctx: StoreCtx, refund: RefundRow, at: number): RefundRow {
  const next = refundTable(ctx).update(refund.id, {
    status: 'refunded',
    dueAt: null,
    timeline: withStep(refund, at, `退款成功，${yuan(refund.amount)}已原路退回`),
  });
  const before = orderTable(ctx).get(refund.orderId)!;
  const item = before.items.find((i) => i.orderItemId === refund.orderItemId)!;
  // Goods that never left the warehouse, or came back, go back on sale.
  if (before.deliveryTime === null || refund.refundType === 'returnAndRefund')
    releaseStock(ctx, item.skuId, item.quantity);
  const order = setItemStatus(ctx, refund.orderId, refund.orderItemId, 'refunded', at);
  notifyOrder(ctx, order, '退款成功', `「${item.name}」的退款${yuan(refund.amount)}已原路退回，请注意查收。`);
  return next;
}

/** The shop's review passes (the simulated step, or admin "approve"). */
export function advanceRefund(ctx: StoreCtx, refund: RefundRow, at = ctx.now()): RefundRow {
  if (refund.status === 'applying' && refund.refundType === 'refundOnly')
    return completeRefund(ctx, refund, at);
  if (refund.status === 'applying') {
    return refundTable(ctx).update(refund.id, {
      status: 'waitReturn',
      dueAt: null,
      timeline: withStep(refund, at, `商家已同意退货，请寄回至：${RETURN_ADDRESS}`),
    });
  }
  if (refund.status === 'returning') return completeRefund(ctx, refund, at);
  refuse('当前退款状态无需审核');
}

export function rejectRefund(ctx: StoreCtx, refund: RefundRow, reason: string): RefundRow {
  if (refund.status !== 'applying' && refund.status !== 'returning') refuse('当前退款状态不可拒绝');
  const next = refundTable(ctx).update(refund.id, {
    status: 'rejected',
    dueAt: null,
    timeline: withStep(refund, ctx.now(), `商家拒绝退款：${reason}`),
  });
  const order = setItemStatus(ctx, refund.orderId, refund.orderItemId, 'refundRejected');
  notifyOrder(ctx, order, '退款申请被拒绝', `您的退款申请未通过：${reason}`);
  return next;
}

// ---- repairs ----

export function applyRepair(
  ctx: StoreCtx,
  order: OrderRow,
  item: OrderItemRow,
  input: { reason: string; description?: string; pictures: string[] },
): RepairRow {
  const blocker = repairBlocker(order, item);
  if (blocker) refuse(blocker);
  const now = ctx.now();
  const row = repairTable(ctx).insert({
    uid: order.uid,
    orderId: order.id,
    orderItemId: item.orderItemId,
    reason: input.reason,
    description: input.description ?? '',
    pictures: input.pictures,
    status: 'applying',
    createTime: now,
    dueAt: now + REVIEW_MS,
    timeline: [{ time: now, text: `买家申请维修：${input.reason}` }],
  });
  setItemStatus(ctx, order.id, item.orderItemId, 'repairing');
  return row;
}

export function undoRepair(ctx: StoreCtx, repair: RepairRow): RepairRow {
  if (repair.status !== 'applying') refuse('维修已受理，无法撤销');
  const next = repairTable(ctx).update(repair.id, {
    status: 'cancelled',
    dueAt: null,
    timeline: withStep(repair, ctx.now(), '买家已撤销维修申请'),
  });
  setItemStatus(ctx, repair.orderId, repair.orderItemId, 'none');
  return next;
}

export function advanceRepair(ctx: StoreCtx, repair: RepairRow, at = ctx.now()): RepairRow {
  if (repair.status === 'applying') {
    return repairTable(ctx).update(repair.id, {
      status: 'processing',
      dueAt: at + REPAIR_MS,
      timeline: withStep(repair, at, `维修申请已通过，请将商品寄至：${RETURN_ADDRESS}`),
    });
  }
  if (repair.status === 'processing') {
    const next = repairTable(ctx).update(repair.id, {
      status: 'done',
      dueAt: null,
      timeline: withStep(repair, at, '维修完成，商品已寄回'),
    });
    const order = setItemStatus(ctx, repair.orderId, repair.orderItemId, 'repaired');
    notifyOrder(ctx, order, '维修完成', '您申请维修的商品已修好并寄回，请注意查收。');
    return next;
  }
  refuse('当前维修状态无需处理');
}

/** Applies the simulated reviews that are due, found through the due_at indexes. */
export function runDueAfterSales(ctx: StoreCtx): void {
  const now = ctx.now();
  for (const refund of refundTable(ctx).where({ dueAt: { lte: now } }, { orderBy: [['dueAt', 'asc']] }))
    advanceRefund(ctx, refund, refund.dueAt!);
  for (const repair of repairTable(ctx).where({ dueAt: { lte: now } }, { orderBy: [['dueAt', 'asc']] })) {
    let row = advanceRepair(ctx, repair, repair.dueAt!);
    if (row.dueAt !== null && row.dueAt <= now) row = advanceRepair(ctx, row, row.dueAt);
  }
}
