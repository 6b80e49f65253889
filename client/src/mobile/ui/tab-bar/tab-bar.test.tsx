import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TabBar } from './tab-bar';

const renderAt = (path: string, cartCount: number) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar cartCount={cartCount} />
    </MemoryRouter>,
  );

describe('the tab bar', () => {
  it('links 首页 / 分类 / 购物车 / 我的 and marks the current one', () => {
    renderAt('/category', 0);
    const nav = screen.getByRole('navigation', { name: '底部导航' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '分类', '购物车', '我的']);
    expect(screen.getByRole('link', { name: '分类' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('shows the cart count on 购物车, 99+ above 99, nothing at 0', () => {
    const { unmount } = renderAt('/', 3);
    expect(screen.getByRole('link', { name: '购物车，3件商品' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    unmount();
    renderAt('/', 150);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    screen.getByRole('link', { name: '购物车，99+件商品' });
  });

  it('hides the badge for an empty cart', () => {
    renderAt('/', 0);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('link', { name: '购物车' })).toBeInTheDocument();
  });
});
