// The list of 设置: 修改密码 and 更换手机号 (each opens its form on this page), 退出登录, and the
// version and about line at the foot.
import { DEMO_COMPANY, SITE_NAME } from '../../../../core/config/site';
import styles from './settings.module.css';

/** The phone shop's version as 关于 shows it. */
export const MOBILE_VERSION = '1.0.0';

interface SettingsMenuProps {
  mobile: string;
  onOpen: (form: 'password' | 'mobile') => void;
  onLogout: () => void;
}

export function SettingsMenu({ mobile, onOpen, onLogout }: SettingsMenuProps) {
  return (
    <>
      <nav className={styles.card} aria-label="账户与安全">
        <ul>
          <li>
            <button type="button" className={styles.row} onClick={() => onOpen('password')}>
              <span>修改密码</span>
              <span aria-hidden="true">›</span>
            </button>
          </li>
          <li>
            <button type="button" className={styles.row} onClick={() => onOpen('mobile')}>
              <span>更换手机号</span>
              <span className={styles.value}>
                {mobile} <span aria-hidden="true">›</span>
              </span>
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.card}>
        <button type="button" className={styles.logout} onClick={onLogout}>
          退出登录
        </button>
      </div>
      <p className={styles.about}>
        {SITE_NAME} 手机版 v{MOBILE_VERSION}
        <br />
        {DEMO_COMPANY.name} · {DEMO_COMPANY.icp}
      </p>
    </>
  );
}
