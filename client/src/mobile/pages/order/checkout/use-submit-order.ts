// 提交订单: the checkout's checks (core/order/order-choice-check.ts, said above the bar); then the
// upstream's current total is asked (core/order/use-order-recheck.ts) and the order is created only
// at the amount the shopper saw; the draft is spent and the cashier opens in this page's place. After
// a submit that got no reply, the order it placed after all is found first
// (core/order/use-create-order-once.ts).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import type { InputOf } from '../../../../core/api/call';
import type { OrderView } from '../../../../core/order/order-changes';
import { checkOrderChoice } from '../../../../core/order/order-choice-check';
import { useCreateOrderOnce } from '../../../../core/order/use-create-order-once';
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
  const create = useCreateOrderOnce();
  const pending = checking;
  const placed = (orderId: number) => {
    dropCheckoutDraft();
    rememberSubmitted(purchase, orderId);
    void navigate(`/pay/${orderId}`, { replace: true });
  };

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
      const earlier = await create.placedEarlier(seen.lines);
      if (earlier !== null) return placed(earlier);
      if (!(await recheck.confirmSeen(couponId, seen))) return;
      const order = await create.place(
        { ...input, addressId: checked.addressId, userCouponId: couponId, ...(text ? { remark: text } : {}) },
        seen.lines,
      );
      placed(order.orderId);
    } catch (error) {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };
  /** The second confirmation: the order goes ahead at the changed figures the shopper was shown. */
  const acceptChange = (choice: OrderChoice) => {
    const seen = recheck.change?.current;
    recheck.dismiss();
    if (seen) void submit(choice, seen);
  };
  return { submit, acceptChange, problem, pending, change: recheck.change, dismissChange: recheck.dismiss };
}
