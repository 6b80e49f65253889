// The per-entry examples from which every Pact interaction and the OpenAPI document's examples are
// generated: what the client sends for each catalogue entry, which provider states the reply
// depends on, and which inputs are refused.
// Ids that only exist once a state is built (an order, a cart line, the demo user's uid, a seeded
// goods id) are written `fromState('key', example)`: the consumer sends the example, the pact records
// a provider-state generator, and the provider's state handler supplies the real value.
import type { EndpointName } from '../catalogue/catalogue.js';
import { PAGE_SIZE_DEFAULT } from '../constants.js';
import type { ResultShapeOptions } from './result-example.js';

export const FROM_STATE = Symbol('fromState');
export interface StateValue {
  [FROM_STATE]: string;
  example: string | number;
}
export type InputValue = string | number | StateValue | InputValue[];
export type Input = Record<string, InputValue>;

export const fromState = (key: string, example: string | number): StateValue => ({
  [FROM_STATE]: key,
  example,
});
export const isStateValue = (value: unknown): value is StateValue =>
  typeof value === 'object' && value !== null && FROM_STATE in value;

export interface StateRef {
  name: string;
  params?: Record<string, string | number | boolean>;
}

/** Provider state names: the provider's stateHandlers answer exactly these (checked there). */
export const STATES = {
  seeded: 'the catalogue is seeded',
  visitor: 'no one is logged in',
  loggedIn: 'the demo user is logged in',
  cart: 'the demo user has an item in the cart',
  address: 'the demo user has an address',
  order: 'the demo user has an order',
  refund: 'the demo user has a refund application',
  repair: 'the demo user has a repair application',
  invoice: 'the demo user has an order with an invoice',
  coupon: 'the demo user holds a coupon',
  reminder: 'the demo user set a flash-sale reminder',
  collections: 'the demo user has collections',
  messages: 'the demo user has messages in every box',
  sms: 'an SMS code was sent',
} as const;

const state = (name: string, params?: StateRef['params']): StateRef => (params ? { name, params } : { name });

export interface EntryExample {
  /** What the client sends (logged-in variant, and the visitor variant unless `visitorInput`). */
  input?: Input;
  /** States after the login (for 'none' entries: the only states). */
  states?: StateRef[];
  visitorInput?: Input;
  visitorStates?: StateRef[];
  /** How the success result is described (nullable parts present, lists that may be empty). */
  shape?: ResultShapeOptions;
  visitorShape?: ResultShapeOptions;
  /** A refused input (code 03) and the field the reply must name. */
  bad?: { input: Input; field: string; states?: StateRef[] };
}

// ---- values shared by many examples ----
const page = { pageNum: 1, pageSize: PAGE_SIZE_DEFAULT };
const uid = fromState('uid', 100000);
const goodsId = fromState('goodsId', 1001);
const skuId = fromState('skuId', 100101);
const documentId = fromState('documentId', 1);
const topicId = fromState('topicId', 1);
const orderId = fromState('orderId', 1);
const orderItemId = fromState('orderItemId', 1);
const addressId = fromState('addressId', 1);
const cartId = fromState('cartId', 1);
const refundId = fromState('refundId', 1);
const repairId = fromState('repairId', 1);
const smsMobile = fromState('mobile', '13900000001');
const smsCode = fromState('code', '123456');
const region = {
  provinceCode: fromState('provinceCode', '110000'),
  cityCode: fromState('cityCode', '110100'),
  areaCode: fromState('areaCode', '110101'),
};
const newAddress = {
  consignee: '林小姐',
  mobile: '13700001111',
  ...region,
  detail: '解放路88号阳光花园5栋',
  isDefault: 1,
};

const seeded = [state(STATES.seeded)];
const cart = [state(STATES.seeded), state(STATES.cart)];
const address = [state(STATES.seeded), state(STATES.address)];
const order = (status: string) => [state(STATES.seeded), state(STATES.order, { status })];
const refund = (refundType: string, status: string) => [
  state(STATES.seeded),
  state(STATES.refund, { refundType, status }),
];
const coupon = [state(STATES.seeded), state(STATES.coupon)];
const sms = (scene: string, registered: boolean) => [state(STATES.sms, { scene, registered })];

