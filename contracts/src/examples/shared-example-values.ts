// Example values and provider states that many catalogue entries' examples share (the entries'
// `example` in contracts/src/catalogue/*.schemas.ts): paging, the ids a state supplies, a new
// address, and the usual lists of states.
import { PAGE_SIZE_DEFAULT } from '../constants.js';
import { fromState, state, STATES } from './entry-example.js';

export const page = { pageNum: 1, pageSize: PAGE_SIZE_DEFAULT };
export const uid = fromState('uid', 100000);
export const goodsId = fromState('goodsId', 1001);
export const skuId = fromState('skuId', 100101);
export const documentId = fromState('documentId', 1);
export const topicId = fromState('topicId', 1);
export const orderId = fromState('orderId', 1);
export const orderItemId = fromState('orderItemId', 1);
export const addressId = fromState('addressId', 1);
export const cartId = fromState('cartId', 1);
export const refundId = fromState('refundId', 1);
export const repairId = fromState('repairId', 1);
/** The mobile an SMS code was sent to (state `sms`), and that code. */
export const sentMobile = fromState('mobile', '13900000001');
export const sentCode = fromState('code', '123456');
const region = {
  provinceCode: fromState('provinceCode', '110000'),
  cityCode: fromState('cityCode', '110100'),
  areaCode: fromState('areaCode', '110101'),
};
export const newAddress = {
  consignee: '林小姐',
  mobile: '13700001111',
  ...region,
  detail: '解放路88号阳光花园5栋',
  isDefault: 1,
};

export const seeded = [state(STATES.seeded)];
export const withCart = [state(STATES.seeded), state(STATES.cart)];
export const withAddress = [state(STATES.seeded), state(STATES.address)];
export const withOrder = (status: string) => [state(STATES.seeded), state(STATES.order, { status })];
export const withRefund = (refundType: string, status: string) => [
  state(STATES.seeded),
  state(STATES.refund, { refundType, status }),
];
export const withCoupon = [state(STATES.seeded), state(STATES.coupon)];
export const afterSms = (scene: string, registered: boolean) => [state(STATES.sms, { scene, registered })];
