// The personal centre's frame: a menu on the left (orders, account, assets, messages) and the page
// on the right, inside the 1200 px column. Pages of several features share it, so it lives in ui.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './user-center-layout.module.css';

const MENU: ReadonlyArray<{ title: string; links: ReadonlyArray<{ to: string; label: string }> }> = [
  {
    title: '交易管理',
    links: [
      { to: '/orders', label: '我的订单' },
      { to: '/shoppingCart', label: '我的购物车' },
      { to: '/coupon', label: '我的优惠券' },
    ],
  },
  {
    title: '账户管理',
    links: [
      { to: '/UserHome', label: '个人中心' },
      { to: '/UserInfo', label: '个人资料' },
      { to: '/account', label: '账户安全' },
      { to: '/address', label: '收货地址' },
    ],
  },
  {
    title: '我的互动',
    links: [
      { to: '/collect_content', label: '我的收藏' },
      { to: '/messageCenter', label: '消息中心' },
    ],
  },
];

interface UserCenterLayoutProps {
  /** The page's h1. */
  title: string;
  /** Buttons or links at the right of the title. */
  extra?: ReactNode;
  children: ReactNode;
}

export function UserCenterLayout({ title, extra, children }: UserCenterLayoutProps) {
  return (
    <div className={`layout-width ${styles.root}`}>
      <nav className={styles.menu} aria-label="个人中心菜单">
        {MENU.map((group) => (
          <div key={group.title} className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.main}>
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
        {children}
      </div>
    </div>
  );
}

/** A white block inside the main area (a form, a list). */
export function Panel({
  title,
  extra,
  children,
}: {
  title?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      {(title || extra) && (
        <div className={styles.panelHead}>
          {title && <h2 className={styles.panelTitle}>{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
