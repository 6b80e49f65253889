import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCountAtom } from '../../../core/state/badge-counts';
import { appStore } from '../../../core/state/store';
import {
  captureToasts,
  currentLocation,
  logInAsTestUser,
  mockApi,
  NETWORK_DOWN,
  refuse,
  renderPage,
  resetHarness,
} from '../../../test/harness';
import type { Cart, CartItem } from '../../../core/cart/cart-queries';
import ShoppingCartPage from './shopping-cart-page';

const item = (over: Partial<CartItem>): CartItem => ({
  cartId: 1,
  goodsId: 11,
  skuId: 111,
  name: '云南小粒咖啡豆 500g',
  picUrl: '/media/goods/11.svg',
  specText: '中度烘焙',
  price: 5990,
  quantity: 1,
  stock: 5,
  checked: true,
  valid: true,
  invalidReason: null,
  ...over,
});

function cartOf(items: CartItem[]): Cart {
  const payable = items.filter((i) => i.valid && i.checked);
  return {
    items,
    checkedCount: payable.length,
    checkedAmount: payable.reduce((s, i) => s + i.price * i.quantity, 0),
    cartNumber: items.length,
  };
}

const coffee = item({});
const tea = item({
  cartId: 2,
  goodsId: 12,
  skuId: 121,
  name: '西湖龙井 250g',
  price: 12800,
  quantity: 2,
  stock: 2,
  checked: false,
});
const gone = item({
  cartId: 3,
  goodsId: 13,
  skuId: 131,
  name: '已售罄的蜂蜜',
  valid: false,
  checked: false,
  stock: 0,
  invalidReason: '商品已售罄',
});

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

describe('/shoppingCart', () => {
  it('lists the lines with the checked total and shows an invalid line greyed with its reason', async () => {
    api = mockApi({ getCart: cartOf([coffee, tea, gone]) });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    expect(await screen.findByText('云南小粒咖啡豆 500g')).toBeInTheDocument();
    expect(screen.getByText('失效商品（1）')).toBeInTheDocument();
    expect(screen.getByText('商品已售罄')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '选择 已售罄的蜂蜜' })).not.toBeInTheDocument();
    expect(screen.getByText('合计（不含运费）：').parentElement).toHaveTextContent('59.90');
    expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  });

  it('shows the empty cart with a way back to shopping', async () => {
    api = mockApi({ getCart: cartOf([]) });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    expect(await screen.findByText('购物车空空如也')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/home');
  });

  it('shows an error with 重新加载 that loads again', async () => {
    let fail = true;
    api = mockApi({ getCart: () => (fail ? NETWORK_DOWN : cartOf([coffee])) });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    expect(await screen.findByText('购物车加载失败')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('云南小粒咖啡豆 500g')).toBeInTheDocument();
  });

  it('checks all lines through changeCartCheckStatus and updates the total and the header badge', async () => {
    let cart = cartOf([coffee, tea]);
    api = mockApi({
      getCart: () => cart,
      changeCartCheckStatus: (input) => {
        cart = cartOf(cart.items.map((i) => ({ ...i, checked: input.checked === '1' })));
        return { ...cart, cartNumber: 5 };
      },
    });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    await userEvent.click(await screen.findByRole('checkbox', { name: '全选' }));
    await waitFor(() =>
      expect(screen.getByText('合计（不含运费）：').parentElement).toHaveTextContent('315.90'),
    );
    expect(api.callsOf('changeCartCheckStatus')[0]).toEqual({ checked: '1', all: '1' });
    expect(appStore.get(cartCountAtom)).toBe(5);
  });

  it('keeps the quantity within stock: + stops at the stock, typed numbers are pulled into range', async () => {
    api = mockApi({
      getCart: cartOf([tea]),
      changeCart: (input) => cartOf([{ ...tea, quantity: Number(input.quantity) }]),
    });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    const row = await screen.findByTestId('cart-line-2');
    expect(within(row).getByRole('button', { name: '增加数量' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('button', { name: '减少数量' }));
    await waitFor(() => expect(within(row).getByLabelText('购买数量')).toHaveValue('1'));
    expect(api.callsOf('changeCart')[0]).toEqual({ cartId: '2', quantity: '1' });
  });

  it('tells why a quantity change was refused', async () => {
    api = mockApi({ getCart: cartOf([coffee]), changeCart: refuse('库存不足，最多可购买3件') });
    const toasts = captureToasts();
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    const row = await screen.findByTestId('cart-line-1');
    await userEvent.click(within(row).getByRole('button', { name: '增加数量' }));
    await waitFor(() => expect(toasts.messages).toContain('库存不足，最多可购买3件'));
    toasts.stop();
  });

  it('deletes a line only after the confirm and updates the badge', async () => {
    let cart = cartOf([coffee, tea]);
    api = mockApi({
      getCart: () => cart,
      deleteCart: () => {
        cart = cartOf([tea]);
        return cart;
      },
    });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    await userEvent.click(await screen.findByRole('button', { name: '删除 云南小粒咖啡豆 500g' }));
    const dialog = await screen.findByRole('dialog', { name: '删除商品' });
    expect(api.callsOf('deleteCart')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('云南小粒咖啡豆 500g')).not.toBeInTheDocument());
    expect(api.callsOf('deleteCart')[0]).toEqual({ cartIds: ['1'] });
    expect(appStore.get(cartCountAtom)).toBe(1);
  });

  it('goes to the order page from 去结算, which is off while nothing is checked', async () => {
    api = mockApi({ getCart: cartOf([coffee, tea]) });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    await userEvent.click(await screen.findByRole('button', { name: '去结算' }));
    expect(currentLocation()).toBe('/CreateOrder?source=cart');
  });

  it('cannot settle with nothing checked', async () => {
    api = mockApi({ getCart: cartOf([{ ...coffee, checked: false }]) });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    expect(await screen.findByRole('button', { name: '去结算' })).toBeDisabled();
  });
});

