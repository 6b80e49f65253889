// 我的订单: 全部订单 and the shortcuts 待付款/待发货/待收货/待评价/售后 with their counts.
import { Link } from 'react-router-dom';
import { gatedPath } from './gated-path';
import styles from './me.module.css';
import { ORDER_ICONS } from './order-icons';
import { badgeText, ORDER_SHORTCUTS, type OrderCounts } from './order-shortcuts';

export function OrderShortcutsCard({ loggedIn, counts }: { loggedIn: boolean; counts: OrderCounts | null }) {
  return (
    <section className={styles.card} aria-labelledby="me-orders">
      <div className={styles.cardHead}>
        <h2 id="me-orders" className={styles.cardTitle}>
          我的订单
        </h2>
        <Link className={styles.more} to={gatedPath(loggedIn, '/orders')}>
          全部订单 <span aria-hidden="true">›</span>
        </Link>
      </div>
      <ul className={styles.shortcuts}>
        {ORDER_SHORTCUTS.map(({ state, label }) => {
          const badge = badgeText(counts?.[state]);
          return (
            <li key={state}>
              <Link
                className={styles.shortcut}
                to={gatedPath(loggedIn, `/orders?state=${state}`)}
                aria-label={badge ? `${label}，${badge}个订单` : label}
              >
                <span className={styles.shortcutIcon} aria-hidden="true">
                  {ORDER_ICONS[state]}
                </span>
                <span>{label}</span>
                {badge && (
                  <span className={styles.badge} aria-hidden="true">
                    {badge}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
