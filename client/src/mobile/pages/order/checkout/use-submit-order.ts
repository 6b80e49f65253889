// 提交订单: the checkout's checks (core/order/order-choice-check.ts, said above the bar); then the
// upstream's current total is asked (core/order/use-order-recheck.ts) and the order is created only
// at the amount the shopper saw; the draft is spent and the cashier opens in this page's place.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import type { InputOf } from '../../../../core/api/call';
import type { OrderView } from '../../../../core/order/order-changes';
import { checkOrderChoice } from '../../../../core/order/order-choice-check';
import { useCreateOrder } from '../../../../core/order/order-mutations';
import { useOrderRecheck } from '../../../../core/order/use-order-recheck';
import { dropCheckoutDraft } from './checkout-draft';
import { rememberSubmitted } from './submitted-orders';

interface OrderChoice {
  addressId: number | undefined;
  couponId: number;
  remark: string;
}

export function useSubmitOrder(input: InputOf<'getOrderSettleInfoNew'>, purchase: string) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const recheck = useOrderRecheck(input);
  const create = useCreateOrder({
    onSuccess: (order) => {
      dropCheckoutDraft();
      rememberSubmitted(purchase, order.orderId);
      void navigate(`/pay/${order.orderId}`, { replace: true });
    },
    onError: (error) => {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    },
  });
  const pending = checking || create.isPending;

  /** `seen`: the lines and amount the shopper confirms; the order goes ahead only at those. */
  const submit = async ({ addressId, couponId, remark }: OrderChoice, seen: OrderView) => {
    if (pending) return;
    setProblem(null);
    const checked = checkOrderChoice({ addressId, remark });
    if (checked.problem !== undefined) {
      setProblem(checked.problem);
      return;
    }
    const text = checked.remark;
    setChecking(true);
    try {
      if (!(await recheck.confirmSeen(couponId, seen))) return;
    } catch (error) {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
      return;
    } finally {
      setChecking(false);
    }
    create.mutate({
      ...input,
      addressId: checked.addressId,
      userCouponId: couponId,
      ...(text ? { remark: text } : {}),
    });
  };
  /** The second confirmation: the order goes ahead at the changed figures the shopper was shown. */
  const acceptChange = (choice: OrderChoice) => {
    const seen = recheck.change?.current;
    recheck.dismiss();
    if (seen) void submit(choice, seen);
  };
  return { submit, acceptChange, problem, pending, change: recheck.change, dismissChange: recheck.dismiss };
}
