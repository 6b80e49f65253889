// 我的服务 on 我的: a grid of 收藏, 足迹, 消息 (its badge the sum of the unread totals), 优惠券,
// 收货地址, 设置 and 客服. 足迹 and 客服 are open to visitors; the rest ask them to log in first.
import styles from './me.module.css';
import { ShortcutLink } from './shortcut-link';
import { gated } from './me-links';
import { SERVICE_ICONS, type ServiceKey } from './service-icons';
import { badgeText } from '../../../ui/tab-bar/tab-bar';

const SERVICES: ReadonlyArray<{ key: ServiceKey; label: string; path: string; open?: boolean }> = [
  { key: 'favorites', label: '收藏', path: '/favorites' },
  { key: 'history', label: '足迹', path: '/history', open: true },
  { key: 'messages', label: '消息', path: '/messages' },
  { key: 'coupons', label: '优惠券', path: '/coupons' },
  { key: 'addresses', label: '收货地址', path: '/addresses' },
  { key: 'settings', label: '设置', path: '/settings' },
  { key: 'service', label: '客服', path: '/service', open: true },
];

export function MeServices({ loggedIn, unread }: { loggedIn: boolean; unread: number }) {
  return (
    <nav className={styles.card} aria-label="我的服务">
      <ul className={styles.services}>
        {SERVICES.map(({ key, label, path, open }) => {
          const badge = key === 'messages' && loggedIn ? badgeText(unread) : null;
          return (
            <li key={key}>
              <ShortcutLink
                to={open ? path : gated(loggedIn, path)}
                label={label}
                unit="条未读"
                icon={SERVICE_ICONS[key]}
                badge={badge}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
