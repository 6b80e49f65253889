import { screen } from '@testing-library/react';
import { goodsCard } from '../../../test/browse-fixtures';
import { mockApi, refuse, renderPage } from '../../../test/harness';
import GroupPage from './group-page';

const gp = (goodsId: number) => ({
  ...goodsCard(goodsId),
  groupPrice: 1290,
  groupSize: 3,
  joinedCount: 42,
  platform: '淘宝',
  buyUrl: `https://item.taobao.com/item.htm?id=${goodsId}`,
  endTime: Date.now() + 86_400_000,
});

describe('GroupPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('shows group price, group size, joined count and opens the platform in a new tab', async () => {
    net = mockApi({
      getDomoGpIndexInfo: () => ({ list: [gp(3)], total: 1, pageNum: 1, pageSize: 20, banners: [] }),
    });
    renderPage(GroupPage, '/group');
    expect(await screen.findByText('3人成团')).toBeInTheDocument();
    expect(screen.getByText('已有42人参团 · 淘宝')).toBeInTheDocument();
    expect(screen.getByText('12.90')).toBeInTheDocument();
    const join = screen.getByRole('link', { name: `去淘宝拼团 ${goodsCard(3).name}` });
    expect(join).toHaveAttribute('href', 'https://item.taobao.com/item.htm?id=3');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(document.title).toBe('拼团 - 多么商城');
  });

  it('shows an empty state', async () => {
    net = mockApi({
      getDomoGpIndexInfo: () => ({ list: [], total: 0, pageNum: 1, pageSize: 20, banners: [] }),
    });
    renderPage(GroupPage, '/group');
    expect(await screen.findByText('暂无拼团商品')).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    net = mockApi({ getDomoGpIndexInfo: () => refuse('拼团活动维护中') });
    renderPage(GroupPage, '/group');
    expect(await screen.findByText('拼团活动维护中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
