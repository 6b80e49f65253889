// The ways to pay an order, as the buy call names them, with the names the shopper reads.
export const PAY_METHODS = [
  { key: 'wechat', label: '微信支付' },
  { key: 'alipay', label: '支付宝' },
  { key: 'abc', label: '农业银行' },
] as const;

export type PayType = (typeof PAY_METHODS)[number]['key'];
