import { ORDER_TABS, orderTabOf } from './order-tabs';

describe('the order tabs of both faces', () => {
  it('maps each ?state= to its tab and list call', () => {
    expect(orderTabOf('waitDelivery')).toMatchObject({ shortLabel: '待发货', call: 'getWaitDelivery' });
    expect(orderTabOf('waitPay')).toMatchObject({ label: '待付款', call: 'getWaitPay' });
    expect(orderTabOf('afterSale')).toMatchObject({
      label: '退款/售后',
      shortLabel: '售后',
      call: 'getAfterSale',
    });
  });

  it('shows 全部 for a missing or unknown state', () => {
    expect(orderTabOf(null).key).toBe('all');
    expect(orderTabOf('refund').shortLabel).toBe('全部');
  });

  it('offers the five order tabs shoppers know and 售后, in order, under the phone labels', () => {
    expect(ORDER_TABS.map((t) => t.shortLabel)).toEqual([
      '全部',
      '待付款',
      '待发货',
      '待收货',
      '待评价',
      '售后',
    ]);
  });

  it('offers the same tabs under the desktop labels', () => {
    expect(ORDER_TABS.map((t) => t.label)).toEqual([
      '全部订单',
      '待付款',
      '待发货',
      '待收货',
      '待评价',
      '退款/售后',
    ]);
  });
});
