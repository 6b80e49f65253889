// The card of one order in /m/orders: 复制 beside its number, 查看物流 (the traces in a sheet) once
// shipped, and 评价 (the review sheet) while a line waits for a review.
import { fireEvent, screen, within } from '@testing-library/react';
import { orderItem, orderOf, pageOf } from '../../../../test/order-fixtures';
import { renderPage, resetHarness } from '../../../../test/harness';
import OrdersPage from './orders-page';

afterEach(resetHarness);

const logistics = {
  expressCompany: '极兔速递',
  expressNo: 'JT0001',
  status: '运输中',
  traces: [{ time: Date.UTC(2026, 10, 26, 8), text: '快件已到达【上海转运中心】' }],
};

describe('an order card on the phone', () => {
  it('opens the logistics of a shipped order in a sheet, asked for only then', async () => {
    const view = renderPage(OrdersPage, {
      url: '/orders?state=waitTakeDelivery',
      loggedIn: true,
      stubs: { getWaitTakeDelivery: pageOf([orderOf('waitTakeDelivery')]), viewLogistics: logistics },
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('button', { name: '复制订单号' })).toBeInTheDocument();
    expect(view.callsOf('viewLogistics')).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: '查看物流 订单DM202611220001' }));
    const sheet = screen.getByRole('dialog', { name: '物流信息' });
    expect(await within(sheet).findByText('快件已到达【上海转运中心】')).toBeInTheDocument();
    expect(within(sheet).getByText(/极兔速递 JT0001/)).toBeInTheDocument();
  });

  it('offers no 查看物流 before the order ships', async () => {
    renderPage(OrdersPage, {
      url: '/orders?state=waitDelivery',
      loggedIn: true,
      stubs: { getWaitDelivery: pageOf([orderOf('waitDelivery')]) },
    });
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: /查看物流/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /评价/ })).not.toBeInTheDocument();
  });

  it('reviews the first line still waiting for one, in the review sheet', async () => {
    const order = orderOf('waitEvaluate', {
      items: [orderItem({ evaluated: true }), orderItem({ orderItemId: 502, name: '西湖龙井 250g' })],
    });
    renderPage(OrdersPage, {
      url: '/orders?state=waitEvaluate',
      loggedIn: true,
      stubs: { getWaitEvaluate: pageOf([order]) },
    });
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: '评价订单 DM202611220001' }));
    const sheet = screen.getByRole('dialog', { name: '评价商品' });
    expect(within(sheet).getByText('西湖龙井 250g')).toBeInTheDocument();
  });
});
