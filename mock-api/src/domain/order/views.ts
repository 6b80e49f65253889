// Orders, refunds and repairs as the wire carries them (contracts' common/order schemas).
import { ORDER_STATUS_TEXT } from '@storefront/contracts';
import type { ResultOf } from '@storefront/contracts';
import type { StoreCtx } from '../context.js';
import type { RefundRow, RepairRow } from './after-sale.js';
import { REFUND_STATUS_TEXT, RETURN_ADDRESS, REPAIR_STATUS_TEXT } from './after-sale.js';
import type { OrderItemRow, OrderRow } from './table.js';
import { actionsOf } from './actions.js';
import { orderTable } from './table.js';
import { invoiceStatus, type InvoiceRow } from './invoices.js';
import { qrMediaUrl } from '../../shared/media-urls.js';

type OrderView = ResultOf<'getOrderNew'>;
type OrderItemView = OrderView['items'][number];
type RefundView = ResultOf<'getRefundDetailInfo'>;
type RepairView = ResultOf<'getRepairDetailInfo'>;

export function itemView(item: OrderItemRow): OrderItemView {
  return {
    orderItemId: item.orderItemId,
    goodsId: item.goodsId,
    skuId: item.skuId,
    name: item.name,
    picUrl: item.picUrl,
    specText: item.specText,
    price: item.price,
    quantity: item.quantity,
    afterSaleStatus: item.afterSaleStatus,
    evaluated: item.evaluated,
  };
}

export function orderView(ctx: StoreCtx, order: OrderRow): OrderView {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    statusText: ORDER_STATUS_TEXT[order.status],
    items: order.items.map(itemView),
    goodsAmount: order.goodsAmount,
    freight: order.freight,
    couponAmount: order.couponAmount,
    payAmount: order.payAmount,
    userCouponId: order.userCouponId,
    address: { ...order.address },
    remark: order.remark,
    createTime: order.createTime,
    payTime: order.payTime,
    deliveryTime: order.deliveryTime,
    finishTime: order.finishTime ?? order.cancelTime,
    payDeadline: order.payDeadline,
    expressCompany: order.expressCompany,
    expressNo: order.expressNo,
    invoiceId: order.invoiceId,
    actions: actionsOf(ctx, order),
  };
}

const lineOf = (ctx: StoreCtx, orderId: number, orderItemId: number): OrderItemView => {
  const order = orderTable(ctx).get(orderId)!;
  return itemView(order.items.find((i) => i.orderItemId === orderItemId)!);
};

export function refundView(ctx: StoreCtx, refund: RefundRow): RefundView {
  return {
    refundId: refund.id,
    orderId: refund.orderId,
    orderItemId: refund.orderItemId,
    item: lineOf(ctx, refund.orderId, refund.orderItemId),
    refundType: refund.refundType,
    reason: refund.reason,
    description: refund.description,
    pictures: refund.pictures,
    amount: refund.amount,
    status: refund.status,
    statusText: REFUND_STATUS_TEXT[refund.status],
    expressCompany: refund.expressCompany,
    expressNo: refund.expressNo,
    returnAddress: refund.refundType === 'returnAndRefund' ? RETURN_ADDRESS : '',
    createTime: refund.createTime,
    timeline: [...refund.timeline].reverse(),
  };
}

export function repairView(ctx: StoreCtx, repair: RepairRow): RepairView {
  return {
    repairId: repair.id,
    orderId: repair.orderId,
    orderItemId: repair.orderItemId,
    item: lineOf(ctx, repair.orderId, repair.orderItemId),
    reason: repair.reason,
    description: repair.description,
    pictures: repair.pictures,
    status: repair.status,
    statusText: REPAIR_STATUS_TEXT[repair.status],
    createTime: repair.createTime,
    timeline: [...repair.timeline].reverse(),
  };
}

/** The simulated cashier's QR code for an order. */
export const payQrUrl = (order: OrderRow): string =>
  qrMediaUrl(`mockpay://order/${order.orderNo}?amount=${order.payAmount}`);

/** Where an order's payment stands (the cashier polls it). */
export const payState = (order: OrderRow) => ({
  orderId: order.id,
  paid: order.payTime !== null,
  status: order.status,
  payTime: order.payTime,
  payError: order.payError,
});

export function invoiceView(ctx: StoreCtx, row: InvoiceRow) {
  return {
    invoiceId: row.id,
    orderId: row.orderId,
    titleType: row.titleType,
    title: row.title,
    taxNo: row.taxNo,
    email: row.email,
    amount: row.amount,
    status: invoiceStatus(ctx, row),
    createTime: row.createTime,
  };
}
