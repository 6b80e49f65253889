import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, saveSession } from '../../../core/state/session';
import { goodsCard, goodsPage } from '../../../test/browse-fixtures';
import {
  type ApiStubs,
  currentLocation,
  mockApi,
  NETWORK_DOWN,
  refuse,
  renderPage,
} from '../../../test/harness';
import BrandPage from './brand-page';
import LimitedTimePage from './limited-time-page';
import TaobaoGoodsPage from './taobao-goods-page';

const now = Date.now();
const sessions = [
  {
    sessionId: 1,
    title: '08:00',
    startTime: now - 7_200_000,
    endTime: now - 3_600_000,
    status: 'ended' as const,
  },
  {
    sessionId: 2,
    title: '10:00',
    startTime: now - 3_600_000,
    endTime: now + 3_600_000,
    status: 'ongoing' as const,
  },
  {
    sessionId: 3,
    title: '12:00',
    startTime: now + 3_600_000,
    endTime: now + 7_200_000,
    status: 'upcoming' as const,
  },
];
const flash = (goodsId: number, sessionId: number, reminded = false) => ({
  ...goodsCard(goodsId),
  sessionId,
  flashPrice: 990,
  flashStock: 5,
  progress: 40,
  reminded,
});

const limitedHandlers = (): ApiStubs => ({
  getTimeAxisV2: () => ({ sessions, serverTime: now }),
  getNewFlashSaleGoods: ({ sessionId }) => ({
    list: [flash(Number(sessionId) * 10, Number(sessionId))],
    total: 1,
    pageNum: 1,
    pageSize: 20,
    session: sessions.find((s) => s.sessionId === Number(sessionId))!,
  }),
  addMyRemind: () => ({ reminded: true as const }),
  deleteMyRemind: () => ({ reminded: false as const }),
  getFlashSaleGoods: ({ sessionId, pageSize }) => ({
    list: [1, 2, 3, 4, 5, 6]
      .slice(0, Number(pageSize))
      .map((i) => flash(Number(sessionId) * 100 + i, Number(sessionId))),
    total: 6,
    pageNum: 1,
    pageSize: Number(pageSize),
  }),
});
const limitedNetwork = () => mockApi(limitedHandlers());

