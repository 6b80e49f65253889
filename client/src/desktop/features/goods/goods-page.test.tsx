import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartCountAtom } from '../../../core/state/badge-counts';
import { clearSession, saveSession } from '../../../core/state/session';
import { appStore } from '../../../core/state/store';
import { goodsCard, type GoodsDetailFixture } from '../../../test/browse-fixtures';
import {
  type ApiStubs,
  currentLocation,
  mockApi,
  NETWORK_DOWN,
  refuse,
  renderPage,
} from '../../../test/harness';
import GoodsPage from './goods-page';

const sku = (skuId: number, color: string, size: string, stock: number, price: number) => ({
  skuId,
  goodsId: 8,
  specs: { 颜色: color, 尺码: size },
  specText: `${color} ${size}`,
  price,
  originalPrice: 9900,
  stock,
  picUrl: `/media/goods/8-${skuId}.svg`,
  flashPrice: null as number | null,
});

const detail = (extra: Partial<GoodsDetailFixture> = {}): GoodsDetailFixture => ({
  ...goodsCard(8, { name: '纯棉T恤', price: 4900, originalPrice: 9900 }),
  pictures: ['/media/goods/8-0.svg', '/media/goods/8-1.svg'],
  detailImages: ['/media/goods/8-d1.svg'],
  description: ['【面料】新疆长绒棉'],
  specGroups: [
    { name: '颜色', values: ['白色', '黑色'] },
    { name: '尺码', values: ['M', 'L'] },
  ],
  skus: [
    sku(81, '白色', 'M', 3, 4900),
    sku(82, '白色', 'L', 12, 5900),
    sku(83, '黑色', 'M', 0, 4900),
    sku(84, '黑色', 'L', 0, 4900),
  ],
  services: ['7天无理由退货', '48小时发货'],
  categoryId: 3,
  categoryName: '男装',
  shopType: 'self',
  buyUrl: null,
  evaluateCount: 2,
  goodRate: 98,
  collected: false,
  flashSale: null,
  ...extra,
});

const goodsHandlers = (extra: Partial<GoodsDetailFixture> = {}): ApiStubs => ({
  getGoods: () => detail(extra),
  getEvaluate: ({ level }) => ({
    list:
      level === 'bad'
        ? []
        : [
            {
              evaluateId: 1,
              user: { uid: 2, nickname: '买家小李', avatarUrl: '/media/avatar/2.svg' },
              score: 5,
              content: '很舒服，会回购',
              pictures: [],
              specText: '白色 M',
              createTime: 1_700_000_000_000,
            },
          ],
    total: level === 'bad' ? 0 : 1,
    pageNum: 1,
    pageSize: 10,
    goodRate: 98,
    counts: { all: 1, good: 1, medium: 0, bad: 0, picture: 0 },
  }),
  getProductDetailDocumentList: () => [],
  getProductDetailRecommend: () => [goodsCard(20)],
  addCart: () => ({ cartId: 1, cartNumber: 6 }),
  addGoodsCollect: ({ collect }) => ({ collected: collect === '1' }),
  getGoodsAd: () => [
    {
      adId: 3,
      title: '开学季满199减30',
      picUrl: '/media/ad/3.svg',
      linkUrl: '/special?id=3',
      position: 'goods',
    },
  ],
});
const goodsNetwork = (extra: Partial<GoodsDetailFixture> = {}) => mockApi(goodsHandlers(extra));

const login = () =>
  saveSession({
    userId: 7,
    token: 'token-7',
    userInfo: { uid: 7, nickname: '小明', mobile: '13800138000', avatarUrl: '' },
  });

