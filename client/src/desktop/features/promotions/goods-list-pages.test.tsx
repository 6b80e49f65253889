import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { NETWORK_DOWN, renderPage, resetHarness } from '../../../test/harness';
import { goodsCard, pageOf } from '../../../test/content-fixtures';
import HotProductsPage from './hot-products-page';
import NewArrivalPage from './new-arrival-page';
import NewExclusivePage from './new-exclusive-page';
import OptimizePage from './optimize-page';

afterEach(resetHarness);

const PAGES: Array<
  [
    url: string,
    Page: ComponentType,
    call: 'getNewUserGoods' | 'getNewReleaseGoods' | 'getHotGoods' | 'getSuperGoodList',
    title: string,
    empty: string,
  ]
> = [
  ['/new_exclusive', NewExclusivePage, 'getNewUserGoods', '新人专享', '暂无新人专享商品'],
  ['/new_arrival', NewArrivalPage, 'getNewReleaseGoods', '新品首发', '暂无新品'],
  ['/hot_products', HotProductsPage, 'getHotGoods', '热销爆品', '暂无热销商品'],
  ['/optimize', OptimizePage, 'getSuperGoodList', '精选好物', '暂无精选好物'],
];

describe.each(PAGES)('%s', (url, Page, call, title, empty) => {
  it(`lists the goods of ${call} under the 「${title}」 banner with paging`, async () => {
    const user = userEvent.setup();
    const page = renderPage(<Page />, {
      url,
      stubs: { [call]: (input: Record<string, unknown>) => pageOf([goodsCard(Number(input.pageNum))], 45) },
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('测试商品1')).toBeInTheDocument();
    expect(document.title).toBe(`${title} - 多么商城`);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByText('测试商品3')).toBeInTheDocument();
    expect(page.callsOf(call).at(-1)).toEqual({ pageNum: '3', pageSize: '10' });
  });

  it(`shows 「${empty}」 when there are none`, async () => {
    renderPage(<Page />, { url, stubs: { [call]: pageOf([]) } });
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('offers 重新加载 when loading fails', async () => {
    renderPage(<Page />, { url, stubs: { [call]: NETWORK_DOWN } });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('section specifics', () => {
  it('marks the first ten hot products with their rank', async () => {
    renderPage(<HotProductsPage />, {
      url: '/hot_products',
      stubs: { getHotGoods: pageOf([goodsCard(5), goodsCard(6)]) },
    });
    const cards = await screen.findAllByTestId('goods-card');
    expect(within(cards[0]!).getByText('TOP1')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('TOP2')).toBeInTheDocument();
  });

  it('links each pick of 精选好物 to its recommendation page', async () => {
    renderPage(<OptimizePage />, {
      url: '/optimize',
      stubs: { getSuperGoodList: pageOf([goodsCard(9)]) },
    });
    expect(await screen.findByRole('link', { name: /测试商品9/ })).toHaveAttribute(
      'href',
      '/optimize_detail?id=9',
    );
  });
});
