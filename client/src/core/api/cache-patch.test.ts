import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { patchCached } from './cache-patch';

type Page = { list: { id: number; reminded: boolean }[]; total: number; pageNum: number; pageSize: number };

const page = (pageNum: number, ids: number[]): Page => ({
  list: ids.map((id) => ({ id, reminded: false })),
  total: 3,
  pageNum,
  pageSize: 2,
});

const remind = (old: Page): Page => ({
  ...old,
  list: old.list.map((g) => (g.id === 3 ? { ...g, reminded: true } : g)),
});

describe('patching a cached read', () => {
  it('patches a plain answer and every page of an endless list of the same read', () => {
    const client = new QueryClient();
    client.setQueryData(['api', 'getNewFlashSaleGoods', { pageNum: 2 }], page(2, [3]));
    const endless: InfiniteData<Page, number> = {
      pages: [page(1, [1, 2]), page(2, [3])],
      pageParams: [1, 2],
    };
    client.setQueryData(['api', 'getNewFlashSaleGoods', { pageSize: 2 }, 'pages'], endless);

    expect(() => patchCached(client, 'getNewFlashSaleGoods', remind as never)).not.toThrow();

    expect(
      client.getQueryData<Page>(['api', 'getNewFlashSaleGoods', { pageNum: 2 }])?.list[0]?.reminded,
    ).toBe(true);
    const pages = client.getQueryData<InfiniteData<Page, number>>([
      'api',
      'getNewFlashSaleGoods',
      { pageSize: 2 },
      'pages',
    ]);
    expect(pages?.pageParams).toEqual([1, 2]);
    expect(pages?.pages.flatMap((p) => p.list.map((g) => g.reminded))).toEqual([false, false, true]);
  });

  it('leaves a read that is not loaded yet as it is', () => {
    const client = new QueryClient();
    client.getQueryCache().build(client, { queryKey: ['api', 'getNewFlashSaleGoods', {}] });
    patchCached(client, 'getNewFlashSaleGoods', remind as never);
    expect(client.getQueryData(['api', 'getNewFlashSaleGoods', {}])).toBeUndefined();
  });
});