describe('GoodsPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => {
    net.restore();
    clearSession();
  });

  it('shows the product with price, stock of the first SKU in stock, sold-out values disabled and service promises', async () => {
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    expect(await screen.findByRole('heading', { level: 1, name: '纯棉T恤' })).toBeInTheDocument();
    expect(document.title).toBe('纯棉T恤 - 多么商城');
    expect(screen.getByText('库存3件')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '黑色' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'L' })).toBeEnabled();
    expect(screen.getByText('✓ 7天无理由退货')).toBeInTheDocument();
    expect(await screen.findByText(goodsCard(20).name)).toBeInTheDocument();
    expect(screen.getByText('暂无相关文章')).toBeInTheDocument();
  });

  it('leads from its category path to the product list of that category', async () => {
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    const path = await screen.findByRole('navigation', { name: '当前位置' });
    expect(within(path).getByRole('link', { name: '全部商品' })).toHaveAttribute(
      'href',
      '/Classify/products',
    );
    const category = within(path).getByRole('link', { name: '男装' });
    expect(category).toHaveAttribute('href', `/Classify/products?cid=3&name=${encodeURIComponent('男装')}`);
    fireEvent.click(category);
    await waitFor(() => expect(currentLocation()).toContain('/Classify/products?cid=3'));
  });

  it('follows the chosen SKU for price and stock, and keeps the quantity within stock', async () => {
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('radio', { name: 'L' }));
    expect(screen.getByText('库存12件')).toBeInTheDocument();
    expect(screen.getByText('59.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    const plus = screen.getByRole('button', { name: '增加数量' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByRole('textbox', { name: '数量' })).toHaveValue('3');
    expect(plus).toBeDisabled();
  });

  it('sends a visitor to log in before adding to the cart', async () => {
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(currentLocation()).toContain('/userLogin?redirect=%2FGoods%3Fid%3D8'));
    expect(net.callsOf('addCart')).toHaveLength(0);
  });

  it('adds the chosen SKU to the cart for a logged-in user and updates the cart badge', async () => {
    login();
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() =>
      expect(net.callsOf('addCart')).toEqual([{ goodsId: '8', skuId: '81', quantity: '1' }]),
    );
    await waitFor(() => expect(appStore.get(cartCountAtom)).toBe(6));
  });

  it('adds once on a double click, even when its second click comes after the first add is over', async () => {
    login();
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    const add = await screen.findByRole('button', { name: '加入购物车' });
    fireEvent.click(add, { detail: 1 });
    await waitFor(() => expect(appStore.get(cartCountAtom)).toBe(6));
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add, { detail: 2 });
    fireEvent.dblClick(add);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(net.callsOf('addCart')).toHaveLength(1);
    // A new click (detail 1) is a new add.
    fireEvent.click(add, { detail: 1 });
    await waitFor(() => expect(net.callsOf('addCart')).toHaveLength(2));
  });

  it('asks for a missing spec instead of buying', async () => {
    login();
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择 尺码');
  });

  it('goes to the order page with the SKU and quantity on 立即购买', async () => {
    login();
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('button', { name: '增加数量' }));
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    await waitFor(() =>
      expect(currentLocation()).toContain('/CreateOrder?source=buyNow&goodsId=8&skuId=81&quantity=2'),
    );
  });

  it('collects the product for a logged-in user', async () => {
    login();
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('button', { name: '☆ 收藏' }));
    expect(await screen.findByRole('button', { name: '★ 已收藏' })).toBeInTheDocument();
    expect(net.callsOf('addGoodsCollect')).toEqual([{ targetId: '8', targetType: 'goods', collect: '1' }]);
  });

  it('offers third-party goods on their platform in a new tab', async () => {
    net = goodsNetwork({ shopType: 'taobao', buyUrl: 'https://item.taobao.com/item.htm?id=9' });
    renderPage(GoodsPage, '/Goods?id=8');
    const link = await screen.findByRole('link', { name: '去淘宝购买' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: '加入购物车' })).not.toBeInTheDocument();
  });

  it('lists evaluations by level with an empty state', async () => {
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    fireEvent.click(await screen.findByRole('tab', { name: '商品评价(2)' }));
    expect(await screen.findByText('很舒服，会回购')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '评分 5 分（满分 5 分）' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '差评(0)' }));
    expect(await screen.findByText('暂无评价')).toBeInTheDocument();
  });

  it('says the product is gone when the shop refuses it', async () => {
    net = mockApi({ getGoods: () => refuse('商品不存在或已下架') });
    renderPage(GoodsPage, '/Goods?id=999');
    expect(await screen.findByText('商品不存在或已下架')).toBeInTheDocument();
  });

  it('offers 重新加载 after a network failure', async () => {
    net = mockApi({ getGoods: NETWORK_DOWN });
    renderPage(GoodsPage, '/Goods?id=8');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('GoodsPage flash sale', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  const flashSale = (status: 'ongoing' | 'upcoming', startTime: number, endTime: number) => ({
    sessionId: 24_601,
    status,
    startTime,
    endTime,
    flashPrice: 2990,
    limitPerUser: 2,
    remaining: 37,
    serverTime: Date.now(),
  });

  it('during the session shows the flash price, the original struck through and a countdown to the end', async () => {
    const now = Date.now();
    net = goodsNetwork({
      flashSale: flashSale('ongoing', now - 600_000, now + 3_723_000),
      skus: [
        { ...sku(81, '白色', 'M', 3, 4900), flashPrice: 2990 },
        { ...sku(82, '白色', 'L', 12, 5900), flashPrice: 3590 },
      ],
    });
    renderPage(GoodsPage, '/Goods?id=8');
    const price = await screen.findByTestId('goods-price');
    expect(price).toHaveTextContent('抢购价¥29.90');
    expect(within(price).getByLabelText('原价¥49.00').tagName).toBe('DEL');
    const bar = screen.getByTestId('goods-flash-ongoing');
    expect(within(bar).getByRole('timer')).toHaveAccessibleName(/^距结束1时2分\d+秒$/);
    expect(bar).toHaveTextContent('每人限购2件 · 本场剩余37件');
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(price).toHaveTextContent('抢购价¥35.90');
    expect(within(price).getByLabelText('原价¥59.00')).toBeInTheDocument();
  });

  it("counts down by the shop's clock when this browser's clock is off", async () => {
    // The browser runs an hour ahead: the session still has 1h2m left by the shop's clock.
    const shopNow = Date.now() - 3_600_000;
    net = goodsNetwork({
      flashSale: { ...flashSale('ongoing', shopNow - 600_000, shopNow + 3_723_000), serverTime: shopNow },
    });
    renderPage(GoodsPage, '/Goods?id=8');
    const bar = await screen.findByTestId('goods-flash-ongoing');
    expect(within(bar).getByRole('timer')).toHaveAccessibleName(/^距结束1时2分\d+秒$/);
  });

  it('outside the session shows the normal price and when the next session starts', async () => {
    const start = Date.UTC(2026, 10, 24, 12, 0, 0); // 20:00 China time
    net = goodsNetwork({ flashSale: flashSale('upcoming', start, start + 7_200_000) });
    renderPage(GoodsPage, '/Goods?id=8');
    const price = await screen.findByTestId('goods-price');
    expect(price).toHaveTextContent('价格¥49.00');
    expect(price).not.toHaveTextContent('抢购价');
    expect(screen.getByTestId('goods-flash-next')).toHaveTextContent(
      '限时抢购下一场 11月24日 20:00 开抢 · 抢购价 ¥29.90',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('GoodsPage ads strip', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('shows each goods ad with its picture and title, linking to the ad', async () => {
    net = goodsNetwork();
    renderPage(GoodsPage, '/Goods?id=8');
    const strip = await screen.findByRole('list', { name: '商品推广' });
    const link = within(strip).getByRole('link', { name: '开学季满199减30' });
    expect(link).toHaveAttribute('href', '/special?id=3');
    expect(link.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/media/ad/3.svg'));
  });

  it('shows nothing without ads and a retry when ads fail to load', async () => {
    net = mockApi({ ...goodsHandlers(), getGoodsAd: () => [] });
    const view = renderPage(GoodsPage, '/Goods?id=8');
    await screen.findByRole('heading', { name: '纯棉T恤' });
    await waitFor(() => expect(net.callsOf('getGoodsAd')).toHaveLength(1));
    expect(screen.queryByRole('list', { name: '商品推广' })).not.toBeInTheDocument();
    view.unmount();
    net.restore();
    net = mockApi({ ...goodsHandlers(), getGoodsAd: () => refuse('推广加载失败') });
    renderPage(GoodsPage, '/Goods?id=8');
    expect(await screen.findByText('推广加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载推广' })).toBeInTheDocument();
  });
});
