// The product page's record of a look: once per goods shown (a refetch of it is not another look),
// newest first, and written to the device.
import { FOOTPRINT_STORAGE_KEY } from '@storefront/contracts';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { useFootprints, useRecordFootprint } from './use-footprints';

const goods = (goodsId: number, price = 990) => ({
  goodsId,
  name: `商品${goodsId}`,
  picUrl: '/p.jpg',
  price,
});

afterEach(() => window.localStorage.clear());

it('records each goods once when shown, newest first, and clears', () => {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  const view = renderHook(
    ({ shown }: { shown: ReturnType<typeof goods> | undefined }) => {
      useRecordFootprint(shown);
      return useFootprints();
    },
    { wrapper, initialProps: { shown: undefined as ReturnType<typeof goods> | undefined } },
  );
  expect(view.result.current.footprints).toEqual([]);
  view.rerender({ shown: goods(1) });
  view.rerender({ shown: goods(1, 1200) });
  view.rerender({ shown: goods(2) });
  expect(view.result.current.footprints.map((f) => [f.goodsId, f.price])).toEqual([
    [2, 990],
    [1, 990],
  ]);
  expect(JSON.parse(window.localStorage.getItem(FOOTPRINT_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  act(() => view.result.current.clear());
  expect(view.result.current.footprints).toEqual([]);
  expect(window.localStorage.getItem(FOOTPRINT_STORAGE_KEY)).toBeNull();
});
