// Top bar (see docs/product-rules.md): visitors see a welcome line with login and quick register; logged-in users see
// their nickname, orders, the message count and exit. 个人中心/我的订单/消息/快速注册 continue in the
// mini-program, so they open its QR pop-up.
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { SITE_NAME } from '../../../../core/config/site';
import { messageBadgeAtom } from '../../../../core/state/badge-counts';
import { miniProgramPopupAtom, type MiniProgramReason } from '../popups/popups';
import { useSession } from '../../../../core/state/use-session';
import { useDesktopLogout } from '../../desktop-logout';
import { badgeText } from '../../../ui/badge/badge';
import { loginPathFor } from '../../router/guards';
import styles from './top-bar.module.css';

export function TopBar() {
  const { isLoggedIn, userInfo } = useSession();
  const logout = useDesktopLogout();
  const messageCount = useAtomValue(messageBadgeAtom);
  const openPopup = useSetAtom(miniProgramPopupAtom);
  const location = useLocation();
  const popupLink = (reason: MiniProgramReason, text = reason) => (
    <button type="button" className={styles.link} onClick={() => openPopup(reason)}>
      {text}
    </button>
  );
  const messageText = badgeText(messageCount);

  return (
    <nav className={styles.bar} aria-label="顶部快捷导航">
      <div className={`layout-width ${styles.inner}`}>
        <div className={styles.left}>
          {isLoggedIn ? (
            <span>
              您好，<span className={styles.nickname}>{userInfo?.nickname || '多么会员'}</span>
            </span>
          ) : (
            <>
              <span>您好，欢迎来到{SITE_NAME}！</span>
              <Link className={styles.login} to={loginPathFor(location.pathname, location.search)}>
                请登录
              </Link>
              {popupLink('快速注册')}
            </>
          )}
        </div>
        <ul className={styles.right}>
          <li>{popupLink('个人中心')}</li>
          {isLoggedIn && (
            <>
              <li>{popupLink('我的订单')}</li>
              <li>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => openPopup('消息')}
                  aria-label={messageText ? `消息，${messageText} 条未读` : '消息'}
                >
                  消息{messageText && <span className={styles.count}>({messageText})</span>}
                </button>
              </li>
              <li>
                <button type="button" className={styles.link} onClick={logout}>
                  退出
                </button>
              </li>
            </>
          )}
          <li>
            <Link className={styles.link} to="/cooperation">
              商家合作
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/contact">
              联系我们
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
