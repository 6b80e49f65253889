// A write while the network is gone fails at once (never paused until the network is back), or within
// WRITE_TIMEOUT_MS when no reply comes, and the reads it would change are refetched, so a write that
// did go through is seen before a retry.
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { mockApi, NETWORK_DOWN, resetHarness } from '../../test/harness';
import { isInvalidated } from '../../test/query-wrapper';
import { useAddToCart } from '../cart/cart-mutations';
import { appStore } from '../state/store';
import { errorMessage, isNetworkError } from './errors';
import { WRITE_TIMEOUT_MS } from './mutation';
import { apiKey } from './query';
import { createQueryClient } from './query-client';

function setUp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(apiKey('getCart'), { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  return { queryClient, wrapper };
}

afterEach(() => {
  onlineManager.setOnline(true);
  resetHarness();
});

describe('a write with the network gone', () => {
  it('fails at once while the browser is offline instead of waiting for the network', async () => {
    mockApi({ addCart: NETWORK_DOWN });
    onlineManager.setOnline(false);
    const { wrapper } = setUp();
    const onError = jest.fn();
    const { result } = renderHook(() => useAddToCart({ onError }), { wrapper });
    act(() => result.current.mutate({ goodsId: 11, skuId: 112, quantity: 1 }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(isNetworkError(onError.mock.calls[0]![0])).toBe(true);
    expect(result.current.isPaused).toBe(false);
  });

  it('says 网络请求超时 after WRITE_TIMEOUT_MS without a reply (a network gone unnoticed)', async () => {
    jest.useFakeTimers();
    mockApi({ addCart: () => new Promise(() => {}) });
    const { queryClient, wrapper } = setUp();
    const onError = jest.fn();
    const { result } = renderHook(() => useAddToCart({ onError }), { wrapper });
    act(() => result.current.mutate({ goodsId: 11, skuId: 112, quantity: 1 }));
    await act(() => jest.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 100));
    expect(onError).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(onError).toHaveBeenCalled();
    expect(errorMessage(onError.mock.calls[0]![0])).toBe('网络请求超时，请稍后重试');
    expect(isInvalidated(queryClient, apiKey('getCart'))).toBe(true);
    jest.useRealTimers();
  });

  it('marks the reads it changes for a refetch, since it may have gone through', async () => {
    mockApi({ addCart: NETWORK_DOWN });
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(() => result.current.mutateAsync({ goodsId: 11, skuId: 112, quantity: 1 }).catch(() => null));
    expect(isInvalidated(queryClient, apiKey('getCart'))).toBe(true);
  });
});
