import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCountAtom } from '../../../../core/state/badge-counts';
import { appStore } from '../../../../core/state/store';
import {
  currentLocation,
  logInAsTestUser,
  mockApi,
  refuse,
  renderPage,
  resetHarness,
} from '../../../../test/harness';
import { orderItem, orderOf } from '../../../../test/order-fixtures';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

const ALL_BUTTONS = [
  '立即付款',
  '确认收货',
  '评价',
  '查看评价',
  '查看物流',
  '申请发票',
  '再次购买',
  '取消订单',
  '删除订单',
];
const visible = () =>
  ALL_BUTTONS.filter((name) =>
    screen.queryByRole(name === '立即付款' || name === '评价' || name === '查看评价' ? 'link' : 'button', {
      name,
    }),
  );

describe('order actions by status', () => {
  it.each([
    ['waitPay', ['立即付款', '取消订单']],
    ['waitDelivery', ['申请发票', '再次购买']],
    ['waitTakeDelivery', ['确认收货', '查看物流', '申请发票', '再次购买']],
    ['waitEvaluate', ['评价', '查看物流', '申请发票', '再次购买']],
    ['done', ['查看物流', '申请发票', '再次购买', '删除订单']],
    ['cancelled', ['再次购买', '删除订单']],
    ['closed', ['再次购买', '删除订单']],
  ] as const)('a %s order shows exactly %j', (status, expected) => {
    api = mockApi({});
    renderPage(<OrderActions order={orderOf(status)} />);
    expect(visible()).toEqual(expected);
  });

  it('links pay and evaluate to their pages and shows 查看评价 once a line was evaluated', () => {
    api = mockApi({});
    const order = orderOf('waitEvaluate', {
      items: [orderItem({ evaluated: true }), orderItem({ orderItemId: 502 })],
    });
    renderPage(<OrderActions order={order} />);
    expect(screen.getByRole('link', { name: '评价' })).toHaveAttribute('href', '/Evaluate?orderId=10001');
    expect(screen.getByRole('link', { name: '查看评价' })).toHaveAttribute(
      'href',
      '/pEvaluate?orderId=10001',
    );
  });

  it('offers 申请售后 only on lines without a running after-sale, and only when the order allows refunds', () => {
    api = mockApi({});
    const order = orderOf('waitDelivery', {
      items: [orderItem(), orderItem({ orderItemId: 502, name: '退款中的茶', afterSaleStatus: 'refunding' })],
    });
    const { unmount } = renderPage(<OrderItems order={order} />);
    const links = screen.getAllByRole('link', { name: '申请售后' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/refund_application?orderId=10001&orderItemId=501');
    expect(screen.getByText('退款中')).toBeInTheDocument();
    unmount();
    renderPage(<OrderItems order={orderOf('waitPay')} />);
    expect(screen.queryByRole('link', { name: '申请售后' })).not.toBeInTheDocument();
  });

  it('cancels with the chosen reason only after the confirm', async () => {
    api = mockApi({ cancelOrder: orderOf('cancelled') });
    renderPage(<OrderActions order={orderOf('waitPay')} />);
    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    await userEvent.selectOptions(within(dialog).getByLabelText('取消原因'), '商品选错了');
    expect(api.callsOf('cancelOrder')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('cancelOrder')[0]).toEqual({ orderId: '10001', reason: '商品选错了' });
  });

  it('keeps the dialog open and says why when cancelling is refused', async () => {
    api = mockApi({ cancelOrder: refuse('订单当前状态不可取消') });
    renderPage(<OrderActions order={orderOf('waitPay')} />);
    await userEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定取消' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: '取消订单' })).toBeInTheDocument();
  });

  it('buys again into the cart, updates the cart badge and goes to the cart', async () => {
    api = mockApi({ againBuy: { cartNumber: 4, added: 2 } });
    renderPage(<OrderActions order={orderOf('done')} />, '/orders');
    await userEvent.click(screen.getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(currentLocation()).toBe('/shoppingCart'));
    expect(appStore.get(cartCountAtom)).toBe(4);
  });

  it('confirms receipt through takeDelivery after the confirm', async () => {
    api = mockApi({ takeDelivery: orderOf('waitEvaluate') });
    renderPage(<OrderActions order={orderOf('waitTakeDelivery')} />);
    await userEvent.click(screen.getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog', { name: '确认收货' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(api.callsOf('takeDelivery')).toEqual([{ orderId: '10001' }]));
  });

  it('shows the logistics trace', async () => {
    api = mockApi({
      viewLogistics: {
        expressCompany: '顺丰速运',
        expressNo: 'SF0001',
        status: '运输中',
        traces: [{ time: Date.now(), text: '快件已到达上海转运中心' }],
      },
    });
    renderPage(<OrderActions order={orderOf('waitTakeDelivery')} />);
    await userEvent.click(screen.getByRole('button', { name: '查看物流' }));
    expect(await screen.findByText('快件已到达上海转运中心')).toBeInTheDocument();
    expect(screen.getByText(/顺丰速运/)).toBeInTheDocument();
  });

  it('validates the invoice form: a company needs a tax number, the email must be valid', async () => {
    api = mockApi({ addInvoice: {} });
    const user = userEvent.setup();
    renderPage(<OrderActions order={orderOf('done')} />);
    await user.click(screen.getByRole('button', { name: '申请发票' }));
    const dialog = await screen.findByRole('dialog', { name: '申请电子发票' });
    await user.click(within(dialog).getByLabelText('单位'));
    await user.clear(within(dialog).getByLabelText('发票抬头'));
    await user.type(within(dialog).getByLabelText('发票抬头'), '上海多么网络科技有限公司');
    await user.type(within(dialog).getByLabelText('接收邮箱'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('企业发票须填写纳税人识别号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('纳税人识别号'), '91310000MA1FL0001X');
    await user.clear(within(dialog).getByLabelText('接收邮箱'));
    await user.type(within(dialog).getByLabelText('接收邮箱'), 'cw@duome.cn');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.callsOf('addInvoice')).toHaveLength(1));
    expect(api.callsOf('addInvoice')[0]).toEqual({
      orderId: '10001',
      invoiceTitleType: 'company',
      invoiceTitle: '上海多么网络科技有限公司',
      email: 'cw@duome.cn',
      taxNo: '91310000MA1FL0001X',
    });
  });
});
