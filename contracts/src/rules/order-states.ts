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
