import type { ResultOf } from '@storefront/contracts';
import { act, renderHook } from '@testing-library/react';
import { mockApi, NETWORK_DOWN, resetHarness } from '../../test/harness';
import { orderItem, orderOf, pageOf } from '../../test/order-fixtures';
import { queryWrapper } from '../../test/query-wrapper';
import type { SettleLine } from './order-changes';
import { useCreateOrderOnce } from './use-create-order-once';

afterEach(resetHarness);

type Order = ResultOf<'getOrderNew'>;
const lines: SettleLine[] = [
  {
    goodsId: 11,
    skuId: 111,
    name: '咖啡豆',
    picUrl: '/media/goods/11.svg',
    specText: '',
    price: 5990,
    quantity: 2,
  },
];
const input = { source: 'buyNow', goodsId: 11, skuId: 111, quantity: 2, addressId: 1 } as const;
const orderOfLines = (orderId: number, createTime: number) =>
  orderOf('waitPay', { orderId, createTime, items: [orderItem({ skuId: 111, quantity: 2 })] });

/**
 * An upstream's createOrder, by `state.network`: `lost-reply` places the order and loses its reply,
 * `gone` never reaches it, `up` places it and answers.
 */
function upstream(existing: Order[] = []) {
  const orders = [...existing];
  const state = { network: 'lost-reply' as 'lost-reply' | 'gone' | 'up' };
  const api = mockApi({
    addOrderNew: () => {
      if (state.network === 'gone') return NETWORK_DOWN;
      const order = orderOfLines(20_000 + orders.length, Date.now());
      orders.unshift(order);
      return state.network === 'lost-reply'
        ? NETWORK_DOWN
        : { orderId: order.orderId, orderNo: order.orderNo };
    },
    getWaitPay: () => pageOf(orders),
  });
  return { api, orders, state };
}

/** The shopper's 提交订单 as both faces run it: the earlier order first, else a new one. */
async function submit(once: ReturnType<typeof useCreateOrderOnce>): Promise<number> {
  const earlier = await once.placedEarlier(lines);
  if (earlier !== null) return earlier;
  return (await once.place(input, lines)).orderId;
}

describe('提交订单 placed once when a reply is lost', () => {
  it('takes the order an unanswered submit placed instead of creating a second one', async () => {
    const { api, orders } = upstream();
    const { result } = renderHook(() => useCreateOrderOnce(), { wrapper: queryWrapper().wrapper });
    await act(() => expect(submit(result.current)).rejects.toThrow('Network Error'));
    const retried = await act(() => submit(result.current));
    expect(retried).toBe(orders[0]!.orderId);
    expect(orders).toHaveLength(1);
    expect(api.callsOf('addOrderNew')).toHaveLength(1);
  });

  it('creates the order on retry when the lost submit placed nothing (the network was gone)', async () => {
    const { api, orders, state } = upstream([orderOfLines(10_001, Date.now() - 3_600_000)]);
    state.network = 'gone';
    const { result } = renderHook(() => useCreateOrderOnce(), { wrapper: queryWrapper().wrapper });
    await act(() => expect(submit(result.current)).rejects.toThrow('Network Error'));
    // Back online: an hour-old order of the same lines is not the one this submit placed.
    state.network = 'up';
    const orderId = await act(() => submit(result.current));
    expect(orderId).toBe(orders[0]!.orderId);
    expect(orders).toHaveLength(2);
    expect(api.callsOf('getWaitPay')).toHaveLength(1);
  });

  it('reads no order list when every submit was answered', async () => {
    const { api, state } = upstream();
    state.network = 'up';
    const { result } = renderHook(() => useCreateOrderOnce(), { wrapper: queryWrapper().wrapper });
    await act(() => submit(result.current));
    await act(() => submit(result.current));
    expect(api.callsOf('getWaitPay')).toHaveLength(0);
    expect(api.callsOf('addOrderNew')).toHaveLength(2);
  });
});
