// 提交订单 on the desktop: the checkout's checks (core/order/order-choice-check.ts); then the
// upstream's current total is asked (core/order/use-order-recheck.ts) and the order is created only
// at what the shopper saw, a change going to the page's 价格有变化 dialog first. After a submit that
// got no reply, the order it placed after all is found first (core/order/use-create-order-once.ts).
// A paid order files the invoice asked for here; the cashier opens in this page's place.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import type { OrderView } from '../../../../core/order/order-changes';
import { checkOrderChoice } from '../../../../core/order/order-choice-check';
import { useCreateOrderOnce } from '../../../../core/order/use-create-order-once';
import { useOrderRecheck } from '../../../../core/order/use-order-recheck';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { savePendingInvoice } from '../pending-invoice';
import type { SettleTarget } from '../../../../core/order/checkout-intent';
import type { InvoiceValues } from './invoice-form';

export interface OrderChoice {
  addressId: number | undefined;
  couponId: number;
  remark: string;
  invoice: InvoiceValues | null;
}

export function usePlaceOrder(input: SettleTarget, { onRefused }: { onRefused?: () => void } = {}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const createOrder = useCreateOrderOnce();
  const recheck = useOrderRecheck(input);

  const submit = useSingleFlight(async (choice: OrderChoice, seen: OrderView) => {
    setProblem(null);
    const checked = checkOrderChoice(choice);
    if (checked.problem !== undefined) {
      setProblem(checked.problem);
      return;
    }
    const { addressId, remark } = checked;
    setSubmitting(true);
    const placed = async (orderId: number) => {
      if (choice.invoice) savePendingInvoice(orderId, choice.invoice);
      await navigate(`/orders/payOrder?orderId=${orderId}`, { replace: true });
    };
    try {
      const earlier = await createOrder.placedEarlier(seen.lines);
      if (earlier !== null) return await placed(earlier);
      if (!(await recheck.confirmSeen(choice.couponId, seen))) {
        onRefused?.();
        setSubmitting(false);
        return;
      }
      const order = await createOrder.place(
        { ...input, addressId, userCouponId: choice.couponId, ...(remark ? { remark } : {}) },
        seen.lines,
      );
      await placed(order.orderId);
    } catch (error) {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
      onRefused?.();
      setSubmitting(false);
    }
  });

  /** The second confirmation: the order goes ahead at the changed figures the shopper was shown. */
  const acceptChange = (choice: OrderChoice) => {
    const seen = recheck.change?.current;
    recheck.dismiss();
    if (seen) void submit(choice, seen);
  };
  return {
    submit,
    acceptChange,
    problem,
    clearProblem: () => setProblem(null),
    submitting,
    change: recheck.change,
    dismissChange: recheck.dismiss,
  };
}
