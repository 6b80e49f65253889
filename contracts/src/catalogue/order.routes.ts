import type { AreaRoutes } from './types.js';

const order = (path: string, summary: string) =>
  ({ method: 'POST', path: `/api/goods/order/${path}`, auth: 'required', summary }) as const;

export const orderRoutes = {
  getOrderSettleInfoNew: order('getOrderSettleInfoNew', '结算信息'),
  getTotalPriceByCouponNew: order('getTotalPriceByCouponNew', '用券后价格'),
  addOrderNew: order('addOrderNew', '提交订单'),
  isPay: order('isPay', '查询是否已支付'),
  evaluate: order('evaluate', '评价订单商品'),
  getOrderNew: order('getOrderNew', '订单详情'),
  viewLogistics: order('viewLogistics', '查看物流'),
  againBuy: order('againBuy', '再次购买'),
  getVerifyRefundResultNew: order('getVerifyRefundResultNew', '校验能否退款'),
  addInvoice: order('addInvoice', '申请发票'),
  getInvoice: order('getInvoice', '查看发票'),
  cancelOrder: order('cancel', '取消订单'),
  deleteOrder: order('del', '删除订单'),
  takeDelivery: order('takeDelivery', '确认收货'),
  buy: order('buy', '发起支付'),
  getApplyRefundInfo: order('getApplyRefundInfo', '退款申请信息'),
  repairOrderProduct: order('repairOrderProduct', '申请维修'),
  refundOrderProduct: order('refundOrderProduct', '申请退款'),
  getRefundDetailInfo: order('getRefundDetailInfo', '退款详情'),
  getExpressCompanys: order('getExpressCompanys', '快递公司'),
  undoApplyRefund: order('undoApplyRefund', '撤销退款申请'),
  refundExpressNew: order('refundExpressNew', '填写退货物流'),
  getRepairDetailInfo: order('getRepairDetailInfo', '维修详情'),
  undoApplyRepair: order('undoApplyRepair', '撤销维修申请'),
  getOrders: order('getOrders', '全部订单'),
  getWaitDelivery: order('getWaitDelivery', '待发货订单'),
  getWaitEvaluate: order('getWaitEvaluate', '待评价订单'),
  getWaitPay: order('getWaitPay', '待付款订单'),
  getWaitTakeDelivery: order('getWaitTakeDelivery', '待收货订单'),
  getAfterSale: order('getAfterSale', '售后订单'),
  abcOrderQuery: order('abcOrderQuery', '支付结果查询'),
} as const satisfies AreaRoutes;
