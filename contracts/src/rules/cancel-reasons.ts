// Why a shopper cancels an order: the reasons every face offers, sent as cancelOrder's `reason`.
export const CANCEL_REASONS = [
  '不想买了',
  '信息填写错误，重新下单',
  '商品选错了',
  '地址填写错误',
  '其他原因',
] as const;
