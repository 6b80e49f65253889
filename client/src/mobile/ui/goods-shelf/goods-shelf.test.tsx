import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { goodsCard } from '../../../test/browse-fixtures';
import { GoodsShelf } from './goods-shelf';

describe('a titled row of goods', () => {
  it('is a region named by its title, each goods a link to its page', () => {
    render(
      <MemoryRouter>
        <GoodsShelf title="猜你喜欢" goods={[goodsCard(3), goodsCard(5)]} />
      </MemoryRouter>,
    );
    const shelf = screen.getByRole('region', { name: '猜你喜欢' });
    expect(within(shelf).getByRole('link', { name: new RegExp(goodsCard(5).name) })).toHaveAttribute(
      'href',
      '/goods/5',
    );
  });

  it('shows nothing, not even its title, without goods', () => {
    const { container } = render(
      <MemoryRouter>
        <GoodsShelf title="文中好物" goods={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
