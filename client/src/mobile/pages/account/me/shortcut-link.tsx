// One cell of 我的's grids (an order state, a service): its icon, its name and a count badge.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './me.module.css';

interface Props {
  to: string;
  label: string;
  /** What the badge counts, spoken after the name: 个订单, 条未读. */
  unit: string;
  icon: ReactNode;
  badge: string | null;
}

export function ShortcutLink({ to, label, unit, icon, badge }: Props) {
  return (
    <Link className={styles.shortcut} to={to} aria-label={badge ? `${label}，${badge}${unit}` : label}>
      <span className={styles.shortcutIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
      {badge && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
