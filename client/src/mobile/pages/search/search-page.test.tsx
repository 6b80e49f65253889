// /m/search: suggestions once typing pauses (REMOTE_SEARCH_DEBOUNCE_MS), and a price range on the
// results that is checked before it is applied, kept in the URL and applied to the goods shown.
import { fireEvent, screen, within } from '@testing-library/react';
import { goodsCard, goodsPage } from '../../../test/browse-fixtures';
import { currentLocation, renderPage, resetHarness } from '../../../test/harness';
import SearchPage from './search-page';

afterEach(resetHarness);

const content = { goods: [goodsCard(1, { name: '小米手机 14' })], articles: [], posts: [], users: [] };

describe('mobile 搜索 page', () => {
  it('asks for suggestions only once typing pauses, and searches the one tapped', async () => {
    const view = renderPage(SearchPage, { url: '/search', stubs: { searchContent: content } });
    const box = screen.getByRole('searchbox', { name: '搜索商品' });
    fireEvent.change(box, { target: { value: '手' } });
    fireEvent.change(box, { target: { value: '手机' } });
    expect(view.callsOf('searchContent')).toHaveLength(0);
    const list = await screen.findByRole('list', { name: '搜索建议' });
    // Only the text typing paused on was asked for, not each keystroke.
    expect(view.callsOf('searchContent')).toEqual([expect.objectContaining({ keyword: '手机' })]);
    fireEvent.click(within(list).getByRole('button', { name: '小米手机 14' }));
    expect(new URLSearchParams(currentLocation().split('?')[1]).get('keyword')).toBe('小米手机 14');
  });

  it('checks a price range in Chinese, then keeps it in the URL and shows only goods inside it', async () => {
    // goodsCard(n) costs 19.90 + n yuan: 1 → 20.90, 5 → 24.90, 9 → 28.90.
    renderPage(SearchPage, {
      url: '/search?keyword=%E6%89%8B%E6%9C%BA&sort=2',
      stubs: {
        searchGoodslist: goodsPage([1, 5, 9]),
        searchDucumentAndTopiclist: { list: [], total: 0, pageNum: 1, pageSize: 2, topics: [] },
      },
    });
    const form = screen.getByRole('form', { name: '价格区间' });
    fireEvent.change(within(form).getByRole('textbox', { name: '最低价（元）' }), {
      target: { value: '30' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: '最高价（元）' }), {
      target: { value: '20' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '确定' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('最低价不能高于最高价');
    expect(currentLocation()).not.toMatch(/min=/);

    fireEvent.change(within(form).getByRole('textbox', { name: '最低价（元）' }), {
      target: { value: '21' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: '最高价（元）' }), {
      target: { value: '25' },
    });
    fireEvent.click(
      within(screen.getByRole('form', { name: '价格区间' })).getByRole('button', { name: '确定' }),
    );
    expect(currentLocation()).toBe(`/search?keyword=${encodeURIComponent('手机')}&sort=2&min=21&max=25`);
    const results = await screen.findByRole('region', { name: '“手机”的搜索结果' });
    expect(await within(results).findByText(/ 5号$/)).toBeInTheDocument();
    expect(within(results).queryByText(/ 1号$/)).not.toBeInTheDocument();
    expect(within(results).queryByText(/ 9号$/)).not.toBeInTheDocument();
  });
});
