import { act, renderHook } from '@testing-library/react';
import { cartCountAtom } from '../state/badge-counts';
import { appStore } from '../state/store';
import { mockApi, resetHarness } from '../../test/harness';
import { isInvalidated, queryWrapper } from '../../test/query-wrapper';
import { apiKey } from '../api/query';
import { ORDER_TABS } from './order-tabs';
import { useBuyAgain, useCancelOrder, useCreateOrder } from './order-mutations';

afterEach(resetHarness);

function withCachedLists() {
  const setup = queryWrapper();
  for (const tab of ORDER_TABS)
    setup.queryClient.setQueryData(apiKey(tab.call, { pageNum: 1 }), { list: [] });
  setup.queryClient.setQueryData(apiKey('getOrderNew', { orderId: 9 }), { orderId: 9 });
  setup.queryClient.setQueryData(apiKey('getCart'), { items: [] });
  return setup;
}

describe('order mutations', () => {
  it('marks every order list and the detail stale after a cancel', async () => {
    const api = mockApi({ cancelOrder: { orderId: 9 } });
    const { queryClient, wrapper } = withCachedLists();
    const { result } = renderHook(() => useCancelOrder(), { wrapper });
    await act(() => result.current.mutateAsync({ orderId: 9, reason: '不想要了' }));
    expect(api.callsOf('cancelOrder')).toEqual([{ orderId: '9', reason: '不想要了' }]);
    for (const tab of ORDER_TABS)
      expect(isInvalidated(queryClient, apiKey(tab.call, { pageNum: 1 }))).toBe(true);
    expect(isInvalidated(queryClient, apiKey('getOrderNew', { orderId: 9 }))).toBe(true);
    expect(isInvalidated(queryClient, apiKey('getCart'))).toBe(false);
  });

  it('refreshes the cart after an order is submitted (the ordered lines leave it)', async () => {
    mockApi({ addOrderNew: { orderId: 10, orderNo: 'D10' } });
    const { queryClient, wrapper } = withCachedLists();
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    await act(() => result.current.mutateAsync({ addressId: 1, source: 'cart' }));
    expect(isInvalidated(queryClient, apiKey('getCart'))).toBe(true);
    expect(isInvalidated(queryClient, apiKey('getOrders', { pageNum: 1 }))).toBe(true);
  });

  it('puts the count of 再次购买 on the cart badge', async () => {
    mockApi({ againBuy: { cartNumber: 6 } });
    const { wrapper } = withCachedLists();
    const { result } = renderHook(() => useBuyAgain(), { wrapper });
    await act(() => result.current.mutateAsync({ orderId: 9 }));
    expect(appStore.get(cartCountAtom)).toBe(6);
  });
});
