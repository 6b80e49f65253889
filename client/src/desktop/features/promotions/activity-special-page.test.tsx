import { screen } from '@testing-library/react';
import { NETWORK_DOWN, refuse, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard, pageOf } from '../../../test/content-fixtures';
import ActivitySpecialPage from './activity-special-page';

afterEach(resetHarness);

const activity = (endTime: number) => ({
  activityId: 2,
  title: '双十一家电狂欢',
  bannerUrl: '/a2.svg',
  endTime,
});

describe('activity page', () => {
  it('shows the activity banner, its countdown and its goods', async () => {
    const page = renderPage(<ActivitySpecialPage />, {
      url: '/activitySpecial?id=2',
      stubs: {
        getDiscountActivityGoods: { ...pageOf([goodsCard(4)]), activity: activity(Date.now() + 7_200_000) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '双十一家电狂欢' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^距活动结束/);
    expect(screen.getByText('测试商品4')).toBeInTheDocument();
    expect(page.callsOf('getDiscountActivityGoods')).toEqual([
      { pageNum: '1', pageSize: '10', activityId: '2' },
    ]);
  });

  it('says the goods are gone when the list is empty, and that an ended activity ended', async () => {
    renderPage(<ActivitySpecialPage />, {
      url: '/activitySpecial',
      stubs: { getDiscountActivityGoods: { ...pageOf([]), activity: activity(Date.now() - 1000) } },
    });
    expect(await screen.findByText('活动商品已售罄')).toBeInTheDocument();
    expect(screen.getByText('活动已结束')).toBeInTheDocument();
  });

  it('says an unknown activity has ended, with a way home', async () => {
    renderPage(<ActivitySpecialPage />, {
      url: '/activitySpecial?id=99',
      stubs: { getDiscountActivityGoods: refuse('活动不存在或已结束') },
    });
    expect(await screen.findByText('活动不存在或已结束')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('offers 重新加载 when the network fails', async () => {
    renderPage(<ActivitySpecialPage />, {
      url: '/activitySpecial',
      stubs: { getDiscountActivityGoods: NETWORK_DOWN },
    });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
