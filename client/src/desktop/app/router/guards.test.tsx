import { LOGIN_PATH, SESSION_TTL_MS, STORAGE_KEYS } from '@storefront/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Outlet, createMemoryRouter, useLocation, RouterProvider } from 'react-router-dom';
import { clearSession, getIdentity, saveSession } from '../../../core/state/session';
import { createStore } from 'jotai';
import { decideGuard, type GuardInput } from './guards';
import { buildRoutes } from './routes';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const input = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/home',
  search: '',
  route: { path: '/home', requireAuth: false },
  userAgent: DESKTOP_UA,
  loggedIn: false,
  expired: false,
  ...over,
});

describe('decideGuard', () => {
  it('sends a visitor on a requireAuth page to /userLogin with the path and query as redirect', () => {
    const decision = decideGuard(
      input({
        pathname: '/orders/orderDetails',
        search: '?orderId=12&x=1',
        route: { path: '/orders/orderDetails', requireAuth: true },
      }),
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: `${LOGIN_PATH}?redirect=${encodeURIComponent('/orders/orderDetails?orderId=12&x=1')}`,
    });
  });

  it('lets a logged-in user into a requireAuth page', () => {
    expect(
      decideGuard(
        input({ pathname: '/orders', route: { path: '/orders', requireAuth: true }, loggedIn: true }),
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('clears a login older than 24 h and sends the user to /userLogin', () => {
    const decision = decideGuard(input({ pathname: '/home', loggedIn: true, expired: true }));
    expect(decision).toMatchObject({ kind: 'redirect', clearSession: true });
    expect((decision as { to: string }).to.startsWith(`${LOGIN_PATH}?redirect=`)).toBe(true);
  });

  it('clears an expired login on the way into /userLogin without looping', () => {
    expect(
      decideGuard(
        input({
          pathname: LOGIN_PATH,
          route: { path: LOGIN_PATH, requireAuth: false },
          loggedIn: true,
          expired: true,
        }),
      ),
    ).toEqual({
      kind: 'allow',
      clearSession: true,
    });
  });

  it.each(['/userLogin', '/signUp'])('sends a logged-in user from %s to /home', (path) => {
    expect(
      decideGuard(input({ pathname: path, route: { path, requireAuth: false }, loggedIn: true })),
    ).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends mobile user agents to the mobile site', () => {
    expect(decideGuard(input({ userAgent: IPHONE_UA }), '/m')).toEqual({ kind: 'leave', to: '/m' });
    expect(
      decideGuard(input({ userAgent: IPHONE_UA, pathname: '/nowhere', route: undefined }), '/m'),
    ).toEqual({ kind: 'leave', to: '/m' });
  });

  it('sends an iPad to the mobile shop under either of its user agents, and leaves a Mac alone', () => {
    const IPAD_UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const MAC_UA =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    const leave = { kind: 'leave', to: '/m' };
    expect(decideGuard(input({ userAgent: IPAD_UA }), '/m')).toEqual(leave);
    // iPadOS 13+ sends a Mac's user agent; its touch points give it away (a Mac reports 0).
    expect(decideGuard(input({ userAgent: MAC_UA, maxTouchPoints: 5 }), '/m')).toEqual(leave);
    expect(decideGuard(input({ userAgent: MAC_UA, maxTouchPoints: 0 }), '/m')).toEqual({ kind: 'allow' });
  });

  it('sends a phone leaving an exempt page to the mobile page of where it goes', () => {
    const goods = { path: '/Goods', requireAuth: false };
    expect(
      decideGuard(input({ userAgent: IPHONE_UA, pathname: '/Goods', search: '?id=3', route: goods }), '/m'),
    ).toEqual({ kind: 'leave', to: '/m/goods/3' });
    expect(
      decideGuard(
        input({ userAgent: IPHONE_UA, pathname: '/Goods', search: '?id=3', route: goods }),
        'https://m.example.com',
      ),
    ).toEqual({ kind: 'leave', to: 'https://m.example.com/goods/3' });
  });

  it.each(['/Classify/products', '/limitedTime/TaobaoGoods'])('keeps mobile user agents on %s', (path) => {
    expect(
      decideGuard(
        input({
          userAgent: IPHONE_UA,
          pathname: path,
          route: { path, requireAuth: false, desktopOnMobile: true },
        }),
      ),
    ).toEqual({ kind: 'allow' });
  });
});

function Probe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <Outlet />
    </>
  );
}

function renderAt(url: string, userAgent = DESKTOP_UA) {
  const store = createStore();
  const router = createMemoryRouter(
    buildRoutes({
      Shell: Probe,
      ErrorPage: () => <p>出错</p>,
      HydrateFallback: () => null,
      registry: {},
      store,
      userAgent: () => userAgent,
    }),
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const login = (loginTime = Date.now()) =>
  saveSession(
    {
      userId: 8,
      token: 'token-eight',
      userInfo: { uid: 8, nickname: '八号', mobile: '13800138000', avatarUrl: '' },
    },
    createStore(),
    loginTime,
  );

describe('route table', () => {
  beforeEach(() => {
    clearSession(createStore());
    localStorage.clear();
    document.title = '';
  });

  it('redirects / to /home', async () => {
    renderAt('/');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('renders a placeholder page with the route’s Chinese title until the real page is registered', async () => {
    renderAt('/integralGoods');
    expect(await screen.findByRole('heading', { name: '积分商城' })).toBeInTheDocument();
    expect(document.title).toBe('积分商城 - 多么商城');
  });

  it('sends a visitor on /shoppingCart to log in and remembers where they were going', async () => {
    renderAt('/shoppingCart?from=header');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/userLogin?redirect=${encodeURIComponent('/shoppingCart?from=header')}`,
      ),
    );
  });

  it('lets a logged-in user into /shoppingCart', async () => {
    login();
    renderAt('/shoppingCart');
    expect(await screen.findByRole('heading', { name: '购物车' })).toBeInTheDocument();
  });

  it('clears a 25-hour-old login and sends the user to /userLogin', async () => {
    login(Date.now() - SESSION_TTL_MS - 60 * 60 * 1000);
    renderAt('/home');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/userLogin\?redirect=/),
    );
    expect(Cookies.get(STORAGE_KEYS.tokenCookie)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.loginTime)).toBeNull();
    expect(getIdentity(createStore())).toEqual({ uid: '', token: '' });
  });

  it('sends a logged-in user from /signUp to /home', async () => {
    login();
    renderAt('/signUp');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
  });

  it('renders page404 for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
  });

  it('treats paths as exact: /classify is not /Classify', async () => {
    renderAt('/classify');
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
  });

  it('renders page404 at /page404 itself', async () => {
    renderAt('/page404');
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
  });

  it('keeps a mobile browser on /Classify/products', async () => {
    const stay = renderAt('/Classify/products', IPHONE_UA);
    expect(await screen.findByRole('heading', { name: '商品列表' })).toBeInTheDocument();
    expect(stay.state.location.pathname).toBe('/Classify/products');
  });
});
