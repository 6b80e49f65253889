import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard, pageOf } from '../../../test/content-fixtures';
import IntegralGoodsPage from './integral-goods-page';

afterEach(resetHarness);

const integralGoods = (id: number, exchangeIntegral: number) => ({
  ...goodsCard(id, { name: `积分好礼${id}` }),
  exchangeIntegral,
  exchangeCount: 8,
});
const categories = [
  { id: 1, name: '家用电器', type: 1, picUrl: '/c1.svg', pid: 0 },
  { id: 2, name: '个护美妆', type: 1, picUrl: '/c2.svg', pid: 0 },
  { id: 3, name: '隐藏分类', type: 4, picUrl: '/c3.svg', pid: 0 },
];

describe('points mall page', () => {
  it('lists points goods with their price as N积分', async () => {
    renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods',
      stubs: {
        getIntegralGoodsListV2: pageOf([integralGoods(1, 800), integralGoods(2, 2400)]),
        getCategoryLevelOneList: categories,
      },
    });
    expect(await screen.findByText('积分好礼1')).toBeInTheDocument();
    expect(screen.getByText('800积分')).toBeInTheDocument();
    expect(screen.getByText('2400积分')).toBeInTheDocument();
    expect(document.title).toBe('积分商城 - 多么商城');
    expect(screen.getByRole('link', { name: '登录查看我的积分' })).toHaveAttribute(
      'href',
      '/userLogin?redirect=%2FintegralGoods',
    );
  });

  it('sends the chosen points range, category and sort to getIntegralGoodsListV2', async () => {
    const user = userEvent.setup();
    const page = renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods',
      stubs: { getIntegralGoodsListV2: pageOf([integralGoods(1, 800)]), getCategoryLevelOneList: categories },
    });
    await screen.findByText('积分好礼1');
    await user.click(screen.getByRole('button', { name: '500-1000积分' }));
    await user.click(await screen.findByRole('button', { name: '个护美妆' }));
    await user.click(screen.getByRole('button', { name: '积分从低到高' }));
    expect(screen.queryByRole('button', { name: '隐藏分类' })).toBeNull();
    const last = page.callsOf('getIntegralGoodsListV2').at(-1);
    expect(last).toEqual({
      pageNum: '1',
      pageSize: '10',
      orderType: '2',
      minIntegral: '500',
      maxIntegral: '1000',
      categoryId: '2',
    });
    expect(screen.getByRole('button', { name: '积分从低到高' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks a custom range in Chinese before asking for it', async () => {
    const user = userEvent.setup();
    const page = renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods',
      stubs: { getIntegralGoodsListV2: pageOf([integralGoods(1, 800)]), getCategoryLevelOneList: [] },
    });
    await screen.findByText('积分好礼1');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入积分范围');
    await user.type(screen.getByLabelText('最低积分'), '900');
    await user.type(screen.getByLabelText('最高积分'), '100');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最低积分不能高于最高积分');
    await user.clear(screen.getByLabelText('最高积分'));
    await user.type(screen.getByLabelText('最高积分'), 'abc');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('积分只能填写非负整数');
    await user.clear(screen.getByLabelText('最高积分'));
    await user.type(screen.getByLabelText('最高积分'), '1500');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.callsOf('getIntegralGoodsListV2').at(-1)).toMatchObject({
      minIntegral: '900',
      maxIntegral: '1500',
    });
  });

  it('says nothing matches a filter and offers to clear it', async () => {
    const user = userEvent.setup();
    renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods?min=5000',
      stubs: {
        getIntegralGoodsListV2: (input) => pageOf(input.minIntegral ? [] : [integralGoods(1, 800)]),
        getCategoryLevelOneList: [],
      },
    });
    expect(await screen.findByText('没有符合条件的积分商品')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除筛选条件' }));
    expect(await screen.findByText('积分好礼1')).toBeInTheDocument();
  });

  it('shows 暂无积分商品 when the mall is empty', async () => {
    renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods',
      stubs: { getIntegralGoodsListV2: pageOf([]), getCategoryLevelOneList: [] },
    });
    expect(await screen.findByText('暂无积分商品')).toBeInTheDocument();
  });

  it('offers 重新加载 when the goods fail to load', async () => {
    let down = true;
    renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods',
      stubs: {
        getIntegralGoodsListV2: () => (down ? NETWORK_DOWN : pageOf([integralGoods(3, 100)])),
        getCategoryLevelOneList: [],
      },
    });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('100积分')).toBeInTheDocument();
  });

  it('shows a logged-in user their points', async () => {
    renderPage(<IntegralGoodsPage />, {
      url: '/integralGoods',
      loggedIn: true,
      stubs: {
        getIntegralGoodsListV2: pageOf([]),
        getCategoryLevelOneList: [],
        selectSignPageDetail: { signedToday: false, continuousDays: 2, integral: 1680, days: [] },
      },
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('1680')).toBeInTheDocument();
  });
});
