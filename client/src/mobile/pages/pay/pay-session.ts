// A payment started on this tab (立即支付 pressed, result not in yet), kept in sessionStorage so that
// leaving the pay page and coming back resumes waiting for the result instead of asking again.
import { storageGet, storageRemove, storageSet } from '../../../core/state/web-storage';

export const PAY_METHODS = [
  { key: 'wechat', label: '微信支付' },
  { key: 'alipay', label: '支付宝' },
  { key: 'abc', label: '农业银行' },
] as const;
export type PayType = (typeof PAY_METHODS)[number]['key'];

const keyOf = (orderId: number) => `mPayStarted:${orderId}`;
const isPayType = (value: string | null): value is PayType => PAY_METHODS.some((m) => m.key === value);

/** The pay type of a payment started for this order on this tab, or null. */
export function startedPayment(orderId: number): PayType | null {
  const value = storageGet('session', keyOf(orderId));
  return isPayType(value) ? value : null;
}

export const rememberPayment = (orderId: number, payType: PayType): void =>
  storageSet('session', keyOf(orderId), payType);

export const forgetPayment = (orderId: number): void => storageRemove('session', keyOf(orderId));
