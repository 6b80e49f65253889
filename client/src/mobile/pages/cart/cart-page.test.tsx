// The phone cart as a shopper sees it: a visitor is asked to log in (and comes back here); the
// checked lines make the total and 结算 (n); invalid lines are set apart; the stepper stops at the
// stock; an empty cart points to the shop.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appStore } from '../../../core/state/store';
import { logInAsTestUser, mockApi, refuse, resetHarness } from '../../../test/harness';
import CartPage from './cart-page';
import type { CartLine } from '../../../core/cart/cart-lines';

const line = (cartId: number, over: Partial<CartLine> = {}): CartLine => ({
  cartId,
  goodsId: cartId * 10,
  skuId: cartId * 100,
  name: `商品${cartId}`,
  picUrl: `/media/goods/${cartId}-0.svg`,
  specText: '默认',
  price: 1000 * cartId,
  quantity: 1,
  stock: 20,
  checked: true,
  valid: true,
  invalidReason: null,
  ...over,
});
const cartOf = (items: CartLine[]) => ({
  items,
  checkedCount: items.filter((i) => i.checked && i.valid).length,
  checkedAmount: items.filter((i) => i.checked && i.valid).reduce((s, i) => s + i.price * i.quantity, 0),
  cartNumber: items.length,
});

function renderCart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/cart', Component: CartPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/cart'] },
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

const user = userEvent.setup({ pointerEventsCheck: 0 });
afterEach(resetHarness);

describe('the phone cart', () => {
  it('asks a visitor to log in and to come back to the cart', async () => {
    const api = mockApi({});
    renderCart();
    expect(screen.getByText('登录后可查看购物车中的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fm%2Fcart');
    expect(api.calls).toEqual([]);
  });

  it('totals the checked lines, sets the invalid ones apart and settles the checked count', async () => {
    logInAsTestUser();
    mockApi({
      getCart: cartOf([
        line(1, { quantity: 2 }),
        line(2, { checked: false }),
        line(3, { valid: false, invalidReason: '商品已下架' }),
      ]),
    });
    const router = renderCart();
    const lines = await screen.findByRole('list', { name: '购物车商品' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    const invalid = screen.getByRole('list', { name: '失效商品' });
    expect(within(invalid).getByText('商品已下架')).toBeInTheDocument();
    expect(within(invalid).queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toContain('20.00');
    expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '结算(1)' }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('checks a line through the server and shows the new total', async () => {
    logInAsTestUser();
    const api = mockApi({
      getCart: cartOf([line(1), line(2, { checked: false })]),
      changeCartCheckStatus: cartOf([line(1), line(2)]),
    });
    renderCart();
    await user.click(await screen.findByRole('checkbox', { name: '选择 商品2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '结算(2)' })).toBeEnabled());
    expect(screen.getByTestId('cart-total').textContent).toContain('30.00');
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();
    expect(api.calls.find((c) => c.name === 'changeCartCheckStatus')?.input).toMatchObject({
      cartIds: ['2'],
      checked: '1',
    });
  });

  it('shows 商品总额, the best coupon as 优惠 and 合计 after it, as the server works it out', async () => {
    logInAsTestUser();
    const api = mockApi({
      getCart: cartOf([line(1, { quantity: 2 })]),
      getOrderSettleInfoNew: {
        goodsAmount: 2000,
        freight: 800,
        couponAmount: 500,
        payAmount: 2300,
        lines: [
          {
            goodsId: 10,
            skuId: 100,
            name: '商品1',
            picUrl: '/m.svg',
            specText: '默认',
            price: 1000,
            quantity: 2,
          },
        ],
        address: null,
        coupons: [],
        bestUserCouponId: 0,
      },
    });
    renderCart();
    const summary = await screen.findByRole('region', { name: '价格明细' });
    await waitFor(() => expect(within(summary).getByText('优惠').nextSibling?.textContent).toBe('-¥5.00'));
    expect(screen.getByTestId('cart-goods-amount').textContent).toBe('¥20.00');
    expect(screen.getByTestId('cart-total').textContent).toContain('15.00');
    expect(screen.getByTestId('cart-total').textContent).toContain('共减¥5.00');
    expect(api.calls.find((c) => c.name === 'getOrderSettleInfoNew')?.input).toMatchObject({
      source: 'cart',
    });
  });

  it('stops the stepper at the stock', async () => {
    logInAsTestUser();
    mockApi({ getCart: cartOf([line(1, { quantity: 3, stock: 3 })]) });
    renderCart();
    expect(await screen.findByRole('button', { name: '增加 商品1 数量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '减少 商品1 数量' })).toBeEnabled();
  });

  it('points an empty cart to the shop', async () => {
    logInAsTestUser();
    mockApi({ getCart: cartOf([]) });
    renderCart();
    expect(await screen.findByText('购物车空空如也')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  });

  it('says in Chinese when the cart cannot load, and retries', async () => {
    logInAsTestUser();
    let fail = true;
    mockApi({
      getCart: () => {
        if (fail) throw refuse('服务繁忙');
        return cartOf([line(1)]);
      },
    });
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('购物车加载失败：服务繁忙');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '购物车商品' })).toBeInTheDocument();
  });
});
