// QR code drawn in the browser with the `qrcode` library (loaded on first use) and the
// defaults: size 100, level L, white background, black foreground.
import { QR_DEFAULTS, type QR_LEVELS } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

export type QrLevel = (typeof QR_LEVELS)[number];

interface QrCodeProps {
  value: string;
  size?: number;
  level?: QrLevel;
  background?: string;
  foreground?: string;
  /** Spoken description, e.g. 扫码下载多么商城APP. */
  label: string;
}

export async function renderQrDataUrl(
  value: string,
  {
    size = QR_DEFAULTS.size,
    level = QR_DEFAULTS.level,
    background = QR_DEFAULTS.background,
    foreground = QR_DEFAULTS.foreground,
  }: Partial<Omit<QrCodeProps, 'value' | 'label'>> = {},
): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(value, {
    width: size,
    margin: 1,
    errorCorrectionLevel: level,
    color: { light: background, dark: foreground },
  });
}

export function QrCode({
  value,
  size = QR_DEFAULTS.size,
  level = QR_DEFAULTS.level,
  background = QR_DEFAULTS.background,
  foreground = QR_DEFAULTS.foreground,
  label,
}: QrCodeProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    renderQrDataUrl(value, { size, level, background, foreground })
      .then((url) => live && setDataUrl(url))
      .catch(() => live && setDataUrl(null));
    return () => {
      live = false;
    };
  }, [value, size, level, background, foreground]);
  return (
    <span className={styles.box} style={{ width: size, height: size, background }}>
      {dataUrl ? (
        <img src={dataUrl} width={size} height={size} alt={label} />
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
    </span>
  );
}
