import { act, renderHook, waitFor } from '@testing-library/react';
import { cartCountAtom } from '../state/badge-counts';
import { appStore } from '../state/store';
import { mockApi, refuse, resetHarness } from '../../test/harness';
import { isInvalidated as isStale, queryWrapper } from '../../test/query-wrapper';
import { apiKey } from '../api/query';
import { useAddToCart, useChangeCartQuantity, useDeleteCart } from './cart-mutations';
import type { Cart } from './cart-queries';

const line = {
  cartId: 1,
  goodsId: 11,
  skuId: 111,
  name: '咖啡豆',
  picUrl: '/media/goods/11.svg',
  specText: '',
};
const cartOf = (quantity: number): Cart => ({
  items: [{ ...line, price: 5990, quantity, stock: 9, checked: true, valid: true, invalidReason: null }],
  checkedCount: 1,
  checkedAmount: 5990 * quantity,
  cartNumber: 1,
});

function setUp() {
  const { queryClient, wrapper } = queryWrapper();
  // Answers the mock gave earlier: what the badge and the cart page hold before the change.
  queryClient.setQueryData(apiKey('getCartNumber', { userId: '7' }), { cartNumber: 1 });
  queryClient.setQueryData(apiKey('getCart'), cartOf(1));
  return { queryClient, wrapper };
}

afterEach(resetHarness);

describe('cart mutations', () => {
  it('sets the badge from the add-to-cart reply and refetches the cart and its count', async () => {
    const api = mockApi({ addCart: { cartId: 5, cartNumber: 4 } });
    appStore.set(cartCountAtom, 1);
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(() => result.current.mutateAsync({ goodsId: 11, skuId: 112, quantity: 2 }));
    expect(api.callsOf('addCart')).toEqual([{ goodsId: '11', skuId: '112', quantity: '2' }]);
    expect(appStore.get(cartCountAtom)).toBe(4);
    expect(isStale(queryClient, apiKey('getCartNumber', { userId: '7' }))).toBe(true);
    expect(isStale(queryClient, apiKey('getCart'))).toBe(true);
  });

  it('leaves the badge and the cart alone when adding is refused', async () => {
    mockApi({ addCart: refuse('库存不足') });
    appStore.set(cartCountAtom, 1);
    const { queryClient, wrapper } = setUp();
    const onError = jest.fn();
    const { result } = renderHook(() => useAddToCart({ onError }), { wrapper });
    act(() => result.current.mutate({ goodsId: 11, skuId: 112, quantity: 2 }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect((onError.mock.calls[0]![0] as Error).message).toBe('库存不足');
    expect(appStore.get(cartCountAtom)).toBe(1);
    expect(isStale(queryClient, apiKey('getCartNumber', { userId: '7' }))).toBe(false);
  });

  it('takes a changed quantity reply as the new cart and badge', async () => {
    mockApi({ changeCart: { ...cartOf(3), cartNumber: 1 } });
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => useChangeCartQuantity(), { wrapper });
    await act(() => result.current.mutateAsync({ cartId: 1, quantity: 3 }));
    expect(queryClient.getQueryData<Cart>(apiKey('getCart'))?.items[0]?.quantity).toBe(3);
    expect(appStore.get(cartCountAtom)).toBe(1);
    expect(isStale(queryClient, apiKey('getCartNumber', { userId: '7' }))).toBe(true);
  });

  it('refetches the cart after a refused change, since stock may have moved', async () => {
    mockApi({ changeCart: refuse('库存不足') });
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => useChangeCartQuantity(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ cartId: 1, quantity: 8 }).catch(() => undefined);
    });
    expect(isStale(queryClient, apiKey('getCart'))).toBe(true);
  });

  it('empties the badge when the last line is deleted', async () => {
    mockApi({ deleteCart: { items: [], checkedCount: 0, checkedAmount: 0, cartNumber: 0 } });
    appStore.set(cartCountAtom, 1);
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => useDeleteCart(), { wrapper });
    await act(() => result.current.mutateAsync({ cartIds: [1] }));
    expect(appStore.get(cartCountAtom)).toBe(0);
    expect(queryClient.getQueryData<Cart>(apiKey('getCart'))?.items).toEqual([]);
  });
});
