// QR codes as SVG (the `qrcode` package), addressed by the text they encode so any part of the
// mock can hand out a URL without storing anything: /media/qr/<base64url(text)>.svg?size=&level=
import { QR_DEFAULTS, QR_LEVELS } from '@storefront/contracts';
import QRCode from 'qrcode';

export const QR_TEXT_MAX = 1000;
export type QrLevel = (typeof QR_LEVELS)[number];

export function qrMediaUrl(text: string, options: { size?: number; level?: QrLevel } = {}): string {
  const params = new URLSearchParams();
  if (options.size) params.set('size', String(options.size));
  if (options.level) params.set('level', options.level);
  const query = params.toString();
  return `/media/qr/${Buffer.from(text, 'utf8').toString('base64url')}.svg${query ? `?${query}` : ''}`;
}

export function decodeQrText(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  const text = Buffer.from(encoded, 'base64url').toString('utf8');
  return text.length > 0 && text.length <= QR_TEXT_MAX ? text : null;
}

export async function renderQrSvg(
  text: string,
  size: number = QR_DEFAULTS.size,
  level: QrLevel = QR_DEFAULTS.level,
): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: level,
    margin: 1,
    width: size,
    color: { dark: QR_DEFAULTS.foreground, light: QR_DEFAULTS.background },
  });
  // qrcode already writes width, height and viewBox.
  return svg;
}
