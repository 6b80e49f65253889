// /m/me: a visitor gets 登录/注册 and the shortcuts ask to log in first; a user sees the name and the
// count of orders in each state, each shortcut opening its tab; 退出登录 ends the session.
import { LOGOUT_MESSAGE } from '@storefront/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isLoggedIn } from '../../../../core/state/session';
import { currentLocation, renderPage, resetHarness, TEST_USER } from '../../../../test/harness';
import { onToast } from '../../../ui/toast/toast-bus';
import MePage from './me-page';

afterEach(resetHarness);

const PROFILE = {
  uid: 7,
  nickname: '小红',
  avatarUrl: '/media/avatar/7.svg',
  mobile: TEST_USER.userInfo.mobile,
  gender: 0,
  birthday: null,
  signature: '',
  realNameVerified: false,
  integral: 0,
  fansCount: 0,
  followCount: 0,
  postCount: 0,
  followed: false,
  isSelf: true,
  orderCounts: { waitPay: 2, waitDelivery: 0, waitTakeDelivery: 1, waitEvaluate: 120, afterSale: 0 },
};

describe('mobile 我的 page', () => {
  it('offers a visitor 登录 and 注册, and sends the shortcuts through the login', () => {
    renderPage(MePage, { url: '/me', stubs: {} });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fm%2Fme');
    expect(screen.getByRole('link', { name: '注册' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /待付款/ })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/m/orders?state=waitPay')}`,
    );
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('shows the name and each state’s order count, linking to its tab', async () => {
    const view = renderPage(MePage, { url: '/me', loggedIn: true, stubs: { getPersonalData: PROFILE } });
    expect(await screen.findByText('小红')).toBeInTheDocument();
    expect(view.callsOf('getPersonalData')).toEqual([{ uid: '7' }]);
    const orders = screen.getByRole('region', { name: '我的订单' });
    expect(within(orders).getByRole('link', { name: '待付款，2个订单' })).toHaveAttribute(
      'href',
      '/orders?state=waitPay',
    );
    expect(within(orders).getByRole('link', { name: '待发货' })).toHaveAttribute(
      'href',
      '/orders?state=waitDelivery',
    );
    expect(within(orders).getByRole('link', { name: '待评价，99+个订单' })).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: '售后' })).toHaveAttribute(
      'href',
      '/orders?state=afterSale',
    );
    expect(screen.getByRole('link', { name: '优惠券' })).toHaveAttribute('href', '/coupons');
    expect(screen.getByRole('link', { name: '收货地址' })).toHaveAttribute('href', '/addresses');
  });

  it('offers 收藏, 足迹, 消息 with the unread sum, 设置 and 客服', async () => {
    renderPage(MePage, {
      url: '/me',
      loggedIn: true,
      stubs: {
        getPersonalData: PROFILE,
        messageTotal: { likeTotal: 1, commentTotal: 2, focusTotal: 0, smTotal: 3, favorTotal: 4, newsNmb: 0 },
      },
    });
    const services = screen.getByRole('navigation', { name: '我的服务' });
    expect(await within(services).findByRole('link', { name: '消息，10条未读' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(services).getByRole('link', { name: '收藏' })).toHaveAttribute('href', '/favorites');
    expect(within(services).getByRole('link', { name: '足迹' })).toHaveAttribute('href', '/history');
    expect(within(services).getByRole('link', { name: '设置' })).toHaveAttribute('href', '/settings');
    expect(within(services).getByRole('link', { name: '客服' })).toHaveAttribute('href', '/service');
  });

  it('hides the message badge at 0 and sends a visitor’s 收藏 through the login, not 足迹', () => {
    renderPage(MePage, { url: '/me', stubs: {} });
    const services = screen.getByRole('navigation', { name: '我的服务' });
    expect(within(services).getByRole('link', { name: '消息' })).toBeInTheDocument();
    expect(within(services).getByRole('link', { name: '收藏' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/m/favorites')}`,
    );
    expect(within(services).getByRole('link', { name: '足迹' })).toHaveAttribute('href', '/history');
  });

  it('logs out: the session ends, 已退出登录 is said and the login page opens', async () => {
    const toasts: string[] = [];
    const stop = onToast((message) => toasts.push(message.text));
    renderPage(MePage, { url: '/me', loggedIn: true, stubs: { getPersonalData: PROFILE } });
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    stop();
    expect(isLoggedIn()).toBe(false);
    expect(toasts).toContain(LOGOUT_MESSAGE);
  });
});
