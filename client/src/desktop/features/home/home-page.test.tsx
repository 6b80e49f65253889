import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goodsCard, goodsPage, range } from '../../../test/browse-fixtures';
import { currentLocation, mockApi, refuse, renderPage } from '../../../test/harness';
import HomePage from './home-page';
import { isNearBottom } from './use-scroll-bottom';

const ad = (adId: number, position: string) => ({
  adId,
  title: `广告${adId}`,
  picUrl: `/media/banner/${adId}.svg`,
  linkUrl: `/Goods?id=${adId}`,
  position,
});
const now = Date.now();
const session = {
  sessionId: 3,
  title: '10:00',
  startTime: now - 3_600_000,
  endTime: now + 3_600_000,
  status: 'ongoing' as const,
};

function homeData() {
  return mockApi({
    getAdByHome: () => ({
      banners: [ad(1, 'homeBanner'), ad(2, 'homeBanner')],
      sideAds: [ad(5, 'homeSide')],
      popup: null,
    }),
    addAdClickCount: ({ adId }) => ({ adId: Number(adId), clickCount: 1 }),
    getHomeCategoryList: () => [
      { id: 1, name: '食品生鲜', type: 1, picUrl: '/media/category/1.svg', pid: 0 },
      { id: 2, name: '内部分类', type: 4, picUrl: '/media/category/2.svg', pid: 0 },
    ],
    getFlashSale: () => ({
      session,
      goods: [
        { ...goodsCard(40), sessionId: 3, flashPrice: 990, flashStock: 10, progress: 35, reminded: false },
      ],
      serverTime: now,
    }),
    getDomoGpIndexInfo: () => ({
      ...goodsPage([]),
      list: [
        {
          ...goodsCard(50),
          groupPrice: 1290,
          groupSize: 3,
          joinedCount: 88,
          platform: '淘宝',
          buyUrl: 'https://item.taobao.com/item.htm?id=1',
          endTime: now + 86_400_000,
        },
      ],
      total: 1,
      banners: [],
    }),
    getWeeklyPreferredGoods: () => goodsPage([11, 12]),
    getNewReleaseGoods: () => goodsPage([13]),
    getHotGoods: () => goodsPage([14]),
    getIntegralGoodsList: () => ({
      ...goodsPage([]),
      list: [{ ...goodsCard(60), exchangeIntegral: 800, exchangeCount: 5 }],
      total: 1,
    }),
    getDocumentHomeList: () => ({
      list: [
        {
          documentId: 9,
          kind: 'article' as const,
          title: '咖啡豆怎么挑',
          summary: '从产地到烘焙',
          coverUrl: '/media/doc/9.svg',
          pictures: [],
          author: { uid: 1, nickname: '编辑小王', avatarUrl: '/media/avatar/1.svg' },
          categoryId: 1,
          topicId: 0,
          createTime: now,
          viewCount: 12,
          favorCount: 0,
          commentCount: 0,
          favored: false,
          collected: false,
        },
      ],
      total: 1,
      pageNum: 1,
      pageSize: 4,
      categories: [],
    }),
    getSelfProduct: ({ pageNum }) => goodsPage(range(Number(pageNum) * 100, 20), Number(pageNum), 20, 40),
    getDiscountActivityGoods: () => ({
      ...goodsPage([15]),
      activity: {
        activityId: 4,
        title: '秋季焕新节',
        bannerUrl: '/media/activity/4.svg',
        endTime: now + 86_400_000,
      },
    }),
    getGreateGoodList: () => ({
      ...goodsPage([16]),
      zones: [1, 2, 3].map((zoneId) => ({
        zoneId,
        title: `专区${zoneId}`,
        subTitle: `专区说明${zoneId}`,
        picUrl: `/media/zone/greate-${zoneId}.svg`,
      })),
    }),
  });
}

