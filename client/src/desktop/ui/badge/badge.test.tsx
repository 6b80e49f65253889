import { render, screen } from '@testing-library/react';
import { messageBadgeCount } from '../../../core/state/badge-counts';
import { CountBadge, badgeText } from './badge';

describe('badge rules', () => {
  it.each([0, -1, Number.NaN, null, undefined])('hides the badge at %p', (count) => {
    expect(badgeText(count as number)).toBeNull();
    render(
      <CountBadge count={count as number} label="购物车商品数量">
        <span>购物车</span>
      </CountBadge>,
    );
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('shows positive counts, capped as 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    render(
      <CountBadge count={3} label="购物车商品数量">
        <span>购物车</span>
      </CountBadge>,
    );
    expect(screen.getByTestId('count-badge')).toHaveTextContent('3');
  });

  it('makes the message badge the sum of the five totals, ignoring newsNmb', () => {
    expect(
      messageBadgeCount({
        likeTotal: 1,
        smTotal: 2,
        commentTotal: 3,
        focusTotal: 4,
        favorTotal: 5,
        newsNmb: 100,
      }),
    ).toBe(15);
    expect(
      messageBadgeCount({ likeTotal: 0, smTotal: 0, commentTotal: 0, focusTotal: 0, favorTotal: 0 }),
    ).toBe(0);
    expect(messageBadgeCount(null)).toBe(0);
  });
});
