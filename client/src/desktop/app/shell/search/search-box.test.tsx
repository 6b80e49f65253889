import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { REMOTE_SEARCH_DEBOUNCE_MS } from '@storefront/contracts';
import { currentLocation, mockApi, refuse, renderPage } from '../../../../test/harness';
import { goodsCard } from '../../../../test/browse-fixtures';
import { SearchBox } from './search-box';

const Header = () => <SearchBox />;

describe('SearchBox remote suggestions', () => {
  let net: ReturnType<typeof mockApi>;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    net.restore();
    jest.useRealTimers();
    localStorage.clear();
  });

  const names = ['每日坚果', '坚果礼盒', '碧根果', '夏威夷果', '巴旦木', '开心果'];
  const searchNetwork = () =>
    mockApi({
      getSearchHotWord: () => [],
      searchContent: ({ keyword }) => ({
        goods: names
          .filter((n) => n.includes(String(keyword)) || keyword === '果')
          .map((name, i) => goodsCard(i + 1, { name })),
        articles: [],
        posts: [],
        users: [],
      }),
    });

  it('asks once after the user stops typing for the debounce and offers at most five goods names', async () => {
    net = searchNetwork();
    renderPage(Header, '/home');
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '坚' } });
    // Async advances let a (wrongly) fired query reach the network before we count calls.
    await act(() => jest.advanceTimersByTimeAsync(REMOTE_SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(box, { target: { value: '果' } });
    await act(() => jest.advanceTimersByTimeAsync(REMOTE_SEARCH_DEBOUNCE_MS - 1));
    expect(net.callsOf('searchContent')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    const panel = await screen.findByRole('region', { name: '搜索建议' });
    expect(net.callsOf('searchContent')).toEqual([{ keyword: '果', pageSize: '5' }]);
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(names.slice(0, 5));
  });

  it('searches the chosen suggestion', async () => {
    net = searchNetwork();
    renderPage(Header, '/home');
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '坚果' } });
    act(() => jest.advanceTimersByTime(REMOTE_SEARCH_DEBOUNCE_MS));
    fireEvent.click(await screen.findByRole('button', { name: '坚果礼盒' }));
    await waitFor(() => expect(currentLocation()).toContain(encodeURIComponent('坚果礼盒')));
  });

  it('does not ask for blank text and offers nothing when the lookup fails', async () => {
    net = mockApi({
      getSearchHotWord: () => [{ wordName: '热词' }],
      searchContent: () => refuse('搜索服务繁忙'),
    });
    renderPage(Header, '/home');
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '   ' } });
    await act(() => jest.advanceTimersByTimeAsync(REMOTE_SEARCH_DEBOUNCE_MS * 2));
    expect(net.callsOf('searchContent')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '坚果' } });
    act(() => jest.advanceTimersByTime(REMOTE_SEARCH_DEBOUNCE_MS));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(net.callsOf('searchContent')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '搜索建议' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '热门搜索' })).toBeInTheDocument();
  });
});
