// A payment started on this tab (立即支付 pressed, result not in yet), kept in sessionStorage so that
// leaving the pay page and coming back resumes waiting for the result instead of asking again.
import { PAY_METHODS, type PayType } from '../../../../core/order/pay-methods';
import { storageGet, storageRemove, storageSet } from '../../../../core/state/web-storage';

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
