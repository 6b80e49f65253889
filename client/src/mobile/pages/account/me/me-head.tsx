// The red head of 我的: the avatar, name and masked mobile of who is logged in, or 登录/注册 for a
// visitor (both come back to 我的).
import { maskMobile } from '../../../../core/account/mask-mobile';
import { Link } from 'react-router-dom';
import { loginPathFor } from '../../../ui/login-redirect/login-redirect';
import styles from './me.module.css';

interface MeHeadProps {
  loggedIn: boolean;
  nickname: string;
  avatar: string | null | undefined;
  mobile: string | undefined;
}

export function MeHead({ loggedIn, nickname, avatar, mobile }: MeHeadProps) {
  return (
    <section className={styles.head} aria-label="账户">
      {loggedIn && avatar ? (
        <img className={styles.avatar} src={avatar} alt="" width={64} height={64} />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      {loggedIn ? (
        <div className={styles.who}>
          <p className={styles.name}>{nickname || '多么商城用户'}</p>
          {mobile && <p className={styles.mobile}>{maskMobile(mobile)}</p>}
        </div>
      ) : (
        <div className={styles.who}>
          <p className={styles.name}>登录后享受更多优惠</p>
          <div className={styles.authLinks}>
            <Link className={styles.primary} to={loginPathFor('/me')}>
              登录
            </Link>
            <Link className={styles.secondary} to="/register?redirect=%2Fm%2Fme">
              注册
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
