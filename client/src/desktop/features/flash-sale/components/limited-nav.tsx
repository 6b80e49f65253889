// The three limited-time pages link to each other from one tab row.
import { NavLink } from 'react-router-dom';
import styles from '../flash-sale.module.css';

const LINKS = [
  { to: '/limitedTime', label: '限时抢购' },
  { to: '/limitedTime/TaobaoGoods', label: '淘宝好货' },
  { to: '/limitedTime/brand', label: '品牌特卖' },
];

export function LimitedNav() {
  return (
    <nav className={styles.nav} aria-label="限时优惠">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
