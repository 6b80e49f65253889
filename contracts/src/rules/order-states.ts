// The order's states, the after-sale states of a line, the actions an order may offer, and the
// Chinese name of each state (see docs/product-rules.md, 订单). Plain data for every face, the
// mock's status machine and the wire schemas alike.

/** wait pay → wait delivery → wait take delivery → wait evaluate → done; or cancelled / closed. */
export const ORDER_STATUSES = [
  'waitPay',
  'waitDelivery',
  'waitTakeDelivery',
  'waitEvaluate',
  'done',
  'cancelled',
  'closed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  waitPay: '待付款',
  waitDelivery: '待发货',
  waitTakeDelivery: '待收货',
  waitEvaluate: '待评价',
  done: '已完成',
  cancelled: '已取消',
  closed: '已关闭',
};

export const AFTER_SALE_STATUSES = [
  'none',
  'refunding',
  'refunded',
  'refundRejected',
  'repairing',
  'repaired',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

/** What a line of an order says of its after-sale; `none` says nothing. */
export const AFTER_SALE_STATUS_TEXT: Record<AfterSaleStatus, string | null> = {
  none: null,
  refunding: '退款中',
  refunded: '已退款',
  refundRejected: '退款被拒绝',
  repairing: '维修中',
  repaired: '维修完成',
};

/** A line may get 申请售后 while its order offers `refund` and nothing runs for the line. */
export const canApplyAfterSale = (
  order: { actions: readonly OrderAction[] },
  item: { afterSaleStatus: AfterSaleStatus },
): boolean =>
  order.actions.includes('refund') &&
  (item.afterSaleStatus === 'none' ||
    item.afterSaleStatus === 'refundRejected' ||
    item.afterSaleStatus === 'repaired');

/** The buttons an order can show; the mock decides which of them an order offers now. */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'delete',
  'takeDelivery',
  'evaluate',
  'againBuy',
  'logistics',
  'refund',
  'invoice',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
