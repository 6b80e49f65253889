// QR codes as SVG (the `qrcode` package), drawn from the text their URL carries (shared/media-urls.ts).
import { QR_DEFAULTS } from '@storefront/contracts';
import QRCode from 'qrcode';
import type { QrLevel } from '../../shared/media-urls.js';

export const QR_TEXT_MAX = 1000;

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
