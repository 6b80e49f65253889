import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goodsCard, goodsPage, range } from '../../../test/browse-fixtures';
import { currentLocation, mockApi, NETWORK_DOWN, refuse, renderPage } from '../../../test/harness';
import CategoryPage from './category-page';
import GoodsCategoryPage from './goods-category-page';
import { yuanToFen } from '../../../core/goods/price-range';
import ProductsPage from './products-page';

const leaf = (id: number, name: string, pid: number, type = 1) => ({
  id,
  name,
  type,
  picUrl: `/media/category/${id}.svg`,
  pid,
});
const orderTypes = () => [
  { orderType: 0, name: '综合' },
  { orderType: 1, name: '销量' },
  { orderType: 2, name: '价格从低到高' },
];

describe('CategoryPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('lists first-level categories with their children as picture and name, hiding type 4', async () => {
    net = mockApi({
      getCategory: () => [
        { ...leaf(1, '食品生鲜', 0), childGoodsNavList: [leaf(11, '水果', 1), leaf(12, '隐藏分类', 1, 4)] },
      ],
    });
    renderPage(CategoryPage, '/Classify');
    const child = await screen.findByRole('link', { name: '水果' });
    expect(child).toHaveAttribute(
      'href',
      `/Classify/goodsClassify?id=1&name=${encodeURIComponent('水果')}&cid=11`,
    );
    expect(screen.getByRole('heading', { level: 2, name: '食品生鲜' })).toBeInTheDocument();
    expect(screen.queryByText('隐藏分类')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部商品 ›' })).toHaveAttribute(
      'href',
      '/Classify/products',
    );
    expect(document.title).toBe('商品分类 - 多么商城');
  });

  it('shows an empty state and an error state with retry', async () => {
    net = mockApi({ getCategory: () => [] });
    const first = renderPage(CategoryPage, '/Classify');
    expect(await screen.findByText('暂无分类')).toBeInTheDocument();
    first.unmount();
    net.restore();
    net = mockApi({ getCategory: () => refuse('分类服务繁忙') });
    renderPage(CategoryPage, '/Classify');
    expect(await screen.findByText('分类服务繁忙')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('GoodsCategoryPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  const network = () =>
    mockApi({
      getCategoryByParent: () => [leaf(11, '水果', 1), leaf(13, '蔬菜', 1)],
      getCategoryOrderType: orderTypes,
      getCategoryGoodsNew: ({ pageNum, cid }) => ({
        ...goodsPage(range(Number(pageNum) * 10, 3), Number(pageNum), 20, 45),
        category: leaf(Number(cid), '水果', 1),
      }),
    });

  it('shows the category goods, sorts them and pages through them', async () => {
    net = network();
    renderPage(GoodsCategoryPage, `/Classify/goodsClassify?id=1&name=${encodeURIComponent('水果')}&cid=11`);
    expect(await screen.findByText(goodsCard(10).name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '水果' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '水果' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(await screen.findByRole('button', { name: '销量' }));
    await waitFor(() =>
      expect(net.callsOf('getCategoryGoodsNew').at(-1)).toMatchObject({
        cid: '11',
        orderType: '1',
        pageNum: '1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText(goodsCard(20).name)).toBeInTheDocument();
    expect(net.callsOf('getCategoryGoodsNew').at(-1)).toMatchObject({
      orderType: '1',
      pageNum: '2',
      pageSize: '10',
    });
  });

  it('shows the sibling chips whichever way a link put id and cid, taking the parent from the category', async () => {
    net = network();
    net.handlers.getCategoryGoodsNew = ({ cid }) => ({
      ...goodsPage([1]),
      category: Number(cid) === 1 ? { ...leaf(1, '食品生鲜', 0) } : leaf(Number(cid), '水果', 1),
    });
    // An older mega-menu link: the child as `id`, the first level as `cid`.
    const swapped = renderPage(GoodsCategoryPage, '/Classify/goodsClassify?id=11&name=x&cid=1');
    const chips = await screen.findByRole('navigation', { name: '子分类' });
    expect(within(chips).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: '蔬菜' })).toHaveAttribute(
      'href',
      `/Classify/goodsClassify?id=1&name=${encodeURIComponent('蔬菜')}&cid=13`,
    );
    expect(net.callsOf('getCategoryByParent').at(-1)).toEqual({ pid: '1' });
    swapped.unmount();
    // A link from a goods page knows only the goods' category: `cid` alone.
    renderPage(GoodsCategoryPage, '/Classify/goodsClassify?cid=11');
    const again = await screen.findByRole('navigation', { name: '子分类' });
    expect(within(again).getByRole('link', { name: '水果' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: '水果' })).toBeInTheDocument();
  });

  it('leads to the product list of the same category for price filtering', async () => {
    net = network();
    renderPage(GoodsCategoryPage, `/Classify/goodsClassify?id=1&name=${encodeURIComponent('水果')}&cid=11`);
    fireEvent.click(await screen.findByRole('link', { name: '按价格筛选本分类商品 ›' }));
    await waitFor(() =>
      expect(currentLocation()).toContain(`/Classify/products?cid=11&name=${encodeURIComponent('水果')}`),
    );
  });

  it('says when the category has no goods', async () => {
    net = network();
    net.handlers.getCategoryGoodsNew = () => ({ ...goodsPage([]), category: leaf(11, '水果', 1) });
    renderPage(GoodsCategoryPage, '/Classify/goodsClassify?id=1&name=x&cid=11');
    expect(await screen.findByText('该分类暂无商品')).toBeInTheDocument();
  });

  it('offers 重新加载 when the goods fail to load', async () => {
    net = network();
    net.handlers.getCategoryGoodsNew = () => refuse('分类不存在');
    renderPage(GoodsCategoryPage, '/Classify/goodsClassify?id=1&name=x&cid=11');
    expect(await screen.findByText('分类不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('ProductsPage', () => {
  let net: ReturnType<typeof mockApi>;
  afterEach(() => net.restore());

  it('filters by a price range in yuan, sent as fen, and rejects a reversed range', async () => {
    net = mockApi({ getCategoryOrderType: orderTypes, getCategoryProduct: () => goodsPage([1, 2]) });
    renderPage(ProductsPage, '/Classify/products');
    expect(await screen.findByText(goodsCard(1).name)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '最低价（元）' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: '最高价（元）' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('最低价不能高于最高价');
    fireEvent.change(screen.getByRole('textbox', { name: '最高价（元）' }), { target: { value: '99.5' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(net.callsOf('getCategoryProduct').at(-1)).toMatchObject({ minPrice: '5000', maxPrice: '9950' }),
    );
  });

  it("shows a category's path, each step leading to the product list of that category", async () => {
    net = mockApi({
      getCategoryOrderType: orderTypes,
      getCategoryProduct: () => goodsPage([1]),
      getCategory: () => [{ ...leaf(1, '食品生鲜', 0), childGoodsNavList: [leaf(11, '水果', 1)] }],
    });
    renderPage(ProductsPage, '/Classify/products?cid=11');
    const path = await screen.findByRole('navigation', { name: '当前位置' });
    expect(await within(path).findByRole('link', { name: '食品生鲜' })).toHaveAttribute(
      'href',
      `/Classify/products?cid=1&name=${encodeURIComponent('食品生鲜')}`,
    );
    expect(within(path).getByRole('link', { name: '全部商品' })).toHaveAttribute(
      'href',
      '/Classify/products',
    );
    expect(within(path).getByText('水果')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: '水果' })).toBeInTheDocument();
    await waitFor(() => expect(net.callsOf('getCategoryProduct').at(-1)).toMatchObject({ cid: '11' }));
    expect(document.title).toBe('水果 - 商品列表 - 多么商城');
  });

  it('shows an empty state when nothing matches', async () => {
    net = mockApi({ getCategoryOrderType: orderTypes, getCategoryProduct: () => goodsPage([]) });
    renderPage(ProductsPage, '/Classify/products?min=1&max=2');
    expect(await screen.findByText('没有符合条件的商品')).toBeInTheDocument();
  });

  it('offers 重新加载 after a network failure', async () => {
    net = mockApi({ getCategoryOrderType: orderTypes, getCategoryProduct: NETWORK_DOWN });
    renderPage(ProductsPage, '/Classify/products');
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('converts yuan text to fen', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('abc')).toBeUndefined();
    expect(yuanToFen('1.234')).toBeUndefined();
  });
});
