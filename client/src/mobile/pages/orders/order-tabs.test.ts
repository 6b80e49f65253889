import { MOBILE_ORDER_TABS, orderTabOf } from './order-tabs';

describe('orderTabOf', () => {
  it('maps each ?state= to its tab and list call', () => {
    expect(orderTabOf('waitDelivery')).toMatchObject({ label: '待发货', call: 'getWaitDelivery' });
    expect(orderTabOf('waitPay')).toMatchObject({ label: '待付款', call: 'getWaitPay' });
    expect(orderTabOf('afterSale')).toMatchObject({ label: '售后', call: 'getAfterSale' });
  });

  it('shows 全部 for a missing or unknown state', () => {
    expect(orderTabOf(null).label).toBe('全部');
    expect(orderTabOf('refund').label).toBe('全部');
  });

  it('offers the five order tabs shoppers know and 售后, in order', () => {
    expect(MOBILE_ORDER_TABS.map((t) => t.label)).toEqual([
      '全部',
      '待付款',
      '待发货',
      '待收货',
      '待评价',
      '售后',
    ]);
  });
});
