// The checkout's coupon choice on the page: the best coupon applies by default with its saving,
// the sheet offers the usable ones with what each saves (the unusable with their reason), 不使用优惠券
// reprices the order, and the choices come back after a login in between (the draft).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appStore } from '../../../../core/state/store';
import { logInAsTestUser, mockApi, resetHarness } from '../../../../test/harness';
import CheckoutPage from './checkout-page';
import { CHECKOUT_DRAFT_KEY } from './checkout-draft';

const coupon = (userCouponId: number, over: object = {}) => ({
  couponId: userCouponId,
  userCouponId,
  name: `券${userCouponId}`,
  kind: 'reduce',
  amount: 1000,
  discount: 0,
  threshold: 0,
  scopeText: '全场通用',
  categoryId: 0,
  startTime: 0,
  endTime: 4_000_000_000_000,
  status: 'unused',
  receivedTime: 0,
  applicable: true,
  reason: null,
  ...over,
});
const address = {
  addressId: 3,
  consignee: '林晓',
  mobile: '13800138000',
  provinceCode: '330000',
  provinceName: '浙江省',
  cityCode: '330100',
  cityName: '杭州市',
  areaCode: '330106',
  areaName: '西湖区',
  detail: '文三路 478 号',
  isDefault: true,
};
const SAVING: Record<string, number> = { '0': 0, '1': 1000, '2': 1500 };
const settle = {
  lines: [
    {
      goodsId: 11,
      skuId: 111,
      name: '每日坚果',
      picUrl: '/media/goods/11-0.svg',
      specText: '375g',
      price: 10000,
      quantity: 2,
    },
  ],
  address,
  coupons: [
    coupon(1),
    coupon(2, { amount: 1500, name: '券2' }),
    coupon(5, { applicable: false, reason: '优惠券已过期' }),
  ],
  bestUserCouponId: 2,
  goodsAmount: 20000,
  freight: 0,
  couponAmount: 1500,
  payAmount: 18500,
};

function renderCheckout(url: string | string[] = '/checkout') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entries = Array.isArray(url) ? url : [url];
  const router = createMemoryRouter(
    [
      { path: '/checkout', Component: CheckoutPage },
      { path: '/pay/:orderId', Component: () => <p>收银台</p> },
      { path: '/addresses/new', Component: () => <p>新增收货地址</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

const office = { ...address, addressId: 4, consignee: '王小明', detail: '科技园南区 8 栋', isDefault: false };

function stubApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...extra,
    getOrderSettleInfoNew: settle,
    getAddressList: [address, office],
    getTotalPriceByCouponNew: ({ userCouponId }) => {
      const saving = SAVING[String(userCouponId)] ?? 0;
      return { goodsAmount: 20000, freight: 0, couponAmount: saving, payAmount: 20000 - saving };
    },
  });
}

// The sheet is pointer-events: none while it slides in; a person taps once it is there.
const user = userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => logInAsTestUser());
afterEach(resetHarness);

