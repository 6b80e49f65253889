// The pay methods a phone browser can hand off to: inside WeChat's own browser only 微信支付 can open
// (WeChat blocks the other wallets' links), elsewhere each wallet's app. Each names the app that opens.
import { PAY_METHODS, type PayType } from '../../../../core/order/pay-methods';

/** The wallet app a pay method opens on a phone (H5 payments hand off to it and come back). */
export const WALLET_APP: Record<PayType, string> = {
  wechat: '微信',
  alipay: '支付宝',
  abc: '农行掌上银行',
};

export const isWeChatBrowser = (userAgent: string): boolean => /MicroMessenger/i.test(userAgent);

export function availablePayMethods(userAgent: string): readonly (typeof PAY_METHODS)[number][] {
  return isWeChatBrowser(userAgent) ? PAY_METHODS.filter((m) => m.key === 'wechat') : PAY_METHODS;
}
