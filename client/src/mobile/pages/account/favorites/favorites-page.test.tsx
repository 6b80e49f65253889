// /m/favorites: the collected goods, each opening its page, page after page; 取消收藏 asks the API
// and the list refreshes; nothing collected shows 还没有收藏的商品 with 去逛逛.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { goodsCard } from '../../../../test/browse-fixtures';
import { renderPage, resetHarness } from '../../../../test/harness';
import FavoritesPage from './favorites-page';

afterEach(resetHarness);

describe('mobile 收藏 page', () => {
  it('lists the collected goods, each linking to its page, and cancels one', async () => {
    let collected = [goodsCard(3), goodsCard(5)];
    const view = renderPage(FavoritesPage, {
      url: '/favorites',
      loggedIn: true,
      stubs: {
        getMyCollectGoodList: () => ({ list: collected, total: collected.length, pageNum: 1, pageSize: 100 }),
        addGoodsCollect: (input) => {
          collected = collected.filter((g) => String(g.goodsId) !== String(input.targetId));
          return { collected: false };
        },
      },
    });
    const link = await screen.findByRole('link', { name: goodsCard(3).name });
    expect(link).toHaveAttribute('href', '/goods/3');
    fireEvent.click(screen.getByRole('button', { name: `取消收藏 ${goodsCard(3).name}` }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: goodsCard(3).name })).not.toBeInTheDocument(),
    );
    expect(view.callsOf('addGoodsCollect')).toEqual([{ targetId: '3', targetType: 'goods', collect: '0' }]);
    expect(screen.getByRole('link', { name: goodsCard(5).name })).toBeInTheDocument();
  });

  it('loads a long collection page by page, to 没有更多了', async () => {
    const collected = Array.from({ length: 25 }, (_, i) => goodsCard(i + 1));
    const view = renderPage(FavoritesPage, {
      url: '/favorites',
      loggedIn: true,
      stubs: {
        getMyCollectGoodList: (input) => {
          const pageNum = Number(input.pageNum);
          const pageSize = Number(input.pageSize);
          const list = collected.slice((pageNum - 1) * pageSize, pageNum * pageSize);
          return { list, total: collected.length, pageNum, pageSize };
        },
      },
    });
    const list = await screen.findByRole('list', { name: '收藏的商品' });
    expect(list.children.length).toBeLessThan(25);
    while (screen.queryByRole('button', { name: '加载更多' })) {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(screen.queryByText('加载中…')).not.toBeInTheDocument());
    }
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(list.children).toHaveLength(25);
    expect(screen.getByRole('link', { name: goodsCard(25).name })).toBeInTheDocument();
    expect(view.callsOf('getMyCollectGoodList').length).toBeGreaterThan(1);
  });

  it('says there is nothing collected yet and offers 去逛逛', async () => {
    renderPage(FavoritesPage, {
      url: '/favorites',
      loggedIn: true,
      stubs: { getMyCollectGoodList: { list: [], total: 0, pageNum: 1, pageSize: 100 } },
    });
    expect(await screen.findByText('还没有收藏的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
  });
});
