// Deterministic SVG artwork: colours and shapes derive from the entity's id, the text from its name,
// so the same seed always draws the same pictures. width/height/viewBox are always set (no layout shift).
import { hashInts } from '../store/seed/random.js';

const PALETTES: Array<[string, string, string]> = [
  ['#ffe3e0', '#ff6b5b', '#7a1f14'],
  ['#fff1d6', '#ffad33', '#7a4a00'],
  ['#e3f6e8', '#34b767', '#0f5a2c'],
  ['#e0f0ff', '#3d8bfd', '#10376e'],
  ['#f1e6ff', '#9b5cf6', '#45207a'],
  ['#ffe6f2', '#f25c9a', '#7a1744'],
  ['#e2f7f7', '#19a7a7', '#0b4f4f'],
  ['#f4efe6', '#b08050', '#553a1e'],
];

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  );

const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif";

export interface ArtSpec {
  width: number;
  height: number;
  /** Stable number choosing colours and shapes (usually the entity id). */
  key: number;
  title: string;
  subtitle?: string;
  /** Short badge in a corner, e.g. 详情 or a spec. */
  badge?: string;
  shape?: 'product' | 'banner' | 'avatar' | 'tile';
}

/** Cuts a title to what fits on one line of `maxChars` CJK characters. */
export const fit = (text: string, maxChars: number): string => {
  const chars = [...text];
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars - 1).join('')}…`;
};

export function renderArt(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const hash = hashInts(spec.key, w, h);
  const [bg, accent, ink] = PALETTES[hash % PALETTES.length]!;
  const shape = spec.shape ?? 'product';
  const min = Math.min(w, h);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);

  if (shape === 'avatar') {
    const initial = [...spec.title][0] ?? '用';
    parts.push(`<circle cx="${w / 2}" cy="${h / 2}" r="${min / 2}" fill="${accent}"/>`);
    parts.push(
      `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(min * 0.45)}" fill="#ffffff">${escapeXml(initial)}</text>`,
    );
  } else {
    // A few soft decorative circles whose positions depend on the hash.
    for (let i = 0; i < 3; i++) {
      const cx = (((hash >>> (i * 5)) % 100) / 100) * w;
      const cy = (((hash >>> (i * 7 + 3)) % 100) / 100) * h;
      parts.push(
        `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(min * (0.15 + i * 0.08)).toFixed(0)}" fill="${accent}" opacity="${(0.12 + i * 0.05).toFixed(2)}"/>`,
      );
    }
    if (shape === 'product') {
      const s = min * 0.36;
      parts.push(
        `<rect x="${(w - s) / 2}" y="${h * 0.2}" width="${s}" height="${s}" rx="${s * 0.18}" fill="${accent}" opacity="0.9"/>`,
      );
      parts.push(
        `<rect x="${(w - s * 0.5) / 2}" y="${h * 0.2 + s * 0.25}" width="${s * 0.5}" height="${s * 0.5}" rx="${s * 0.1}" fill="#ffffff" opacity="0.85"/>`,
      );
    }
    const titleSize = Math.round(shape === 'banner' ? h * 0.16 : min * (shape === 'tile' ? 0.14 : 0.09));
    const maxChars = Math.max(4, Math.floor((w * 0.86) / titleSize));
    const titleY = shape === 'product' ? h * 0.72 : shape === 'banner' ? h * 0.48 : h * 0.52;
    parts.push(
      `<text x="50%" y="${titleY.toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-size="${titleSize}" font-weight="600" fill="${ink}">${escapeXml(fit(spec.title, maxChars))}</text>`,
    );
    if (spec.subtitle) {
      const subSize = Math.round(titleSize * 0.55);
      parts.push(
        `<text x="50%" y="${(titleY + titleSize * 1.1).toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-size="${subSize}" fill="${ink}" opacity="0.75">${escapeXml(fit(spec.subtitle, Math.floor((w * 0.86) / subSize)))}</text>`,
      );
    }
  }
  if (spec.badge) {
    const size = Math.max(12, Math.round(min * 0.06));
    const bw = size * ([...spec.badge].length + 1);
    parts.push(
      `<rect x="${w - bw - size * 0.5}" y="${size * 0.5}" width="${bw}" height="${size * 1.6}" rx="${size * 0.8}" fill="${accent}"/>`,
    );
    parts.push(
      `<text x="${w - bw / 2 - size * 0.5}" y="${size * 1.3}" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" fill="#ffffff">${escapeXml(spec.badge)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(spec.title)}">${parts.join('')}</svg>`;
}