describe('/shoppingCart 修改规格', () => {
  const sale = {
    specGroups: [{ name: '烘焙', values: ['中度烘焙', '深度烘焙', '浅度烘焙'] }],
    skus: [
      {
        skuId: 111,
        goodsId: 11,
        specs: { 烘焙: '中度烘焙' },
        specText: '中度烘焙',
        price: 5990,
        originalPrice: 6990,
        stock: 5,
        picUrl: '/media/goods/11.svg',
      },
      {
        skuId: 112,
        goodsId: 11,
        specs: { 烘焙: '深度烘焙' },
        specText: '深度烘焙',
        price: 6290,
        originalPrice: 6990,
        stock: 3,
        picUrl: '/media/goods/11.svg',
      },
      {
        skuId: 113,
        goodsId: 11,
        specs: { 烘焙: '浅度烘焙' },
        specText: '浅度烘焙',
        price: 5890,
        originalPrice: 6990,
        stock: 0,
        picUrl: '/media/goods/11.svg',
      },
    ],
  };

  it('lists the spec values with sold-out ones disabled and moves the line to the chosen sku', async () => {
    let cart = cartOf([coffee]);
    api = mockApi({
      getCart: () => cart,
      getSaleSku: sale,
      changeCart: (input) => {
        cart = cartOf([{ ...coffee, skuId: Number(input.skuId), specText: '深度烘焙', price: 6290 }]);
        return cart;
      },
    });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    await userEvent.click(await screen.findByRole('button', { name: '修改规格 云南小粒咖啡豆 500g' }));
    const dialog = await screen.findByRole('dialog', { name: '修改规格' });
    expect(await within(dialog).findByRole('button', { name: '中度烘焙' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: '浅度烘焙' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '深度烘焙' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsOf('getSaleSku')[0]).toEqual({ goodsId: '11' });
    expect(api.callsOf('changeCart')[0]).toEqual({ cartId: '1', skuId: '112' });
    expect(within(screen.getByTestId('cart-line-1')).getByText('深度烘焙')).toBeInTheDocument();
  });

  it('shows an error with 重新加载 when the specs cannot be loaded, and offers no spec change on an invalid line', async () => {
    api = mockApi({ getCart: cartOf([coffee, gone]), getSaleSku: NETWORK_DOWN });
    renderPage(<ShoppingCartPage />, '/shoppingCart');
    expect(screen.queryByRole('button', { name: '修改规格 已售罄的蜂蜜' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '修改规格 云南小粒咖啡豆 500g' }));
    const dialog = await screen.findByRole('dialog', { name: '修改规格' });
    expect(await within(dialog).findByText('规格加载失败')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
