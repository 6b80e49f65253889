// Per docs/product-rules.md: the app's QR code, shown while the pointer (or focus) is on the 手机APP entry. The QR
// library loads only on first hover. For a logged-in user the code carries a short-lived token
// (getUserTempToken) so scanning continues the session on the phone; visitors, and any failure to
// get a token, fall back to the plain mobile-site URL without bothering the user. The code opens the
// mobile page of the page being looked at (a product's code opens that product on the phone).
import { mobilePathFor, onMobileSite } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTempToken } from '../../../../core/account/profile-mutations';
import { runtimeConfig } from '../../../../core/config/runtime-config';
import { useSession } from '../../../../core/state/use-session';
import { PhoneIcon } from '../../../ui/icons/icons';
import { QrCode } from '../../../ui/qr-code/qr-code';
import styles from './site-header.module.css';

export const appDownloadUrl = (page: { pathname: string; search: string }, token?: string | null) => {
  const mobilePage = onMobileSite(mobilePathFor(page.pathname, page.search), runtimeConfig.mobileSiteUrl);
  const url = new URL(mobilePage, window.location.origin);
  url.searchParams.set('from', 'pc-header');
  if (token) url.searchParams.set('t', token);
  return url.toString();
};

export function AppQrHover() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const [token, setToken] = useState<string | null>(null);
  const { mutateAsync: fetchTempToken } = useTempToken();

  useEffect(() => {
    if (!open || !isLoggedIn) return;
    let live = true;
    fetchTempToken().then(
      (result) => live && setToken(result.token),
      () => live && setToken(null),
    );
    return () => {
      live = false;
    };
  }, [open, isLoggedIn, fetchTempToken]);

  const value = appDownloadUrl(location, isLoggedIn ? token : null);
  return (
    <div
      className={styles.appQr}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <button
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-label="手机APP，显示下载二维码"
      >
        <PhoneIcon size={22} />
        <span>手机APP</span>
      </button>
      {open && (
        <div className={styles.appQrPanel} role="dialog" aria-label="下载多么商城APP" data-qr-value={value}>
          <QrCode value={value} size={110} label="扫码下载多么商城APP" />
          <p>扫码下载APP</p>
          <p className={styles.appQrHint}>
            {isLoggedIn && token ? '扫码在手机上继续登录状态' : '新人专享好礼'}
          </p>
        </div>
      )}
    </div>
  );
}
