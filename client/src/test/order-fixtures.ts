// Test data: orders shaped like the mock's, with the actions its status machine allows per state
// (mock-api/src/domain/order/actions.ts actionsOf), so tests check the page against realistic replies.
import { ORDER_STATUS_TEXT } from '@storefront/contracts';
import type { ResultOf } from '@storefront/contracts';

type Order = ResultOf<'getOrderNew'>;
type Item = Order['items'][number];
type Refund = ResultOf<'getRefundDetailInfo'>;

export const orderItem = (over: Partial<Item> = {}): Item => ({
  orderItemId: 501,
  goodsId: 11,
  skuId: 111,
  name: '云南小粒咖啡豆 500g',
  picUrl: '/media/goods/11.svg',
  specText: '中度烘焙',
  price: 5990,
  quantity: 1,
  afterSaleStatus: 'none',
  evaluated: false,
  ...over,
});

export const ACTIONS_BY_STATUS: Record<Order['status'], Order['actions']> = {
  waitPay: ['pay', 'cancel'],
  waitDelivery: ['refund', 'invoice', 'againBuy'],
  waitTakeDelivery: ['takeDelivery', 'logistics', 'refund', 'invoice', 'againBuy'],
  waitEvaluate: ['evaluate', 'logistics', 'refund', 'invoice', 'againBuy'],
  done: ['logistics', 'refund', 'invoice', 'againBuy', 'delete'],
  cancelled: ['againBuy', 'delete'],
  closed: ['againBuy', 'delete'],
};

export function orderOf(status: Order['status'], over: Partial<Order> = {}): Order {
  const paid = status !== 'waitPay' && status !== 'cancelled';
  return {
    orderId: 10001,
    orderNo: 'DM202611220001',
    status,
    statusText: ORDER_STATUS_TEXT[status],
    items: [
      orderItem(),
      orderItem({
        orderItemId: 502,
        goodsId: 12,
        skuId: 121,
        name: '西湖龙井 250g',
        price: 12800,
        quantity: 2,
        specText: '明前特级',
      }),
    ],
    goodsAmount: 31590,
    freight: 0,
    couponAmount: 1000,
    payAmount: 30590,
    userCouponId: 3,
    address: {
      consignee: '张三',
      mobile: '13800138000',
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310100',
      cityName: '上海市',
      areaCode: '310104',
      areaName: '徐汇区',
      detail: '漕溪北路 88 号 1201 室',
    },
    remark: '',
    createTime: Date.UTC(2026, 10, 22, 2, 0),
    payTime: paid ? Date.UTC(2026, 10, 22, 2, 5) : null,
    deliveryTime: ['waitTakeDelivery', 'waitEvaluate', 'done'].includes(status)
      ? Date.UTC(2026, 10, 22, 6, 0)
      : null,
    finishTime: null,
    payDeadline: Date.now() + 30 * 60_000,
    expressCompany: null,
    expressNo: null,
    invoiceId: 0,
    actions: ACTIONS_BY_STATUS[status],
    ...over,
  };
}

export const pageOf = <T>(list: T[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 10 });

/** A refund of orderItem() just applied for (仅退款, 不想要了), as getRefundDetailInfo answers it. */
export const refundRecord = (over: Partial<Refund> = {}): Refund => ({
  refundId: 9,
  orderId: 10001,
  orderItemId: 501,
  item: orderItem(),
  refundType: 'refundOnly',
  reason: '不想要了',
  description: '',
  pictures: [],
  amount: 5490,
  status: 'applying',
  statusText: '退款申请审核中',
  expressCompany: null,
  expressNo: null,
  returnAddress: '',
  createTime: Date.now(),
  timeline: [{ time: Date.now(), text: '买家提交退款申请' }],
  ...over,
});
