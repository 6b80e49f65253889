// 我的订单 on 我的: 全部订单 and the five state shortcuts, each with its count of orders.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import styles from './me.module.css';
import { ShortcutLink } from './shortcut-link';
import { gated } from './me-links';
import { ORDER_ICONS } from './order-icons';
import { badgeText } from '../../../ui/tab-bar/tab-bar';
import { ORDER_SHORTCUTS } from './order-shortcuts';

type OrderCounts = NonNullable<ResultOf<'getPersonalData'>['orderCounts']>;

export function MeOrders({ loggedIn, counts }: { loggedIn: boolean; counts: OrderCounts | null }) {
  return (
    <section className={styles.card} aria-labelledby="me-orders">
      <div className={styles.cardHead}>
        <h2 id="me-orders" className={styles.cardTitle}>
          我的订单
        </h2>
        <Link className={styles.more} to={gated(loggedIn, '/orders')}>
          全部订单 <span aria-hidden="true">›</span>
        </Link>
      </div>
      <ul className={styles.shortcuts}>
        {ORDER_SHORTCUTS.map(({ state, label }) => {
          const badge = badgeText(counts?.[state] ?? 0);
          return (
            <li key={state}>
              <ShortcutLink
                to={gated(loggedIn, `/orders?state=${state}`)}
                label={label}
                unit="个订单"
                icon={ORDER_ICONS[state]}
                badge={badge}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