describe('HomePage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('shows every floor with the live data and the document title', async () => {
    net = homeData();
    renderPage(HomePage, '/home');
    expect(await screen.findByText('食品生鲜')).toBeInTheDocument();
    expect(screen.queryByText('内部分类')).not.toBeInTheDocument();
    expect(await screen.findByText('已有88人参团')).toBeInTheDocument();
    expect(await screen.findByText('800积分')).toBeInTheDocument();
    expect(await screen.findByText('咖啡豆怎么挑')).toBeInTheDocument();
    expect(await screen.findByText('已抢35%')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/10:00 场 距结束/);
    expect(await screen.findByRole('region', { name: '每周优选' })).toBeInTheDocument();
    expect(await screen.findByText(goodsCard(13).name)).toBeInTheDocument();
    expect(await screen.findByText(goodsCard(100).name)).toBeInTheDocument();
    expect(document.title).toBe('首页 - 多么商城');
  });

  it('counts a banner click and then goes to its link', async () => {
    net = homeData();
    renderPage(HomePage, '/home');
    const carousel = await screen.findByRole('region', { name: '首页轮播广告' });
    fireEvent.click(await within(carousel).findByRole('img', { name: '广告2' }));
    await waitFor(() => expect(currentLocation()).toContain('/Goods?id=2'));
    expect(net.callsOf('addAdClickCount')).toEqual([{ adId: '2' }]);
  });

  it('leads to the running activity (/activitySpecial?id=) and to 定制专区 zones (/CustomZone?zone=)', async () => {
    net = homeData();
    renderPage(HomePage, '/home');
    const floor = await screen.findByRole('region', { name: '专题活动' });
    expect(await within(floor).findByRole('link', { name: /秋季焕新节/ })).toHaveAttribute(
      'href',
      '/activitySpecial?id=4',
    );
    expect(within(floor).getByRole('link', { name: /专区1/ })).toHaveAttribute('href', '/CustomZone?zone=1');
    expect(within(floor).getByRole('link', { name: /专区2/ })).toHaveAttribute('href', '/CustomZone?zone=2');
    expect(within(floor).queryByText('专区3')).not.toBeInTheDocument();
    expect(within(floor).getByRole('link', { name: /全部专区/ })).toHaveAttribute('href', '/CustomZone');
    fireEvent.click(within(floor).getByRole('link', { name: /专区2/ }));
    await waitFor(() => expect(currentLocation()).toContain('/CustomZone?zone=2'));
  });

  it('replaces only the failing floor with an error and reloads it on 重新加载', async () => {
    net = homeData();
    let fail = true;
    net.handlers.getHotGoods = () => (fail ? refuse('服务繁忙') : goodsPage([14]));
    renderPage(HomePage, '/home');
    const floor = await screen.findByRole('region', { name: '热销爆品' });
    expect(await within(floor).findByText('服务繁忙')).toBeInTheDocument();
    expect(await screen.findByText(goodsCard(13).name)).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(floor).getByRole('button', { name: '重新加载' }));
    expect(await within(floor).findByText(goodsCard(14).name)).toBeInTheDocument();
  });

  it('shows empty states when a floor has no goods', async () => {
    net = homeData();
    net.handlers.getWeeklyPreferredGoods = () => goodsPage([]);
    renderPage(HomePage, '/home');
    const floor = await screen.findByRole('region', { name: '每周优选' });
    expect(await within(floor).findByText('暂无商品')).toBeInTheDocument();
  });

  it('loads the next feed page when scrolled near the bottom, and says when there is no more', async () => {
    net = homeData();
    renderPage(HomePage, '/home');
    await screen.findByText(goodsCard(100).name);
    // jsdom has no layout: scrollHeight 0 means "at the bottom", so the check itself loads page 2.
    expect(await screen.findByText(goodsCard(200).name)).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    await waitFor(() => expect(net.callsOf('getSelfProduct').map((c) => c.pageNum)).toEqual(['1', '2']));
  });
});

describe('isNearBottom', () => {
  it('is true within 442 px of the bottom and false beyond', () => {
    expect(isNearBottom({ scrollY: 1000, innerHeight: 800, scrollHeight: 2242 })).toBe(true);
    expect(isNearBottom({ scrollY: 1000, innerHeight: 800, scrollHeight: 2243 })).toBe(false);
  });
});
