// The checkout's own checks before 提交订单, one rule and one wording for both faces: an address is
// required, and the remark (trimmed) is kept to ORDER_REMARK_MAX, the limit createOrder enforces too.
import { ORDER_REMARK_MAX } from '@storefront/contracts';

export type CheckedOrderChoice =
  { addressId: number; remark: string | undefined; problem?: undefined } | { problem: string };

export function checkOrderChoice(choice: {
  addressId: number | undefined;
  remark: string;
}): CheckedOrderChoice {
  if (!choice.addressId) return { problem: '请选择收货地址' };
  const remark = choice.remark.trim();
  if (remark.length > ORDER_REMARK_MAX) return { problem: `订单备注不能超过${ORDER_REMARK_MAX}个字` };
  return { addressId: choice.addressId, remark: remark || undefined };
}
