// The coupon write: 领取 a coupon. The takeable list and my coupons both change.
import { call, type InputOf } from '../api/call';
import { useApiMutation, type CallbacksOf } from '../api/mutation';

export const useTakeCoupon = (callbacks?: CallbacksOf<'receiveCoupon'>) =>
  useApiMutation(
    (input: InputOf<'receiveCoupon'>) => call('receiveCoupon', input),
    { invalidates: ['choiceSelfCoupon', 'getNewMyCouponList'] },
    callbacks,
  );