describe('the checkout coupon choice', () => {
  it('applies the best coupon by default and shows its saving in the total', async () => {
    stubApi();
    renderCheckout();
    expect(await screen.findByRole('button', { name: /优惠券.*-¥15\.00/ })).toBeInTheDocument();
    expect(screen.getByText(/合计/).textContent).toContain('185.00');
  });

  it('lists the usable coupons with their saving and the unusable ones with the reason', async () => {
    stubApi();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: /优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    const usable = within(sheet).getByRole('radiogroup', { name: '可用优惠券' });
    await waitFor(() => expect(within(usable).getAllByText(/可省¥/)).toHaveLength(2));
    const radios = within(usable).getAllByRole('radio');
    // The biggest saving first, then the other, then none.
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('可省¥15.00'),
      expect.stringContaining('可省¥10.00'),
      '不使用优惠券',
    ]);
    expect(radios[0]).toBeChecked();
    expect(within(sheet).getByText('优惠券已过期')).toBeInTheDocument();
  });

  it('reprices the order without a coupon when 不使用优惠券 is chosen', async () => {
    const api = stubApi();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: /优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    await user.click(within(sheet).getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(screen.getByText(/合计/).textContent).toContain('200.00'));
    expect(screen.getByRole('button', { name: /优惠券/ })).toHaveTextContent('不使用优惠券（2张可用）');
    expect(api.calls.some((c) => c.name === 'getTotalPriceByCouponNew' && c.input.userCouponId === '0')).toBe(
      true,
    );
  });

  it('lists 优惠券 among the amounts only when a coupon takes something off', async () => {
    stubApi();
    renderCheckout();
    const amounts = await screen.findByRole('region', { name: '金额明细' });
    await waitFor(() => expect(within(amounts).getByText('-¥15.00')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    await user.click(within(sheet).getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(within(amounts).queryByText('优惠券')).toBeNull());
    expect(within(amounts).queryByText(/-¥0\.00/)).toBeNull();
  });

  it('keeps the choices in the draft and restores them, as after a login in between', async () => {
    stubApi();
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ purchase: 'cart', couponId: 1, remark: '放门口' }),
    );
    renderCheckout();
    expect(await screen.findByRole('button', { name: /优惠券.*-¥10\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '订单备注' })).toHaveValue('放门口');
    await user.type(screen.getByRole('textbox', { name: '订单备注' }), '，谢谢');
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!)).toMatchObject({
      purchase: 'cart',
      couponId: 1,
      addressId: 3,
      remark: '放门口，谢谢',
    });
  });
});

describe('the checkout address', () => {
  it('shows the default address at first', async () => {
    stubApi();
    renderCheckout();
    expect(await screen.findByRole('region', { name: '收货地址' })).toHaveTextContent('林晓');
  });

  it('takes the address the address page hands back and keeps it in the draft', async () => {
    stubApi();
    renderCheckout('/checkout?addressId=4');
    await waitFor(() => expect(screen.getByRole('region', { name: '收货地址' })).toHaveTextContent('王小明'));
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!)).toMatchObject({ addressId: 4 });
  });

  it('switches to an address picked in the sheet', async () => {
    stubApi();
    renderCheckout('/checkout?addressId=4');
    await user.click(await screen.findByRole('button', { name: /王小明/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择收货地址' });
    await user.click(within(sheet).getByRole('radio', { name: /林晓/ }));
    await waitFor(() => expect(screen.getByRole('region', { name: '收货地址' })).toHaveTextContent('林晓'));
  });

  it('asks for an address before submitting when the shopper has none', async () => {
    mockApi({
      getOrderSettleInfoNew: { ...settle, address: null },
      getAddressList: [],
      getTotalPriceByCouponNew: settle,
    });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择收货地址');
  });
});

describe('a back to the checkout after 提交订单', () => {
  it('says the order exists, with 去支付 and 查看订单, instead of settling the purchase again', async () => {
    stubApi({ addOrderNew: { orderId: 77, orderNo: '2026000077', payAmount: 18500 } });
    // 确认订单 → 新增收货地址 → 确认订单 again: the first entry stays behind the cashier.
    const router = renderCheckout(['/checkout', '/addresses/new', '/checkout']);
    await user.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('收银台')).toBeInTheDocument();

    await act(() => router.navigate(-2));
    expect(await screen.findByRole('heading', { name: '订单已提交' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/pay/77');
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/orders/77');
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });

  it('says a broken 立即购买 link is incomplete instead of settling the cart', async () => {
    const api = stubApi();
    renderCheckout('/checkout?source=buyNow&goodsId=11&skuId=x&quantity=1');
    expect(await screen.findByText(/订单信息不完整/)).toBeInTheDocument();
    expect(api.callsOf('getOrderSettleInfoNew')).toEqual([]);
  });

  it('opens a new checkout as usual when reached by a link', async () => {
    stubApi();
    sessionStorage.setItem('m-submitted-orders', JSON.stringify({ cart: 77 }));
    const router = renderCheckout(['/addresses/new']);
    await act(() => router.navigate('/checkout'));
    expect(await screen.findByRole('button', { name: '提交订单' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('m-submitted-orders')!)).toEqual({});
  });
});
