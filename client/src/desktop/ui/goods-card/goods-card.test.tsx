import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GoodsCard, salesText } from './goods-card';
import { GoodsGridSkeleton } from './goods-grid';

const goods = {
  goodsId: 7,
  name: '云南小粒咖啡豆 500g',
  picUrl: '/media/goods/7.svg',
  price: 5990,
  originalPrice: 8900,
  sales: 1234,
  tags: ['包邮', '新品'],
};

describe('GoodsCard', () => {
  it('shows name, red price in yuan, struck original price, sales and tags, linking to the detail page', () => {
    render(
      <MemoryRouter>
        <GoodsCard goods={goods} />
      </MemoryRouter>,
    );
    // Named once, by the goods name: the picture is decorative and adds nothing to the link's name.
    expect(screen.getByRole('link', { name: '云南小粒咖啡豆 500g' })).toHaveAttribute('href', '/Goods?id=7');
    expect(screen.getByText('云南小粒咖啡豆 500g')).toBeInTheDocument();
    expect(screen.getByText('59.90')).toBeInTheDocument();
    expect(screen.getByText('¥89.00').tagName).toBe('DEL');
    expect(screen.getByText('已售1234件')).toBeInTheDocument();
    expect(screen.getByText('包邮')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens an outside shop in a new tab without giving it the opener', () => {
    render(
      <MemoryRouter>
        <GoodsCard goods={goods} href="https://example.com/item/7" external />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('writes large sales counts with 万', () => {
    expect(salesText(0)).toBe('已售0件');
    expect(salesText(9999)).toBe('已售9999件');
    expect(salesText(12_345)).toBe('已售1.2万件');
    expect(salesText(30_000)).toBe('已售3万件');
  });

  it('draws a skeleton card per grid cell', () => {
    render(<GoodsGridSkeleton columns={4} rows={2} />);
    expect(screen.getByRole('status', { name: '加载中' }).children).toHaveLength(8);
  });
});
