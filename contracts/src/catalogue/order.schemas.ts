import { z } from 'zod';
import {
  address,
  emptyRequest,
  epochMs,
  fen,
  idField,
  idFieldSaying,
  nonBlank,
  optionalText,
  order,
  orderItem,
  pageOf,
  pagingRequest,
  pictureList,
  textField,
  timelineEntry,
  userCoupon,
} from './common.schemas.js';
import { EMAIL_PATTERN, MESSAGES } from '../validators.js';
import { ORDER_REMARK_MAX } from '../constants.js';
import { CART_QUANTITY_MAX } from '../rules/quantity.js';
import type { orderRoutes } from './order.routes.js';
import type { SchemasOf } from './types.js';
import { fromState, state, STATES } from '../examples/entry-example.js';
import {
  addressId,
  goodsId,
  orderId,
  orderItemId,
  page,
  refundId,
  repairId,
  skuId,
  withAddress,
  withCoupon,
  withOrder,
  withRefund,
} from '../examples/shared-example-values.js';

const SOURCE_MESSAGE = '下单来源只能是 cart 或 buyNow';
const BUY_NOW_MESSAGE = '立即购买需要选择商品、规格和数量';
/**
 * Where the settled goods come from: the checked cart items (source cart, the default), or one SKU
 * bought at once (source buyNow, which needs the goods, SKU and quantity). A union on `source`, so
 * the document shows what buyNow needs. Its members exclude each other by `source`'s value, but the
 * cart member's `source` may be left out (cart is the default), which linters cannot tell from an
 * overlap in a oneOf (Redocly's no-illogical-composition-keywords): it is written as an anyOf.
 */
const settleSource = <T extends z.ZodRawShape>(extra: T) =>
  z.union(
    [
      z.object({
        source: z
          .literal('cart', { error: SOURCE_MESSAGE })
          .default('cart')
          .describe('从购物车已勾选商品结算'),
        ...extra,
      }),
      z.object({
        source: z
          .literal('buyNow', { error: SOURCE_MESSAGE })
          .describe('立即购买：须带 goodsId、skuId、quantity'),
        goodsId: idFieldSaying(BUY_NOW_MESSAGE),
        skuId: idFieldSaying(BUY_NOW_MESSAGE),
        quantity: z.coerce
          .number({ error: BUY_NOW_MESSAGE })
          .int()
          .min(1, '数量至少为1')
          .max(CART_QUANTITY_MAX),
        ...extra,
      }),
    ],
    { error: SOURCE_MESSAGE },
  );
const settleLine = orderItem.pick({
  goodsId: true,
  skuId: true,
  name: true,
  picUrl: true,
  specText: true,
  price: true,
  quantity: true,
});
const priceBreakdown = z.object({ goodsAmount: fen, freight: fen, couponAmount: fen, payAmount: fen });
const invoiceFields = {
  invoiceTitleType: z.enum(['personal', 'company'], { error: '发票抬头类型只能是 personal 或 company' }),
  invoiceTitle: textField(50, '发票抬头'),
  taxNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/, '请填写正确的纳税人识别号')
    .optional(),
  email: z.string().trim().max(100).regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
};
const invoice = z.object({
  invoiceId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  titleType: z.enum(['personal', 'company']),
  title: z.string(),
  taxNo: z.string().nullable(),
  email: z.string(),
  amount: fen,
  status: z.enum(['issuing', 'issued']),
  createTime: epochMs,
});
const refundDetail = z.object({
  refundId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  orderItemId: z.number().int().positive(),
  item: orderItem,
  refundType: z.enum(['refundOnly', 'returnAndRefund']),
  reason: z.string(),
  description: z.string(),
  pictures: z.array(z.string()),
  amount: fen,
  status: z.enum(['applying', 'waitReturn', 'returning', 'refunded', 'rejected', 'cancelled']),
  statusText: z.string(),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  returnAddress: z.string(),
  createTime: epochMs,
  timeline: z.array(timelineEntry),
});
const repairDetail = z.object({
  repairId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  orderItemId: z.number().int().positive(),
  item: orderItem,
  reason: z.string(),
  description: z.string(),
  pictures: z.array(z.string()),
  status: z.enum(['applying', 'processing', 'done', 'cancelled']),
  statusText: z.string(),
  createTime: epochMs,
  timeline: z.array(timelineEntry),
});
const orderRef = z.object({ orderId: idField });
const itemRef = z.object({ orderId: idField, orderItemId: idField });
const orderPage = pageOf(order);
const payState = z.object({
  orderId: z.number().int(),
  paid: z.boolean(),
  status: order.shape.status,
  payTime: epochMs.nullable(),
  payError: z
    .string()
    .nullable()
    .optional()
    .describe('上一次支付未成功的原因（失败或在收银台取消）；订单仍为待付款，可重新支付'),
});

