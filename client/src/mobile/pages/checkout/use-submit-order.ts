// 提交订单: an address is required and the remark kept to its limit (said above the bar), then
// createOrderNew; the draft is spent and the cashier opens in this page's place.
import { ORDER_REMARK_MAX } from '@storefront/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import type { InputOf } from '../../../core/api/call';
import { useCreateOrder } from '../../../core/order/order-mutations';
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

  const submit = ({ addressId, couponId, remark }: OrderChoice) => {
    setProblem(null);
    if (addressId === undefined) {
      setProblem('请选择收货地址');
      return;
    }
    const text = remark.trim();
    if (text.length > ORDER_REMARK_MAX) {
      setProblem(`订单备注不能超过${ORDER_REMARK_MAX}个字`);
      return;
    }
    create.mutate({ ...input, addressId, userCouponId: couponId, ...(text ? { remark: text } : {}) });
  };
  return { submit, problem, pending: create.isPending };
}
