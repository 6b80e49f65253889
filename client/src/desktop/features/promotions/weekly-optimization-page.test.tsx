import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard, pageOf } from '../../../test/content-fixtures';
import WeeklyOptimizationPage from './weekly-optimization-page';

afterEach(resetHarness);

const zones = [
  { zoneId: 1, title: '居家好物', subTitle: '提升幸福感', picUrl: '/z1.svg' },
  { zoneId: 2, title: '数码潮品', subTitle: '科技改变生活', picUrl: '/z2.svg' },
];

describe('weekly picks page', () => {
  it('shows all picks first, then the goods of the zone the user picks', async () => {
    const user = userEvent.setup();
    const page = renderPage(<WeeklyOptimizationPage />, {
      url: '/weekly_optimization',
      stubs: {
        getWeeklyPreferredZone: zones,
        getWeeklyPreferredGoods: (input) => pageOf([goodsCard(input.zoneId ? 20 + Number(input.zoneId) : 1)]),
      },
    });
    expect(await screen.findByText('测试商品1')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /数码潮品/ }));
    expect(await screen.findByText('测试商品22')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '数码潮品' })).toBeInTheDocument();
    expect(page.callsOf('getWeeklyPreferredGoods').at(-1)).toEqual({
      pageNum: '1',
      pageSize: '10',
      zoneId: '2',
    });
    expect(document.title).toBe('每周优选 - 多么商城');
  });

  it('says a zone has no goods', async () => {
    renderPage(<WeeklyOptimizationPage />, {
      url: '/weekly_optimization?zone=1',
      stubs: { getWeeklyPreferredZone: zones, getWeeklyPreferredGoods: pageOf([]) },
    });
    expect(await screen.findByText('本专区暂无商品')).toBeInTheDocument();
  });

  it('offers 重新加载 when the goods fail to load', async () => {
    renderPage(<WeeklyOptimizationPage />, {
      url: '/weekly_optimization',
      stubs: { getWeeklyPreferredZone: zones, getWeeklyPreferredGoods: NETWORK_DOWN },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