export const orderSchemas = {
  getOrderSettleInfoNew: {
    request: settleSource({}),
    result: priceBreakdown.extend({
      lines: z.array(settleLine).min(1),
      address: address.nullable(),
      coupons: z.array(userCoupon.extend({ applicable: z.boolean(), reason: z.string().nullable() })),
      bestUserCouponId: z.number().int().nonnegative(),
    }),
    example: {
      input: { source: 'buyNow', goodsId, skuId, quantity: 1 },
      states: withAddress,
      shape: { present: ['address'], nonEmpty: ['lines'] },
    },
    refuses: true,
  },
  getTotalPriceByCouponNew: {
    request: settleSource({
      userCouponId: z.coerce.number().int().nonnegative().max(2_147_483_647).default(0),
    }),
    result: priceBreakdown,
    example: {
      input: { source: 'buyNow', goodsId, skuId, quantity: 1, userCouponId: fromState('userCouponId', 1) },
      states: withCoupon,
    },
    refuses: true,
  },
  addOrderNew: {
    request: settleSource({
      addressId: idField,
      userCouponId: z.coerce.number().int().nonnegative().max(2_147_483_647).default(0),
      remark: optionalText(ORDER_REMARK_MAX, '订单备注'),
    }),
    result: z.object({
      orderId: z.number().int().positive(),
      orderNo: z.string(),
      payAmount: fen,
      payDeadline: epochMs,
    }),
    example: {
      input: { source: 'buyNow', goodsId, skuId, quantity: 1, addressId, remark: '请尽快发货' },
      states: withAddress,
    },
    refuses: true,
  },
  isPay: {
    request: orderRef,
    result: payState,
    example: { input: { orderId }, states: withOrder('waitDelivery'), shape: { present: ['payTime'] } },
    refuses: true,
  },
  evaluate: {
    request: z.object({
      orderId: idField,
      orderItemId: idField,
      score: z.coerce.number({ error: '请选择评分' }).int().min(1, '请选择评分').max(5, '评分最高5分'),
      content: textField(500, '评价内容'),
      pictures: pictureList,
      anonymous: z.coerce.number().int().min(0).max(1).default(0),
    }),
    result: z.object({ evaluateId: z.number().int().positive(), order }),
    example: {
      input: { orderId, orderItemId, score: 5, content: '质量很好，物流也快' },
      states: withOrder('waitEvaluate'),
      shape: { present: ['order.payTime', 'order.deliveryTime'] },
      bad: { input: { orderId: 1, orderItemId: 1, score: 9, content: '好' }, field: 'score' },
    },
    refuses: true,
  },
  getOrderNew: {
    request: orderRef,
    result: order,
    example: { input: { orderId }, states: withOrder('waitDelivery'), shape: { present: ['payTime'] } },
    refuses: true,
  },
  viewLogistics: {
    request: orderRef,
    result: z.object({
      expressCompany: z.string(),
      expressNo: z.string(),
      status: z.string(),
      traces: z.array(timelineEntry),
    }),
    example: { input: { orderId }, states: withOrder('waitTakeDelivery') },
    refuses: true,
  },
  againBuy: {
    request: orderRef,
    result: z.object({ cartNumber: z.number().int().nonnegative(), added: z.number().int().nonnegative() }),
    example: { input: { orderId }, states: withOrder('waitDelivery') },
    refuses: true,
  },
  getVerifyRefundResultNew: {
    request: itemRef,
    result: z.object({
      canRefund: z.boolean(),
      canRepair: z.boolean(),
      reason: z.string().nullable(),
      maxAmount: fen,
    }),
    example: { input: { orderId, orderItemId }, states: withOrder('waitDelivery') },
    refuses: true,
  },
  addInvoice: {
    request: z.object({ orderId: idField, ...invoiceFields }),
    result: invoice,
    example: {
      input: { orderId, invoiceTitleType: 'personal', invoiceTitle: '林小姐', email: 'lin@example.com' },
      states: withOrder('waitDelivery'),
    },
    refuses: true,
  },
  getInvoice: {
    request: orderRef,
    result: invoice.nullable(),
    example: { input: { orderId }, states: [state(STATES.seeded), state(STATES.invoice)] },
    refuses: true,
  },
  cancelOrder: {
    request: orderRef.extend({ reason: optionalText(100, '取消原因') }),
    result: order,
    example: { input: { orderId, reason: '不想要了' }, states: withOrder('waitPay') },
    refuses: true,
  },
  deleteOrder: {
    request: orderRef,
    result: z.object({ orderId: z.number().int() }),
    example: { input: { orderId }, states: withOrder('cancelled') },
    refuses: true,
  },
  takeDelivery: {
    request: orderRef,
    result: order,
    example: {
      input: { orderId },
      states: withOrder('waitTakeDelivery'),
      shape: { present: ['payTime', 'deliveryTime'] },
    },
    refuses: true,
  },
  buy: {
    request: orderRef.extend({
      payType: z.enum(['wechat', 'alipay', 'abc'], { error: '请选择支付方式' }).default('wechat'),
    }),
    result: payState.extend({ payAmount: fen, qrUrl: z.string().describe('模拟支付二维码') }),
    example: { input: { orderId, payType: 'alipay' }, states: withOrder('waitPay') },
    refuses: true,
  },
  getApplyRefundInfo: {
    request: itemRef,
    result: z.object({
      item: orderItem,
      maxAmount: fen,
      reasons: z.array(z.string()),
      refundTypes: z.array(z.enum(['refundOnly', 'returnAndRefund'])),
    }),
    example: { input: { orderId, orderItemId }, states: withOrder('waitDelivery') },
    refuses: true,
  },
  repairOrderProduct: {
    request: itemRef.extend({
      reason: textField(50, '维修原因'),
      description: optionalText(500, '问题描述'),
      pictures: pictureList,
    }),
    result: repairDetail,
    example: {
      input: { orderId, orderItemId, reason: '无法开机', description: '收到第二天就无法开机了' },
      states: withOrder('waitEvaluate'),
    },
    refuses: true,
  },
  refundOrderProduct: {
    request: itemRef.extend({
      refundType: z.enum(['refundOnly', 'returnAndRefund'], { error: '请选择退款类型' }),
      reason: textField(50, '退款原因'),
      amount: z.coerce
        .number({ error: '退款金额必须是数字' })
        .int('金额以分为单位')
        .positive('退款金额必须大于0'),
      description: optionalText(500, '退款说明'),
      pictures: pictureList,
    }),
    result: refundDetail,
    example: {
      input: {
        orderId,
        orderItemId,
        refundType: 'refundOnly',
        reason: '不想要了',
        amount: fromState('paidShare', 100),
      },
      states: withOrder('waitDelivery'),
    },
    refuses: true,
  },
  getRefundDetailInfo: {
    request: z.object({ refundId: idField }),
    result: refundDetail,
    example: { input: { refundId }, states: withRefund('refundOnly', 'applying') },
    refuses: true,
  },
  getExpressCompanys: {
    request: emptyRequest,
    result: z.array(z.object({ code: z.string(), name: z.string() })),
    example: {},
    refuses: true,
  },
  undoApplyRefund: {
    request: z.object({ refundId: idField }),
    result: refundDetail,
    example: { input: { refundId }, states: withRefund('refundOnly', 'applying') },
    refuses: true,
  },
  refundExpressNew: {
    request: z.object({
      refundId: idField,
      expressCode: z
        .string({ error: '请选择快递公司' })
        .trim()
        .min(1, '请选择快递公司')
        .max(20)
        .regex(nonBlank(1), '请选择快递公司'),
      expressNo: z
        .string({ error: '请填写快递单号' })
        .trim()
        .regex(/^[A-Za-z0-9]{6,30}$/, '请填写正确的快递单号'),
    }),
    result: refundDetail,
    example: {
      input: { refundId, expressCode: fromState('expressCode', 'SF'), expressNo: 'SF1234567890' },
      states: withRefund('returnAndRefund', 'waitReturn'),
    },
    refuses: true,
  },
  getRepairDetailInfo: {
    request: z.object({ repairId: idField }),
    result: repairDetail,
    example: { input: { repairId }, states: [state(STATES.seeded), state(STATES.repair)] },
    refuses: true,
  },
  undoApplyRepair: {
    request: z.object({ repairId: idField }),
    result: repairDetail,
    example: { input: { repairId }, states: [state(STATES.seeded), state(STATES.repair)] },
    refuses: true,
  },
  getOrders: {
    request: pagingRequest,
    result: orderPage,
    example: { input: page, states: withOrder('waitPay') },
    refuses: true,
  },
  getWaitDelivery: {
    request: pagingRequest,
    result: orderPage,
    example: { input: page, states: withOrder('waitDelivery'), shape: { present: ['list[].payTime'] } },
    refuses: true,
  },
  getWaitEvaluate: {
    request: pagingRequest,
    result: orderPage,
    example: {
      input: page,
      states: withOrder('waitEvaluate'),
      shape: { present: ['list[].payTime', 'list[].deliveryTime'] },
    },
    refuses: true,
  },
  getWaitPay: {
    request: pagingRequest,
    result: orderPage,
    example: { input: page, states: withOrder('waitPay') },
    refuses: true,
  },
  getWaitTakeDelivery: {
    request: pagingRequest,
    result: orderPage,
    example: {
      input: page,
      states: withOrder('waitTakeDelivery'),
      shape: { present: ['list[].payTime', 'list[].deliveryTime'] },
    },
    refuses: true,
  },
  getAfterSale: {
    request: pagingRequest,
    result: pageOf(
      z.object({
        kind: z.enum(['refund', 'repair']),
        refund: refundDetail.nullable(),
        repair: repairDetail.nullable(),
      }),
    ),
    example: {
      input: page,
      states: withRefund('refundOnly', 'applying'),
      shape: { present: ['list[].refund'] },
    },
    refuses: true,
  },
  abcOrderQuery: {
    request: z.object({
      orderNo: z.string().trim().min(1, '请提供订单号').max(40).regex(nonBlank(1), '请提供订单号'),
    }),
    result: payState.extend({ orderNo: z.string() }),
    example: {
      input: { orderNo: fromState('orderNo', 'DM202611220001') },
      states: withOrder('waitDelivery'),
      shape: { present: ['payTime'] },
    },
    refuses: true,
  },
} satisfies SchemasOf<typeof orderRoutes>;