describe('LimitedTimePage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => {
    net.restore();
    clearSession();
  });

  it('opens on the running session with a countdown to its end and 立即抢购', async () => {
    net = limitedNetwork();
    renderPage(LimitedTimePage, '/limitedTime');
    expect(await screen.findByRole('tab', { name: '10:00 抢购中' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^距结束/);
    expect(await screen.findByRole('link', { name: `立即抢购 ${goodsCard(20).name}` })).toHaveAttribute(
      'href',
      '/Goods?id=20',
    );
    expect(document.title).toBe('限时优惠 - 多么商城');
  });

  it('lets a logged-in user set and cancel a reminder on an upcoming session', async () => {
    saveSession({
      userId: 7,
      token: 't',
      userInfo: { uid: 7, nickname: '小明', mobile: '13800138000', avatarUrl: '' },
    });
    net = limitedNetwork();
    renderPage(LimitedTimePage, '/limitedTime');
    fireEvent.click(await screen.findByRole('tab', { name: '12:00 即将开抢' }));
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^距开始/);
    fireEvent.click(await screen.findByRole('button', { name: `提醒我 ${goodsCard(30).name}` }));
    fireEvent.click(await screen.findByRole('button', { name: `取消提醒 ${goodsCard(30).name}` }));
    await screen.findByRole('button', { name: `提醒我 ${goodsCard(30).name}` });
    expect(net.callsOf('addMyRemind')).toEqual([{ goodsId: '30', sessionId: '3' }]);
    expect(net.callsOf('deleteMyRemind')).toEqual([{ goodsId: '30', sessionId: '3' }]);
  });

  it('sends a visitor to log in instead of setting a reminder', async () => {
    net = limitedNetwork();
    renderPage(LimitedTimePage, '/limitedTime');
    fireEvent.click(await screen.findByRole('tab', { name: '12:00 即将开抢' }));
    fireEvent.click(await screen.findByRole('button', { name: `提醒我 ${goodsCard(30).name}` }));
    await waitFor(() => expect(currentLocation()).toContain('/userLogin?redirect=%2FlimitedTime'));
    expect(net.callsOf('addMyRemind')).toHaveLength(0);
  });

  it('previews five goods of the next upcoming session in 下一场预告', async () => {
    net = limitedNetwork();
    renderPage(LimitedTimePage, '/limitedTime');
    const preview = await screen.findByRole('region', { name: '下一场预告 12:00' });
    const links = await within(preview).findAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/Goods?id=301');
    expect(net.callsOf('getFlashSaleGoods')).toEqual([{ sessionId: '3', pageSize: '5' }]);
  });

  it('hides 下一场预告 when no session is upcoming, and offers a retry when it fails', async () => {
    net = mockApi({
      getTimeAxisV2: () => ({ sessions: sessions.slice(0, 2), serverTime: now }),
      getNewFlashSaleGoods: () => ({
        list: [flash(20, 2)],
        total: 1,
        pageNum: 1,
        pageSize: 20,
        session: sessions[1]!,
      }),
    });
    const view = renderPage(LimitedTimePage, '/limitedTime');
    await screen.findByRole('link', { name: `立即抢购 ${goodsCard(20).name}` });
    expect(screen.queryByText(/下一场预告/)).not.toBeInTheDocument();
    expect(net.callsOf('getFlashSaleGoods')).toHaveLength(0);
    view.unmount();
    net.restore();
    net = mockApi({ ...limitedHandlers(), getFlashSaleGoods: () => refuse('预告暂不可用') });
    renderPage(LimitedTimePage, '/limitedTime');
    expect(await screen.findByText('预告暂不可用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载预告' })).toBeInTheDocument();
  });

  it('shows an empty day and a failed time axis with retry', async () => {
    net = mockApi({ getTimeAxisV2: () => ({ sessions: [], serverTime: now }) });
    const view = renderPage(LimitedTimePage, '/limitedTime');
    expect(await screen.findByText('今日暂无抢购场次')).toBeInTheDocument();
    view.unmount();
    net.restore();
    net = mockApi({ getTimeAxisV2: () => refuse('活动太火爆了') });
    renderPage(LimitedTimePage, '/limitedTime');
    expect(await screen.findByText('活动太火爆了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('TaobaoGoodsPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('asks for third-party goods only and opens the platform in a new tab without the opener', async () => {
    const taobao = { shopType: 'taobao' as const, tags: ['淘宝好货'] };
    net = mockApi({
      getCategoryProduct: () => ({
        ...goodsPage([]),
        list: [
          goodsCard(1, { ...taobao, buyUrl: 'https://item.taobao.com/item.htm?id=1' }),
          goodsCard(2, { ...taobao, buyUrl: null }),
        ],
        total: 2,
      }),
    });
    renderPage(TaobaoGoodsPage, '/limitedTime/TaobaoGoods');
    const link = await screen.findByRole('link', { name: `去淘宝购买 ${goodsCard(1).name}` });
    expect(link).toHaveAttribute('href', 'https://item.taobao.com/item.htm?id=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('暂不可购买')).toBeInTheDocument();
    expect(net.callsOf('getCategoryProduct')[0]).toMatchObject({ shopType: 'taobao' });
  });

  it('shows empty and error states', async () => {
    net = mockApi({ getCategoryProduct: () => goodsPage([]) });
    const view = renderPage(TaobaoGoodsPage, '/limitedTime/TaobaoGoods');
    expect(await screen.findByText('暂无淘宝好货')).toBeInTheDocument();
    view.unmount();
    net.restore();
    net = mockApi({ getCategoryProduct: NETWORK_DOWN });
    renderPage(TaobaoGoodsPage, '/limitedTime/TaobaoGoods');
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('BrandPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('shows each brand topic with its goods, and empty/error states', async () => {
    net = mockApi({
      getWebFlashSaleTopicAndTopicProduct: () => [
        {
          topicId: 1,
          title: '国货美妆专场',
          bannerUrl: '/media/topic/1.svg',
          startTime: now - 1000,
          endTime: now + 86_400_000,
          goods: [flash(5, 1)],
        },
      ],
    });
    const view = renderPage(BrandPage, '/limitedTime/brand');
    const topic = await screen.findByRole('region', { name: '国货美妆专场' });
    expect(within(topic).getByText(goodsCard(5).name)).toBeInTheDocument();
    expect(within(topic).getByRole('timer')).toHaveAccessibleName(/^距结束/);
    expect(within(topic).getByRole('link', { name: '国货美妆专场，查看全部' })).toHaveAttribute(
      'href',
      '/limitedTime/brand?topicId=1',
    );
    view.unmount();
    net.restore();
    net = mockApi({ getWebFlashSaleTopicAndTopicProduct: () => [] });
    const empty = renderPage(BrandPage, '/limitedTime/brand');
    expect(await screen.findByText('暂无品牌特卖')).toBeInTheDocument();
    empty.unmount();
    net.restore();
    net = mockApi({ getWebFlashSaleTopicAndTopicProduct: () => refuse('专题已下线') });
    renderPage(BrandPage, '/limitedTime/brand');
    await waitFor(() => expect(screen.getByText('专题已下线')).toBeInTheDocument());
  });
});

describe('BrandPage one topic (?topicId=)', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());
  const topic = {
    topicId: 4,
    title: '母婴好物专场',
    bannerUrl: '/media/topic/4.svg',
    startTime: now + 3_600_000,
    endTime: now + 86_400_000,
  };

  it('shows that topic with its countdown and pages through its goods', async () => {
    net = mockApi({
      getFlashSaleTopic: ({ topicId }) => (Number(topicId) === 4 ? topic : refuse('专题不存在')),
      getFlashSaleTopicGoods: ({ pageNum }) => ({
        list: [flash(Number(pageNum) * 10, 1)],
        total: 25,
        pageNum: Number(pageNum),
        pageSize: 20,
      }),
    });
    renderPage(BrandPage, '/limitedTime/brand?topicId=4');
    const region = await screen.findByRole('region', { name: '母婴好物专场' });
    expect(within(region).getByRole('timer')).toHaveAccessibleName(/^距开始/);
    expect(within(region).getByRole('img', { name: '母婴好物专场' })).toBeInTheDocument();
    expect(await within(region).findByText(goodsCard(10).name)).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: /下一页/ }));
    expect(await within(region).findByText(goodsCard(20).name)).toBeInTheDocument();
    expect(net.callsOf('getFlashSaleTopicGoods').map((c) => c.pageNum)).toEqual(['1', '2']);
    expect(net.callsOf('getWebFlashSaleTopicAndTopicProduct')).toHaveLength(0);
  });

  it('shows a missing topic as an error with retry, and an empty topic', async () => {
    net = mockApi({
      getFlashSaleTopic: () => refuse('专题不存在'),
      getFlashSaleTopicGoods: () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    });
    const view = renderPage(BrandPage, '/limitedTime/brand?topicId=9');
    expect(await screen.findByText('专题不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    view.unmount();
    net.restore();
    net = mockApi({
      getFlashSaleTopic: () => topic,
      getFlashSaleTopicGoods: () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    });
    renderPage(BrandPage, '/limitedTime/brand?topicId=4');
    expect(await screen.findByText('专题商品即将上架')).toBeInTheDocument();
  });
});
