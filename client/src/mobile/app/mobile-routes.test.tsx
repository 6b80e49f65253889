// The mobile route table under /m: every MOBILE_ROUTES page lazily, the tab bar on the four top
// pages only, and 页面不存在 with a way home for anything else.
import { MOBILE_ROUTES, type MobileRouteName } from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

function renderAt(path: string) {
  const router = createMemoryRouter(
    buildMobileRoutes({ Shell: MobileShell, ErrorPage, HydrateFallback, importers: stubImporters }),
    { basename: '/m', initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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
    const router = createMemoryRouter(buildMobileRoutes({ Shell: MobileShell, ErrorPage, HydrateFallback }), {
      basename: '/m',
      initialEntries: ['/m/no/such/page'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '页面不存在', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/m');
  });
});
