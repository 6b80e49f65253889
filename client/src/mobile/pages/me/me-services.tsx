// 我的服务: the account's own pages (优惠券, 收货地址), each asking a visitor to log in first.
import { Link } from 'react-router-dom';
import { gatedPath } from './gated-path';
import styles from './me.module.css';

export function MeServices({ loggedIn }: { loggedIn: boolean }) {
  return (
    <nav className={styles.card} aria-label="我的服务">
      <ul>
        <li>
          <Link className={styles.row} to={gatedPath(loggedIn, '/coupons')}>
            <span>优惠券</span>
            <span aria-hidden="true">›</span>
          </Link>
        </li>
        <li>
          <Link className={styles.row} to={gatedPath(loggedIn, '/addresses')}>
            <span>收货地址</span>
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
