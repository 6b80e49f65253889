// The cashier's steps for one order: the chosen method (the browser's first by default), 立即支付
// (remembered on this tab, so coming back resumes), the time in the wallet app (simulated) until
// the shopper returns, 重新选择 / 取消支付, and the order being paid.
import { useState } from 'react';
import { usePayOrder } from '../../../../core/order/pay';
import { availablePayMethods } from './pay-methods';
import type { PayType } from '../../../../core/order/pay-methods';
import { forgetPayment, rememberPayment, startedPayment } from './pay-session';

export function usePaymentFlow(orderId: number) {
  const [payType, setPayType] = useState<PayType>(
    () => startedPayment(orderId) ?? availablePayMethods(navigator.userAgent)[0]!.key,
  );
  const [started, setStarted] = useState(() => startedPayment(orderId) !== null);
  const [inWallet, setInWallet] = useState(false);
  const [paid, setPaid] = useState(false);
  const pay = usePayOrder({
    onSuccess: (reply) => {
      if (reply.paid) setPaid(true);
    },
  });
  const stop = () => {
    forgetPayment(orderId);
    setStarted(false);
    setInWallet(false);
  };
  const restart = () => {
    stop();
    pay.reset();
  };
  const start = () => {
    rememberPayment(orderId, payType);
    setStarted(true);
    setInWallet(true);
    pay.mutate({ orderId, payType }, { onError: stop });
  };
  return {
    payType,
    setPayType,
    started,
    inWallet,
    leaveWallet: () => setInWallet(false),
    paid,
    setPaid,
    pay,
    start,
    restart,
  };
}
