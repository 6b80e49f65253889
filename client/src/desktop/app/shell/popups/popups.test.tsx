import Cookies from 'js-cookie';
import { STORAGE_KEYS } from '@storefront/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDomShims, renderShell, setScroll, TEST_USER } from '../../../../test/harness';
import { headerStubs } from '../../../../test/shell-fixtures';
import { miniProgramScene } from './mini-program-scene';

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

describe('mini-program QR pop-up', () => {
  it('builds the scene token&userId&pc@, or 0&0&pc@ for visitors', () => {
    expect(miniProgramScene({ token: 'abc', uid: '9' })).toBe('abc&9&pc@');
    expect(miniProgramScene({ token: '', uid: '' })).toBe('0&0&pc@');
  });

  it('asks createQrCode for pages/goods/goods with the visitor scene, shows 加载中... then the code, and closes on Escape', async () => {
    let release: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    const view = show('/home', {
      stubs: { ...headerStubs, createQrCode: () => pending.then(() => ({ imgUrl: '/media/qr/abc.png' })) },
    });
    await user.click(await screen.findByRole('button', { name: '快速注册' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('加载中...')).toBeInTheDocument();
    expect(within(dialog).getByText('请使用微信扫一扫')).toBeInTheDocument();
    await waitFor(() =>
      expect(view.callsOf('createQrCode')).toEqual([{ page: 'pages/goods/goods', scene: '0&0&pc@' }]),
    );
    await act(async () => release(undefined));
    expect(await within(dialog).findByRole('img', { name: '多么商城小程序码' })).toHaveAttribute(
      'src',
      '/media/qr/abc.png',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uses the logged-in scene for 个人中心, 我的订单 and 消息', async () => {
    const user = userEvent.setup();
    const view = show('/home', {
      loggedIn: true,
      stubs: { ...headerStubs, createQrCode: { imgUrl: '/media/qr/u.png' } },
    });
    for (const name of ['个人中心', '我的订单']) {
      await user.click(await screen.findByRole('button', { name }));
      expect(await screen.findByRole('dialog', { name: `${name}请前往小程序` })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await user.click(screen.getByRole('button', { name: /^消息/ }));
    expect(await screen.findByRole('dialog', { name: '消息请前往小程序' })).toBeInTheDocument();
    expect(view.callsOf('createQrCode')[0]).toEqual({
      page: 'pages/goods/goods',
      scene: `${TEST_USER.token}&${TEST_USER.userId}&pc@`,
    });
  });
});

describe('image dialog', () => {
  const popupAd = {
    adId: 5,
    title: '开学季满减',
    picUrl: '/media/ad/5.svg',
    linkUrl: '/activitySpecial?id=5',
    position: 'popup',
  };

  it('shows the home popup ad once per visit', async () => {
    const stubs = { ...headerStubs, getAdByHome: { banners: [], sideAds: [], popup: popupAd } };
    show('/home', { stubs });
    expect(await screen.findByRole('dialog', { name: '开学季满减' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    expect(Cookies.get(STORAGE_KEYS.imageDialogShown)).toBe('1');
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rendered!.cleanup();
    show('/home', { stubs });
    await screen.findByPlaceholderText('搜索 - 商品');
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('customer service', () => {
  it('opens the chat with the user’s uid, nickname and mobile and question type 48032', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    show('/home', { loggedIn: true, stubs: headerStubs });
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: '联系客服' }));
    const url = new URL(String(open.mock.calls[0]![0]), 'http://shop.test');
    expect(url.pathname).toBe('/__mock/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      uid: '7',
      nickname: TEST_USER.userInfo.nickname,
      mobile: '13800138000',
      questionType: '48032',
    });
    expect(open.mock.calls[0]![1]).toBe('_blank');
    open.mockRestore();
  });

  it('passes empty identity values for visitors, from the side panel too', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    show('/home', { stubs: headerStubs });
    await user.click(await screen.findByRole('button', { name: '人工客服' }));
    const url = new URL(String(open.mock.calls[0]![0]), 'http://shop.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      uid: '',
      nickname: '',
      mobile: '',
      questionType: '48032',
    });
    open.mockRestore();
  });

  it('lists every footer link in docs/product-rules.md and the current year', async () => {
    show('/home', { stubs: headerStubs });
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['服务承诺', '大宗采购', '关于我们', '商务合作', '联系我们', '用户协议', '隐私政策']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/signProtocol?type=register',
    );
    expect(within(footer).getByRole('link', { name: '隐私政策' })).toHaveAttribute(
      'href',
      '/signProtocol?type=privacy',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});
