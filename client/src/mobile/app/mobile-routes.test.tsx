// The mobile route table under /m: every MOBILE_ROUTES page lazily, the tab bar on the four top
// pages only, and 页面不存在 with a way home for anything else.
import { MOBILE_ROUTES, type MobileRouteName } from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildMobileRoutes } from './mobile-routes';
import { MobileShell } from './mobile-shell';
import type { mobilePageImporters } from './page-importers';

const ErrorPage = () => <p>出错了</p>;
const HydrateFallback = () => null;
// ScrollRestoration scrolls on every navigation; jsdom has no scrolling.
beforeAll(() => {
  window.scrollTo = () => {};
});

const stubImporters = Object.fromEntries(
  MOBILE_ROUTES.map((route) => [route.name, async () => ({ default: () => <main>page:{route.name}</main> })]),
) as unknown as typeof mobilePageImporters;

function renderAt(path: string, { loggedIn = true, importers = stubImporters } = {}) {
  const router = createMemoryRouter(
    buildMobileRoutes({
      Shell: MobileShell,
      ErrorPage,
      HydrateFallback,
      importers,
      isLoggedIn: () => loggedIn,
    }),
    { basename: '/m', initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const pathOf = (name: MobileRouteName) => {
  const route = MOBILE_ROUTES.find((r) => r.name === name)!;
  return `/m/${route.path.replace(/:[a-zA-Z]+/g, '7')}`.replace(/\/$/, '');
};

describe('the mobile route table', () => {
  it.each(MOBILE_ROUTES.map((r) => r.name))('renders the %s page at its path', async (name) => {
    renderAt(pathOf(name));
    expect(await screen.findByText(`page:${name}`)).toBeInTheDocument();
  });

  it('shows the tab bar as navigation on the four top pages only', async () => {
    for (const [name, shown] of [
      ['home', true],
      ['category', true],
      ['cart', true],
      ['me', true],
      ['goods', false],
      ['search', false],
    ] as const) {
      const { unmount } = render(<></>);
      unmount();
      renderAt(pathOf(name));
      await screen.findByText(`page:${name}`);
      const nav = screen.queryByRole('navigation', { name: '底部导航' });
      expect([name, Boolean(nav)]).toEqual([name, shown]);
      document.body.innerHTML = '';
    }
  });

  it('answers any other path under /m with 页面不存在 and a way home', async () => {
    const router = createMemoryRouter(
      buildMobileRoutes({ Shell: MobileShell, ErrorPage, HydrateFallback, isLoggedIn: () => false }),
      {
        basename: '/m',
        initialEntries: ['/m/no/such/page'],
      },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '页面不存在', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/m');
  });
});

describe('login-only pages', () => {
  it.each([
    '/m/coupons',
    '/m/addresses/new',
    '/m/orders?tab=2',
    '/m/checkout',
    '/m/pay/7',
    '/m/favorites',
    '/m/messages?box=order',
    '/m/settings',
  ])('send a visitor at %s to login, coming back afterwards', async (path) => {
    const router = renderAt(path, { loggedIn: false });
    expect(await screen.findByText('page:login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
  });

  it.each(['/m/history', '/m/service'])(
    'let a visitor open %s (kept on the device, or open to all)',
    async (path) => {
      const router = renderAt(path, { loggedIn: false });
      expect(
        await screen.findByText(`page:${path === '/m/history' ? 'history' : 'service'}`),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('ask again when the shopper goes back to one of them', async () => {
    const router = renderAt('/m/coupons', { loggedIn: false });
    await screen.findByText('page:login');
    await act(() => router.navigate('/me'));
    await act(() => router.navigate('/coupons'));
    expect(await screen.findByText('page:login')).toBeInTheDocument();
    expect(screen.queryByText('page:coupons')).not.toBeInTheDocument();
  });

  it('open for a logged-in shopper', async () => {
    renderAt('/m/addresses/new');
    expect(await screen.findByText('page:addressEdit')).toBeInTheDocument();
  });
});

describe('a page whose code failed to load', () => {
  it('says so in Chinese and loads it again with 重新加载, without leaving the page', async () => {
    // This tab already reloaded itself for a missing chunk (core/router/chunk-reload.ts): no second time.
    sessionStorage.setItem('chunkReloadAt', String(Date.now()));
    let attempts = 0;
    const importers = {
      ...stubImporters,
      goods: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: () => <main>page:goods</main> };
      },
    };
    const router = renderAt('/m/goods/7', { importers });
    expect(await screen.findByRole('alert')).toHaveTextContent(/页面加载失败|网络未连接/);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('page:goods')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(router.state.location.pathname).toBe('/m/goods/7');
  });
});