export const examples: { [N in EndpointName]: EntryExample } = {
  // ---- home ----
  getAgreementDetails: { input: { type: 'register' }, bad: { input: { type: 'xyz' }, field: 'type' } },
  getUserRegisterAgreement: {},
  getUserPolicySecret: {},
  getReminderAsInvoice: {},
  getGoodsAd: {},
  getAdByFind: {},
  getAdByHome: { shape: { nonEmpty: ['banners'] } },
  addAdClickCount: { input: { adId: fromState('adId', 1) }, states: seeded },
  getDocumentHomeList: { input: page, bad: { input: { pageNum: 1, pageSize: 1000 }, field: 'pageSize' } },
  getHomeCategoryList: {},
  getNewCategoryList: { shape: { nonEmpty: ['goodsNav'] } },

  // ---- goods ----
  getHotGoods: { input: page },
  getGreateGoodList: { input: page },
  getZoneProductList: { input: { ...page, zoneId: fromState('greateZoneId', 1) }, states: seeded },
  getNewReleaseGoods: { input: page },
  getSuperGoodList: { input: page },
  getSuperGoodDetails: { input: { goodsId: fromState('superGoodsId', 1001) }, states: seeded },
  getLifeDocumentList: { input: page },
  getLifeDocumentDetails: { input: { documentId: fromState('lifeDocumentId', 1) }, states: seeded },
  getCategory: {},
  getCategoryLevelOneList: {},
  getCategoryByParent: {
    input: { pid: fromState('rootCategoryId', 1) },
    states: seeded,
    bad: { input: { pid: 'abc' }, field: 'pid' },
  },
  getCategoryOrderType: {},
  getCategoryGoodsNew: { input: { ...page, cid: fromState('categoryId', 11) }, states: seeded },
  getCategoryProduct: { input: { ...page, cid: fromState('categoryId', 11), orderType: 1 }, states: seeded },
  getGoods: { input: { goodsId }, states: seeded, bad: { input: { goodsId: 'abc' }, field: 'goodsId' } },
  getSelfProduct: { input: page },
  getEvaluate: { input: { ...page, goodsId, level: 'all' }, states: seeded },
  getProductDetailDocumentList: { input: { goodsId }, states: seeded, shape: { emptyOk: true } },
  getProductDetailRecommend: { input: { goodsId }, states: seeded },
  getDiscountActivityGoods: { input: { ...page, activityId: fromState('activityId', 1) }, states: seeded },
  getNewUserGoods: { input: page },
  getWeeklyPreferredGoods: { input: { ...page, zoneId: fromState('weeklyZoneId', 1) }, states: seeded },
  getWeeklyPreferredZone: {},
  getIntegralGoodsList: { input: page },
  getIntegralGoodsListV2: { input: { ...page, orderType: 0 } },
  getDomoGpIndexInfo: { input: page },

  // ---- flash sale ----
  getFlashSale: { shape: { present: ['session'] } },
  getTimeAxisV2: {},
  getWebFlashSaleTopicAndTopicProduct: {},
  getNewFlashSaleGoods: { input: { ...page, sessionId: fromState('flashSessionId', 1) }, states: seeded },
  getFlashSaleGoods: { input: { ...page, sessionId: fromState('flashSessionId', 1) }, states: seeded },
  getFlashSaleTopic: { input: { topicId: fromState('flashTopicId', 1) }, states: seeded },
  getFlashSaleTopicGoods: { input: { ...page, topicId: fromState('flashTopicId', 1) }, states: seeded },
  addMyRemind: {
    input: {
      goodsId: fromState('upcomingFlashGoodsId', 1001),
      sessionId: fromState('upcomingFlashSessionId', 1),
    },
    states: seeded,
  },
  deleteMyRemind: {
    input: {
      goodsId: fromState('upcomingFlashGoodsId', 1001),
      sessionId: fromState('upcomingFlashSessionId', 1),
    },
    states: [state(STATES.seeded), state(STATES.reminder)],
  },

  // ---- welfare ----
  getOverdueTopics: { input: page },
  getNewTopic: {},
  getTopics: { input: page },
  getTopicGoodsPush: { input: { ...page, topicId: fromState('welfareTopicId', 1) }, states: seeded },
  selectSignPageDetail: {},
  addOrUpdateSign: {},

  // ---- community ----
  addCommentFavor: { input: { commentId: fromState('commentId', 1), favor: 1 }, states: seeded },
  getNewFindCommentList: {
    input: { ...page, documentId: fromState('commentedDocumentId', 1) },
    states: seeded,
  },
  newAddComment: { input: { documentId, content: '写得真好，学到了' }, states: seeded },
  getHotTopic: { input: page },
  getPostRemendList: { input: { ...page, kind: 'post' } },
  addDocumentFavor: { input: { documentId, favor: 1 }, states: seeded },
  getTopicById: { input: { topicId }, states: seeded },
  getDocumentTopicListV3: { input: { ...page, topicId, sort: 'new' }, states: seeded },
  getFindDocumentDetails: { input: { documentId: fromState('postId', 1) }, states: seeded },
  followSaveOrUpdate: { input: { followUid: fromState('authorUid', 1), follow: 1 }, states: seeded },
  addFindTopic: {
    input: { topicId, title: '周末露营装备清单', content: '分享一下我这次露营带的装备，轻量又实用。' },
    states: seeded,
  },
  addGoodsCollect: { input: { targetId: goodsId, targetType: 'goods', collect: 1 }, states: seeded },
  getMyCollectDocumentList: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
  getMyCollectGoodList: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
  getMyCollectPostListV2: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },
  getMyCollectFindTopiclist: { input: page, states: [state(STATES.seeded), state(STATES.collections)] },

  // ---- search ----
  searchContent: { input: { ...page, keyword: fromState('goodsKeyword', '手机') }, states: seeded },
  searchDucumentAndTopiclist: {
    input: { ...page, keyword: fromState('articleKeyword', '生活') },
    states: seeded,
  },
  searchPostlist: { input: { ...page, keyword: fromState('postKeyword', '分享') }, states: seeded },
  searchGoodslist: {
    input: { ...page, keyword: fromState('goodsKeyword', '手机'), orderType: 0 },
    states: seeded,
    bad: { input: { keyword: '' }, field: 'keyword' },
  },
  searchMemberlist: { input: { ...page, keyword: fromState('memberKeyword', '小林') }, states: seeded },
  getSearchHotWord: { input: { searchType: 1 }, bad: { input: { searchType: 9 }, field: 'searchType' } },

  // ---- cart ----
  addCart: {
    input: { goodsId, skuId, quantity: 1 },
    states: seeded,
    bad: { input: { goodsId: 1, skuId: 1, quantity: 0 }, field: 'quantity' },
  },
  getCartNumber: { input: { userId: uid }, states: cart },
  changeCart: { input: { cartId, quantity: 2 }, states: cart },
  getCart: { input: {}, states: cart, shape: { nonEmpty: ['items'] } },
  deleteCart: { input: { cartIds: cartId }, states: cart },
  changeCartCheckStatus: { input: { cartIds: cartId, checked: 0 }, states: cart },
  getSaleSku: { input: { goodsId }, states: seeded },

  // ---- address ----
  getAddressList: { states: address },
  addUserAddress: {
    input: newAddress,
    states: seeded,
    bad: { input: { ...newAddress, mobile: '12345' }, field: 'mobile', states: seeded },
  },
  updateUserAddress: { input: { ...newAddress, addressId }, states: address },
  delUserAddress: { input: { addressId }, states: address },
  updateDefaultAddress: { input: { addressId }, states: address },
  getDefaultAddress: { states: address },
  getWebArea: { shape: { nonEmpty: ['provinces'] } },

  // ---- order ----
  getOrderSettleInfoNew: {
    input: { source: 'buyNow', goodsId, skuId, quantity: 1 },
    states: address,
    shape: { present: ['address'], nonEmpty: ['lines'] },
  },
  getTotalPriceByCouponNew: {
    input: { source: 'buyNow', goodsId, skuId, quantity: 1, userCouponId: fromState('userCouponId', 1) },
    states: coupon,
  },
  addOrderNew: {
    input: { source: 'buyNow', goodsId, skuId, quantity: 1, addressId, remark: '请尽快发货' },
    states: address,
  },
  isPay: { input: { orderId }, states: order('waitDelivery'), shape: { present: ['payTime'] } },
  evaluate: {
    input: { orderId, orderItemId, score: 5, content: '质量很好，物流也快' },
    states: order('waitEvaluate'),
    shape: { present: ['order.payTime', 'order.deliveryTime'] },
    bad: { input: { orderId: 1, orderItemId: 1, score: 9, content: '好' }, field: 'score' },
  },
  getOrderNew: { input: { orderId }, states: order('waitDelivery'), shape: { present: ['payTime'] } },
  viewLogistics: { input: { orderId }, states: order('waitTakeDelivery') },
  againBuy: { input: { orderId }, states: order('waitDelivery') },
  getVerifyRefundResultNew: { input: { orderId, orderItemId }, states: order('waitDelivery') },
  addInvoice: {
    input: { orderId, invoiceTitleType: 'personal', invoiceTitle: '林小姐', email: 'lin@example.com' },
    states: order('waitDelivery'),
  },
  getInvoice: { input: { orderId }, states: [state(STATES.seeded), state(STATES.invoice)] },
  cancelOrder: { input: { orderId, reason: '不想要了' }, states: order('waitPay') },
  deleteOrder: { input: { orderId }, states: order('cancelled') },
  takeDelivery: {
    input: { orderId },
    states: order('waitTakeDelivery'),
    shape: { present: ['payTime', 'deliveryTime'] },
  },
  buy: { input: { orderId, payType: 'alipay' }, states: order('waitPay') },
  getApplyRefundInfo: { input: { orderId, orderItemId }, states: order('waitDelivery') },
  repairOrderProduct: {
    input: { orderId, orderItemId, reason: '无法开机', description: '收到第二天就无法开机了' },
    states: order('waitEvaluate'),
  },
  refundOrderProduct: {
    input: {
      orderId,
      orderItemId,
      refundType: 'refundOnly',
      reason: '不想要了',
      amount: fromState('paidShare', 100),
    },
    states: order('waitDelivery'),
  },
  getRefundDetailInfo: { input: { refundId }, states: refund('refundOnly', 'applying') },
  getExpressCompanys: {},
  undoApplyRefund: { input: { refundId }, states: refund('refundOnly', 'applying') },
  refundExpressNew: {
    input: { refundId, expressCode: fromState('expressCode', 'SF'), expressNo: 'SF1234567890' },
    states: refund('returnAndRefund', 'waitReturn'),
  },
  getRepairDetailInfo: { input: { repairId }, states: [state(STATES.seeded), state(STATES.repair)] },
  undoApplyRepair: { input: { repairId }, states: [state(STATES.seeded), state(STATES.repair)] },
  getOrders: { input: page, states: order('waitPay') },
  getWaitDelivery: { input: page, states: order('waitDelivery'), shape: { present: ['list[].payTime'] } },
  getWaitEvaluate: {
    input: page,
    states: order('waitEvaluate'),
    shape: { present: ['list[].payTime', 'list[].deliveryTime'] },
  },
  getWaitPay: { input: page, states: order('waitPay') },
  getWaitTakeDelivery: {
    input: page,
    states: order('waitTakeDelivery'),
    shape: { present: ['list[].payTime', 'list[].deliveryTime'] },
  },
  getAfterSale: {
    input: page,
    states: refund('refundOnly', 'applying'),
    shape: { present: ['list[].refund'] },
  },
  abcOrderQuery: {
    input: { orderNo: fromState('orderNo', 'DM202611220001') },
    states: order('waitDelivery'),
    shape: { present: ['payTime'] },
  },

  // ---- coupon ----
  receiveCoupon: { input: { couponId: fromState('couponId', 1) }, states: seeded },
  choiceSelfCoupon: { input: { ...page, goodsId }, states: seeded },
  getNewMyCouponList: { input: { ...page, status: 'unused' }, states: coupon },

  // ---- account ----
  getPersonalData: {
    input: { uid },
    visitorInput: { uid: fromState('authorUid', 1) },
    visitorStates: seeded,
    shape: { present: ['orderCounts'] },
    visitorShape: {},
  },
  updatePersonalData: {
    input: { nickname: '小林', signature: '热爱生活的人' },
    shape: { present: ['orderCounts'] },
  },
  updateIdcardAndRealName: { input: { realName: '林小明', idCard: '11010519491231002X' } },
  updatePassword: { input: { oldPassword: 'demo1234', newPassword: 'demo5678' } },
  updateMobile: { input: { mobile: smsMobile, code: smsCode }, states: sms('updateMobile', false) },
  registerS: {
    input: { mobile: smsMobile, code: smsCode, password: 'shop2026', nickname: '小林' },
    states: sms('register', false),
    bad: { input: { mobile: '13900000009', code: '123456', password: '123' }, field: 'password' },
  },
  checkRegMobile: { input: { mobile: '13800138000' }, bad: { input: { mobile: 'abc' }, field: 'mobile' } },
  getMyInterest: {},
  deitMemberInterest: { input: { interestIds: [1, 3] } },
  mobileAndPasswordToLogin: {
    input: { mobile: '13800138000', password: 'demo1234' },
    bad: { input: { mobile: '12345', password: 'demo1234' }, field: 'mobile' },
  },
  resetPasswordS: {
    input: { mobile: smsMobile, code: smsCode, password: 'newpass1' },
    states: sms('reset', true),
  },
  getMyPostList: { input: { ...page, uid: fromState('postAuthorUid', 1) }, states: seeded },
  getUserTempToken: {},
  appSendSMS: {
    input: { mobile: fromState('freshMobile', '13900000002'), scene: 'register' },
    states: [state(STATES.seeded)],
    bad: { input: { mobile: '1234', scene: 'register' }, field: 'mobile' },
  },
  newCheckSMS: {
    input: { mobile: smsMobile, code: smsCode, scene: 'register' },
    states: sms('register', false),
  },
  imageSendSMS: {
    input: { mobile: fromState('freshMobile', '13900000003'), scene: 'register', imageCode: 'a8k3' },
    states: seeded,
  },
  webUpload: {},

  // ---- messages ----
  messageTotal: { input: { uid }, states: [state(STATES.messages)] },
  commentMessageList: {
    input: page,
    states: [state(STATES.messages)],
    shape: { present: ['list[].fromUser'] },
  },
  favorMessageList: {
    input: page,
    states: [state(STATES.messages)],
    shape: { present: ['list[].fromUser'] },
  },
  newMsgMessageList: {
    input: page,
    states: [state(STATES.messages)],
    shape: { present: ['list[].fromUser'] },
  },
  newOfficialCommentList: { input: page, states: [state(STATES.messages)] },
  orderMessageList: { input: page, states: [state(STATES.messages)] },
  createQrCode: {
    // The logged-in scene names the caller's own token and uid (checked by the provider).
    input: { page: 'pages/goods/goods', scene: fromState('qrScene', 'a1b2c3d4&100000&pc@') },
    visitorInput: { page: 'pages/goods/goods', scene: '0&0&pc@' },
    bad: { input: { page: 'pages/goods/goods', scene: 'bad' }, field: 'scene' },
  },
  collectBehaviourData: { input: { event: 'page_view', page: '/home', data: '{"from":"pact"}' } },
};
