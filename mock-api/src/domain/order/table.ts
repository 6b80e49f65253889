// Orders (table `orders`): the row, its columns, and the reads the handlers make. Status changes
// happen only in lifecycle.ts.
import type { AfterSaleStatus, OrderAction, OrderStatus } from '@storefront/contracts';
import type { StoreCtx } from '../context.js';
import { NOT_YOURS, refuse } from '../refusal.js';
import type { AddressRow } from '../address/addresses.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import { dueAtOf } from './deadlines.js';
import type { PaymentOutcome } from './payment-plans.js';

export const ORDER_ID_BASE = 10_001;

export type { AfterSaleStatus, OrderAction, OrderStatus };

export interface OrderItemRow {
  orderItemId: number;
  goodsId: number;
  skuId: number;
  name: string;
  picUrl: string;
  specText: string;
  price: number;
  quantity: number;
  /** The flash-sale session the line was bought in (at its flash price); null or absent otherwise. */
  flashSessionId?: number | null;
  /** What the buyer paid for this line after the coupon: the most a refund may return. */
  paidShare: number;
  afterSaleStatus: AfterSaleStatus;
  evaluated: boolean;
}

export type OrderAddress = Omit<AddressRow, 'id' | 'uid' | 'isDefault' | 'createTime'>;

export interface OrderRow {
  id: number;
  uid: number;
  orderNo: string;
  status: OrderStatus;
  items: OrderItemRow[];
  goodsAmount: number;
  freight: number;
  couponAmount: number;
  payAmount: number;
  userCouponId: number;
  address: OrderAddress;
  remark: string;
  createTime: number;
  payDeadline: number;
  payRequestedAt: number | null;
  payType: string | null;
  payTime: number | null;
  /** The planned outcome of the payment attempt in flight (null: the default, success after PAY_SETTLE_MS). */
  payOutcome: PaymentOutcome | null;
  /** When the attempt in flight resolves (null with a plan: pending, never by itself). */
  paySettleAt: number | null;
  /** Why the last attempt did not go through (null: it did, or none was made). */
  payError: string | null;
  /** Payment notifications received for the order (a duplicate one is counted, never applied twice). */
  payNotifies: number | null;
  deliveryTime: number | null;
  receiveTime: number | null;
  finishTime: number | null;
  cancelTime: number | null;
  cancelReason: string;
  expressCode: string | null;
  expressCompany: string | null;
  expressNo: string | null;
  invoiceId: number;
  deleted: boolean;
}

export const ORDERS: TableSpec<OrderRow> = {
  name: 'orders',
  jsonName: 'orders',
  idBase: ORDER_ID_BASE,
  columns: {
    uid: 'int',
    orderNo: 'text',
    status: 'text',
    items: 'json',
    goodsAmount: 'int',
    freight: 'int',
    couponAmount: 'int',
    payAmount: 'int',
    userCouponId: 'int',
    address: 'json',
    remark: 'text',
    createTime: 'int',
    payDeadline: 'int',
    payRequestedAt: 'int',
    payType: 'text',
    payTime: 'int',
    payOutcome: 'text',
    paySettleAt: 'int',
    payError: 'text',
    payNotifies: 'int',
    deliveryTime: 'int',
    receiveTime: 'int',
    finishTime: 'int',
    cancelTime: 'int',
    cancelReason: 'text',
    expressCode: 'text',
    expressCompany: 'text',
    expressNo: 'text',
    invoiceId: 'int',
    deleted: 'bool',
  },
  derived: {
    due_at: dueAtOf,
    // Every flash line of an order is of the session running when it was placed.
    flash_session_id: (order) => order.items.find((line) => line.flashSessionId)?.flashSessionId ?? null,
  },
};

export const orderTable = (ctx: Pick<StoreCtx, 'store'>): Table<OrderRow> => ctx.store.table(ORDERS);

/** The user's order, or the same refusal whether it is missing, deleted or someone else's. */
export function ownedOrder(ctx: StoreCtx, uid: number, orderId: number): OrderRow {
  const row = orderTable(ctx).get(orderId);
  if (!row || row.uid !== uid || row.deleted) refuse(NOT_YOURS);
  return row;
}

export function ownedItem(order: OrderRow, orderItemId: number): OrderItemRow {
  const item = order.items.find((i) => i.orderItemId === orderItemId);
  if (!item) refuse(NOT_YOURS);
  return item;
}

const NEWEST_FIRST: Array<[keyof OrderRow & string, 'asc' | 'desc']> = [
  ['createTime', 'desc'],
  ['id', 'desc'],
];

/** One page of the user's orders, newest first, read through the (uid, deleted, time) index. */
export function userOrdersPage(
  ctx: StoreCtx,
  uid: number,
  statuses: OrderStatus[] | undefined,
  pageNum: number,
  pageSize: number,
): { list: OrderRow[]; total: number } {
  const match = { uid, deleted: false, status: statuses };
  return {
    list: orderTable(ctx).where(match, {
      orderBy: NEWEST_FIRST,
      limit: pageSize,
      offset: (pageNum - 1) * pageSize,
    }),
    total: orderTable(ctx).count(match),
  };
}

/** How many of the user's orders are in each status. */
export function orderCountsByStatus(ctx: StoreCtx, uid: number): Partial<Record<OrderStatus, number>> {
  const rows = ctx.store
    .statement('SELECT status, count(*) AS n FROM orders WHERE uid = ? AND deleted = 0 GROUP BY status')
    .all(uid) as Array<{ status: OrderStatus; n: number }>;
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
