// SPEC §1: the app's QR code, shown while the pointer (or focus) is on the 手机APP entry. The QR
// library loads only on first hover.
import { useState } from 'react';
import { PhoneIcon } from '../../../ui/icons/icons';
import { QrCode } from '../../../ui/qr-code/qr-code';
import styles from './site-header.module.css';

const appDownloadUrl = () => `${window.location.origin}/m?from=pc-header`;

export function AppQrHover() {
  const [open, setOpen] = useState(false);
  return (
    <div
      className={styles.appQr}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <button type="button" className={styles.action} aria-expanded={open} aria-label="手机APP，显示下载二维码">
        <PhoneIcon size={22} />
        <span>手机APP</span>
      </button>
      {open && (
        <div className={styles.appQrPanel} role="dialog" aria-label="下载多么商城APP">
          <QrCode value={appDownloadUrl()} size={110} label="扫码下载多么商城APP" />
          <p>扫码下载APP</p>
          <p className={styles.appQrHint}>新人专享好礼</p>
        </div>
      )}
    </div>
  );
}
