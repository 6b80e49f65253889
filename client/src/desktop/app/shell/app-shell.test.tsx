import { SEARCH_HISTORY_STORAGE_KEY } from '@storefront/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDomShims, renderShell, Reply, setScroll, TEST_USER } from '../../../test/harness';
import { attachToastDelivery, type ToastRequest } from '../../ui/toast/toast-bus';
import { shouldPinNav, shouldShowBackToTop } from './scroll-thresholds';
import { headerStubs, messageTotals } from '../../../test/shell-fixtures';

let rendered: ReturnType<typeof renderShell> | null = null;
const show = (...args: Parameters<typeof renderShell>) => {
  rendered = renderShell(...args);
  return rendered;
};

beforeAll(installDomShims);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setScroll(0, 800);
});
afterEach(() => {
  rendered?.cleanup();
  rendered = null;
});

const searchInput = () => screen.getAllByRole('combobox', { name: /搜索/ })[0]!;
/** The (placeholder) page has loaded and the router has restored the scroll position. */
const pageReady = (title = '首页') => screen.findByRole('heading', { name: title });

describe('header search', () => {
  it("shows the placeholder '搜索 - 商品' and the product hot words by default", async () => {
    const view = show('/home', { stubs: headerStubs });
    expect(await screen.findByPlaceholderText('搜索 - 商品')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '保温杯' })).toBeInTheDocument();
    expect(view.callsOf('getSearchHotWord')[0]).toEqual({ searchType: '1' });
  });

  it("switches the placeholder to '搜索 - 文章' and reloads hot words for type 2", async () => {
    const user = userEvent.setup();
    const view = show('/home', { stubs: headerStubs });
    await user.click(await screen.findByRole('button', { name: '搜索类型：商品' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '文章' }));
    expect(await screen.findByPlaceholderText('搜索 - 文章')).toBeInTheDocument();
    await waitFor(() => expect(view.callsOf('getSearchHotWord')).toContainEqual({ searchType: '2' }));
    expect(await screen.findByRole('button', { name: '收纳技巧' })).toBeInTheDocument();
  });

  it('does nothing on Enter with empty or blank text', async () => {
    const user = userEvent.setup();
    const view = show('/home', { stubs: headerStubs });
    await user.type(await screen.findByPlaceholderText('搜索 - 商品'), '   {Enter}');
    expect(view.router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('searches on Enter: opens the result page of the type with the trimmed keyword and saves it to history', async () => {
    const user = userEvent.setup();
    const view = show('/home', { stubs: headerStubs });
    await user.type(await screen.findByPlaceholderText('搜索 - 商品'), '  保温杯 {Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/SearchProduct'));
    expect(view.router.state.location.search).toBe(`?keyword=${encodeURIComponent('保温杯')}`);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)!)).toEqual(['保温杯']);
  });

  it('limits the search box to 100 characters', async () => {
    show('/home', { stubs: headerStubs });
    const input = await screen.findByPlaceholderText('搜索 - 商品');
    expect(input).toHaveAttribute('maxLength', '100');
    fireEvent.change(input, { target: { value: 'x'.repeat(150) } });
    expect((input as HTMLInputElement).value).toHaveLength(100);
  });

  it('opens history (with 清空) and hot words on focus; 清空 empties the history', async () => {
    localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(['雨伞', '拖鞋']));
    const user = userEvent.setup();
    show('/home', { stubs: headerStubs });
    await screen.findByRole('button', { name: '保温杯' });
    await user.click(searchInput());
    const history = await screen.findByRole('region', { name: '历史搜索' });
    expect(within(history).getByRole('button', { name: '雨伞' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '热门搜索' })).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('region', { name: '历史搜索' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBeNull();
  });
});

