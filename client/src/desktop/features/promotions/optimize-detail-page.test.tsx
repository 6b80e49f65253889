import { screen } from '@testing-library/react';
import { NETWORK_DOWN, refuse, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard } from '../../../test/content-fixtures';
import OptimizeDetailPage from './optimize-detail-page';

afterEach(resetHarness);

const detail = (reasons: string[]) => ({
  goods: {
    ...goodsCard(7, { name: '超值电饭煲' }),
    pictures: ['/p7.svg'],
    detailImages: [],
    description: [],
    specGroups: [],
    skus: [],
    services: [],
    categoryId: 1,
    categoryName: '厨房电器',
    shopType: 'self' as const,
    buyUrl: null,
    evaluateCount: 0,
    goodRate: 100,
    collected: false,
  },
  reasons,
  related: [goodsCard(8, { name: '相关好物' })],
});

describe('editor pick detail page', () => {
  it('shows the product, the reasons it was picked and related picks', async () => {
    const page = renderPage(<OptimizeDetailPage />, {
      url: '/optimize_detail?id=7',
      stubs: { getSuperGoodDetails: detail(['一键智能烹饪', '内胆不粘易清洗']) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '超值电饭煲' })).toBeInTheDocument();
    expect(screen.getByText('一键智能烹饪')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看商品详情' })).toHaveAttribute('href', '/Goods?id=7');
    expect(screen.getByRole('link', { name: /相关好物/ })).toHaveAttribute('href', '/optimize_detail?id=8');
    expect(page.callsOf('getSuperGoodDetails')).toEqual([{ goodsId: '7' }]);
    expect(document.title).toBe('超值电饭煲 - 优选详情 - 多么商城');
  });

  it('says when the editor gave no reasons', async () => {
    renderPage(<OptimizeDetailPage />, {
      url: '/optimize_detail?id=7',
      stubs: { getSuperGoodDetails: detail([]) },
    });
    expect(await screen.findByText('编辑暂未填写推荐理由')).toBeInTheDocument();
  });

  it('says an unknown product is gone, with a way back instead of a pointless retry', async () => {
    renderPage(<OptimizeDetailPage />, {
      url: '/optimize_detail?id=999',
      stubs: { getSuperGoodDetails: refuse('商品不存在或已下架') },
    });
    expect(await screen.findByText('商品不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去看看精选好物' })).toHaveAttribute('href', '/optimize');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('offers 重新加载 when the network fails', async () => {
    renderPage(<OptimizeDetailPage />, {
      url: '/optimize_detail?id=7',
      stubs: { getSuperGoodDetails: NETWORK_DOWN },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('asks for nothing without an id', () => {
    const page = renderPage(<OptimizeDetailPage />, { url: '/optimize_detail' });
    expect(screen.getByText('未找到该优选商品')).toBeInTheDocument();
    expect(page.calls).toHaveLength(0);
  });
});
