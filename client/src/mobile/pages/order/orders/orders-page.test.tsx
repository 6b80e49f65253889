// /m/orders: the tab comes from ?state=; 售后 lists the after-sale records (goods, state, amount) from
// getAfterSale, with a Chinese empty state; the order tabs list orders.
import { screen, within } from '@testing-library/react';
import { orderOf, pageOf, refundRecord } from '../../../../test/order-fixtures';
import { renderPage, resetHarness } from '../../../../test/harness';
import OrdersPage from './orders-page';

afterEach(resetHarness);

const item = orderOf('waitDelivery').items[0]!;
const refundEntry = {
  kind: 'refund',
  repair: null,
  refund: refundRecord({
    orderItemId: item.orderItemId,
    item: { ...item, name: '保温杯 500ml' },
    amount: 5990,
    statusText: '退款申请中',
    timeline: [],
  }),
};

describe('mobile 我的订单 page', () => {
  it('opens 售后 from ?state=afterSale and lists each record’s goods, state and amount', async () => {
    const view = renderPage(OrdersPage, {
      url: '/orders?state=afterSale',
      loggedIn: true,
      stubs: { getAfterSale: pageOf([refundEntry]) },
    });
    const tabs = screen.getByRole('navigation', { name: '订单状态' });
    expect(within(tabs).getByRole('link', { name: '售后' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    const list = await screen.findByRole('list', { name: '售后记录' });
    const record = within(list).getByRole('article', { name: '保温杯 500ml' });
    expect(within(record).getByText('退款申请中')).toBeInTheDocument();
    expect(within(record).getByText('仅退款')).toBeInTheDocument();
    expect(record).toHaveTextContent('退款金额 ¥59.90');
    // The record opens its 售后详情, where the return's tracking number goes.
    expect(within(record).getByRole('link')).toHaveAttribute('href', '/refunds/9');
    expect(view.callsOf('getAfterSale')).toHaveLength(1);
    expect(view.callsOf('getOrders')).toHaveLength(0);
  });

  it('says so in Chinese when there is no after-sale record', async () => {
    renderPage(OrdersPage, {
      url: '/orders?state=afterSale',
      loggedIn: true,
      stubs: { getAfterSale: pageOf([]) },
    });
    expect(await screen.findByText('暂无售后记录')).toBeInTheDocument();
  });

  it('lists orders on an order tab', async () => {
    renderPage(OrdersPage, {
      url: '/orders?state=waitDelivery',
      loggedIn: true,
      stubs: { getWaitDelivery: pageOf([orderOf('waitDelivery')]) },
    });
    expect(await screen.findByRole('list', { name: '待发货订单' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '售后记录' })).not.toBeInTheDocument();
  });
});
