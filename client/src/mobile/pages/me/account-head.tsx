// 我的's head: the logged-in shopper's avatar, name and masked mobile, or 登录/注册 for a visitor.
import { Link } from 'react-router-dom';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import styles from './me.module.css';

const maskMobile = (mobile: string) =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

interface Props {
  loggedIn: boolean;
  nickname: string;
  avatar: string | undefined;
  mobile: string | undefined;
}

export function AccountHead({ loggedIn, nickname, avatar, mobile }: Props) {
  return (
    <section className={styles.head} aria-label="账户">
      {loggedIn ? (
        <>
          {avatar ? (
            <img className={styles.avatar} src={avatar} alt="" width={64} height={64} />
          ) : (
            <span className={styles.avatar} aria-hidden="true" />
          )}
          <div className={styles.who}>
            <p className={styles.name}>{nickname || '多么商城用户'}</p>
            {mobile && <p className={styles.mobile}>{maskMobile(mobile)}</p>}
          </div>
        </>
      ) : (
        <>
          <span className={styles.avatar} aria-hidden="true" />
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
        </>
      )}
    </section>
  );
}
