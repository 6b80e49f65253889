import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentLocation,
  logInAsTestUser,
  mockApi,
  NETWORK_DOWN,
  renderPage,
  resetHarness,
} from '../../../test/harness';
import { orderOf, pageOf } from '../../../test/order-fixtures';
import OrdersPage from './orders-page';
import OrderDetailsPage from './order-details-page';

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

describe('/orders', () => {
  it('lists all orders with their state, amount and actions', async () => {
    api = mockApi({
      getOrders: pageOf([orderOf('waitPay'), orderOf('done', { orderId: 10002, orderNo: 'DM2' })]),
    });
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('订单号：DM202611220001')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '订单 DM202611220001' })).toHaveTextContent('待付款');
    expect(screen.getByRole('article', { name: '订单 DM2' })).toHaveTextContent('已完成');
    expect(screen.getByRole('link', { name: '立即付款' })).toHaveAttribute(
      'href',
      '/orders/payOrder?orderId=10001',
    );
    expect(screen.getAllByRole('link', { name: '订单详情' })[1]).toHaveAttribute(
      'href',
      '/orders/orderDetails?orderId=10002',
    );
  });

  it('loads the list of the tab in the query and switches tabs', async () => {
    api = mockApi({ getWaitPay: pageOf([orderOf('waitPay')]), getWaitEvaluate: pageOf([]) });
    renderPage(<OrdersPage />, '/orders?tab=waitPay');
    expect(await screen.findByText('订单号：DM202611220001')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待付款' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '待评价' }));
    expect(await screen.findByText('暂无相关订单')).toBeInTheDocument();
    expect(currentLocation()).toBe('/orders?tab=waitEvaluate');
    expect(api.callsOf('getWaitEvaluate')[0]).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('pages through a long list', async () => {
    api = mockApi({
      getOrders: (input) => pageOf([orderOf('done', { orderNo: `DM-page-${input.pageNum}` })], 25),
    });
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('订单号：DM-page-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByText('订单号：DM-page-3')).toBeInTheDocument();
  });

  it('shows the after-sale entries with links to their details', async () => {
    api = mockApi({
      getAfterSale: pageOf([
        {
          kind: 'refund',
          repair: null,
          refund: {
            refundId: 9,
            refundType: 'refundOnly',
            statusText: '退款申请中',
            amount: 5990,
            createTime: Date.now(),
            item: orderOf('waitDelivery').items[0],
          },
        },
      ]),
    });
    renderPage(<OrdersPage />, '/orders?tab=afterSale');
    expect(await screen.findByText('退款申请中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/refund_details?refundId=9',
    );
  });

  it('shows an error with 重新加载', async () => {
    api = mockApi({ getOrders: NETWORK_DOWN });
    renderPage(<OrdersPage />, '/orders');
    expect(await screen.findByText('订单加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('/orders/orderDetails', () => {
  it('shows state, progress, address, amounts and the invoice', async () => {
    api = mockApi({
      getOrderNew: orderOf('waitDelivery', { invoiceId: 4 }),
      getInvoice: {
        invoiceId: 4,
        orderId: 10001,
        titleType: 'personal',
        title: '个人',
        taxNo: null,
        email: 'a@b.cn',
        amount: 30590,
        status: 'issuing',
        createTime: Date.now(),
      },
    });
    renderPage(<OrderDetailsPage />, '/orders/orderDetails?orderId=10001');
    expect(await screen.findByText('待发货')).toBeInTheDocument();
    expect(screen.getByText(/漕溪北路 88 号/)).toBeInTheDocument();
    expect(screen.getByText('付款成功')).toBeInTheDocument();
    expect(await screen.findByText('开具中')).toBeInTheDocument();
    expect(screen.getByText('-¥10.00')).toBeInTheDocument();
    expect(api.callsOf('getOrderNew')[0]).toEqual({ orderId: '10001' });
  });

  it('goes back to the list after deleting the order', async () => {
    api = mockApi({ getOrderNew: orderOf('cancelled'), deleteOrder: { orderId: 10001 } });
    renderPage(<OrderDetailsPage />, '/orders/orderDetails?orderId=10001');
    await userEvent.click(await screen.findByRole('button', { name: '删除订单' }));
    await userEvent.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(currentLocation()).toBe('/orders'));
  });

  it('says so when the link has no order id', () => {
    api = mockApi({});
    renderPage(<OrderDetailsPage />, '/orders/orderDetails');
    expect(screen.getByText('订单不存在')).toBeInTheDocument();
  });
});