describe('header badges and silence', () => {
  it('shows the cart count and the message sum for a logged-in user', async () => {
    const view = show('/home', {
      loggedIn: true,
      stubs: {
        ...headerStubs,
        getCartNumber: { cartNumber: 3 },
        messageTotal: messageTotals,
        getPersonalData: new Reply('02', '暂不可用'),
      },
    });
    expect(await screen.findByLabelText('购物车商品数量 3')).toBeInTheDocument();
    expect(await screen.findByLabelText('未读消息 10')).toBeInTheDocument();
    expect(view.callsOf('getCartNumber')[0]).toEqual({ userId: String(TEST_USER.userId) });
    expect(view.callsOf('messageTotal')[0]).toEqual({ uid: String(TEST_USER.userId) });
  });

  it('hides both badges at zero', async () => {
    const view = show('/home', {
      loggedIn: true,
      stubs: {
        ...headerStubs,
        getCartNumber: { cartNumber: 0 },
        messageTotal: { ...messageTotals, likeTotal: 0, smTotal: 0, commentTotal: 0, favorTotal: 0 },
      },
    });
    await waitFor(() => expect(view.callsOf('messageTotal')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('never asks for cart, messages or profile without a userId', async () => {
    const view = show('/home', { stubs: headerStubs });
    await screen.findByPlaceholderText('搜索 - 商品');
    await act(async () => undefined);
    expect(view.callsOf('getCartNumber')).toHaveLength(0);
    expect(view.callsOf('messageTotal')).toHaveLength(0);
    expect(view.callsOf('getPersonalData')).toHaveLength(0);
  });

  it('swallows failed header calls without any message', async () => {
    const toasts: ToastRequest[] = [];
    const detach = attachToastDelivery((t) => toasts.push(t));
    const refusal = new Reply('02', '服务繁忙');
    const view = show('/home', {
      loggedIn: true,
      stubs: {
        getNewCategoryList: refusal,
        getSearchHotWord: refusal,
        getCartNumber: refusal,
        messageTotal: refusal,
        getPersonalData: refusal,
      },
    });
    await waitFor(() => expect(view.callsOf('getCartNumber')).toHaveLength(1));
    await act(async () => undefined);
    expect(toasts).toEqual([]);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    detach();
  });
});

describe('scroll thresholds', () => {
  it('pins the nav from 120 px', () => {
    expect(shouldPinNav(119)).toBe(false);
    expect(shouldPinNav(120)).toBe(true);
  });

  it('shows back-to-top once scroll + window height exceeds twice the window height', () => {
    expect(shouldShowBackToTop(800, 800)).toBe(false);
    expect(shouldShowBackToTop(801, 800)).toBe(true);
  });

  it('pins the nav bar and swaps in the second search box at 120 px of scroll', async () => {
    show('/home', { stubs: headerStubs });
    await pageReady();
    expect(screen.getAllByRole('search')).toHaveLength(1);
    act(() => setScroll(119));
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(document.querySelector('[data-pinned]')).toBeNull();
    await waitFor(() => {
      act(() => setScroll(120));
      expect(document.querySelector('[data-pinned]')).not.toBeNull();
    });
    expect(screen.getAllByRole('search')).toHaveLength(2);
  });

  it('shows 回到顶部 in the side panel only past twice the window height', async () => {
    show('/home', { stubs: headerStubs });
    await pageReady();
    const panel = await screen.findByRole('complementary', { name: '快捷服务' });
    expect(within(panel).getByRole('button', { name: '人工客服' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    // The router restores the scroll position once after the page arrives; scroll after it.
    await waitFor(() => {
      act(() => setScroll(801, 800));
      expect(within(panel).getByRole('button', { name: '回到顶部' })).toBeInTheDocument();
    });
    act(() => setScroll(800, 800));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument(),
    );
  });

  it('scrolls back to the top from the side panel', async () => {
    const user = userEvent.setup();
    show('/home', { stubs: headerStubs });
    await pageReady();
    const top = await waitFor(() => {
      act(() => setScroll(2000, 800));
      return screen.getByRole('button', { name: '回到顶部' });
    });
    await user.click(top);
    await waitFor(() => expect(window.scrollY).toBe(0));
  });
});

describe('navigation bar', () => {
  it('highlights the tab of the current area and carries the 拼团 badge on the second tab', async () => {
    show('/Classify/goodsClassify?id=11', { stubs: headerStubs });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual([
      '首页',
      '限时优惠拼团',
      '商品分类',
      '文章专题',
      '积分商城',
      '商家合作',
    ]);
    expect(within(nav).getByRole('link', { name: '商品分类' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('opens the classify mega menu with children as picture and name, hiding type 4', async () => {
    const user = userEvent.setup();
    show('/home', { stubs: headerStubs });
    const toggle = await screen.findByRole('button', { name: '展开商品分类菜单' });
    await user.click(toggle);
    const menu = await screen.findByRole('region', { name: '商品分类菜单' });
    await within(menu).findByRole('link', { name: '智能手机' });
    expect(within(menu).getByRole('link', { name: '蓝牙耳机' })).toHaveAttribute(
      'href',
      `/Classify/goodsClassify?id=1&name=${encodeURIComponent('蓝牙耳机')}&cid=13`,
    );
    expect(within(menu).queryByText('内部测试类目')).not.toBeInTheDocument();
    expect(menu.querySelectorAll('img')).toHaveLength(2);
  });

  it('lists article categories by title under 文章专题', async () => {
    const user = userEvent.setup();
    show('/home', { stubs: headerStubs });
    await user.click(await screen.findByRole('button', { name: '展开文章专题菜单' }));
    const menu = await screen.findByRole('region', { name: '文章专题菜单' });
    expect(await within(menu).findByRole('link', { name: '好物测评' })).toHaveAttribute(
      'href',
      '/article?id=21',
    );
  });
});

describe('phone layout', () => {
  it('marks the pages a phone stays on, so their narrow-screen rules apply there and nowhere else', async () => {
    const view = show('/Classify/products', { stubs: headerStubs });
    await pageReady('商品列表');
    expect(document.documentElement).toHaveAttribute('data-phone-layout');
    await act(() => view.router.navigate('/home'));
    await pageReady();
    expect(document.documentElement).not.toHaveAttribute('data-phone-layout');
    await act(() => view.router.navigate('/limitedTime/TaobaoGoods'));
    await pageReady('淘宝好货');
    expect(document.documentElement).toHaveAttribute('data-phone-layout');
  });
});

describe('top bar and logout', () => {
  it('greets visitors with login and quick-register', async () => {
    show('/home', { stubs: headerStubs });
    expect(await screen.findByText('您好，欢迎来到多么商城！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '请登录' })).toHaveAttribute(
      'href',
      `/userLogin?redirect=${encodeURIComponent('/home')}`,
    );
    expect(screen.getByRole('button', { name: '快速注册' })).toBeInTheDocument();
  });

  it('shows the nickname, orders, message count and exit to a user; exit logs out with 已退出登录', async () => {
    const toasts: ToastRequest[] = [];
    const detach = attachToastDelivery((t) => toasts.push(t));
    const user = userEvent.setup();
    const view = show('/home', {
      loggedIn: true,
      stubs: { ...headerStubs, getCartNumber: { cartNumber: 1 }, messageTotal: messageTotals },
    });
    expect(await screen.findAllByText(TEST_USER.userInfo.nickname)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: '我的订单' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '消息，10 条未读' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '退出' })[0]!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/userLogin'));
    expect(toasts.map((t) => t.message)).toContain('已退出登录');
    expect(await screen.findByText('您好，欢迎来到多么商城！')).toBeInTheDocument();
    detach();
  });
});

describe('offline notice', () => {
  const setOnline = (online: boolean) => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  afterEach(() => jest.restoreAllMocks());

  it('says the network is gone while the browser is offline, and nothing once it is back', async () => {
    show('/home', { stubs: headerStubs });
    await pageReady();
    const notice = () => screen.queryByText(/网络已断开/);
    expect(notice()).toBeNull();
    setOnline(false);
    expect(screen.getByText('网络已断开，请检查网络设置；恢复后页面内容会自动更新')).toBeVisible();
    setOnline(true);
    expect(notice()).toBeNull();
  });
});
