// The tab bar of the four top pages: 首页 / 分类 / 购物车 (with the cart count) / 我的.
// A <nav> of links, the current one marked with aria-current by NavLink.
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router-dom';
import { CartIcon, CategoryIcon, HomeIcon, UserIcon } from '../icons/icons';
import styles from './tab-bar.module.css';

interface Tab {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const TABS: readonly Tab[] = [
  { to: '/', label: '首页', Icon: HomeIcon },
  { to: '/category', label: '分类', Icon: CategoryIcon },
  { to: '/cart', label: '购物车', Icon: CartIcon },
  { to: '/me', label: '我的', Icon: UserIcon },
];

/** 99+ as shops write it; nothing at 0 or less. */
export const badgeText = (count: number): string | null =>
  count > 0 ? (count > 99 ? '99+' : String(Math.floor(count))) : null;

export function TabBar({ cartCount }: { cartCount: number }) {
  const badge = badgeText(cartCount);
  return (
    <nav className={styles.bar} aria-label="底部导航">
      {TABS.map(({ to, label, Icon }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          aria-label={to === '/cart' && badge ? `${label}，${badge}件商品` : undefined}
        >
          <span className={styles.icon}>
            <Icon />
            {to === '/cart' && badge && (
              <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </span>
          <span className={styles.label}>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
