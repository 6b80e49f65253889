// Deterministic SVG artwork: a tinted background and the entity's icon (media/icons.ts), colours and
// placement derived from its id, so the same seed always draws the same pictures. Only banners and
// detail pages carry text. width/height/viewBox are always set (no layout shift).
import { hashInts } from '../../seed/random.js';
import { iconOf } from './icons.js';

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

/** How a product is shown: galleries use a different view per picture. */
export type ArtView = 'front' | 'angle' | 'variant' | 'detail' | 'pair';
export const GALLERY_VIEWS: readonly ArtView[] = ['front', 'angle', 'variant', 'detail', 'pair'];
/** Views of things sold in one colour (food, books): no recoloured copy. */
export const PLAIN_GALLERY_VIEWS: readonly ArtView[] = ['front', 'angle', 'detail', 'pair'];

export interface ArtSpec {
  width: number;
  height: number;
  /** Stable number choosing colours and placement (usually the entity id). */
  key: number;
  /** The picture's accessible name. */
  title: string;
  /** Fluent Emoji Flat icon drawn as the subject. */
  icon?: string;
  view?: ArtView;
  /** Hue turn (degrees) of the subject's colour variants; 0 keeps its own colours. */
  hue?: number;
  /** Printed text, only for banners and detail pages. */
  heading?: string;
  subheading?: string;
  shape?: 'product' | 'banner' | 'avatar' | 'tile' | 'detail';
}

/** Cuts a title to what fits on one line of `maxChars` CJK characters. */
export const fit = (text: string, maxChars: number): string => {
  const chars = [...text];
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars - 1).join('')}…`;
};

const n = (value: number) => Number(value.toFixed(1));

/** A `<use>` of the icon symbol: a square of side `size` centred on (cx, cy), turned by `rotate`. */
const place = (cx: number, cy: number, size: number, rotate = 0, extra = '') =>
  `<use href="#i" x="${n(cx - size / 2)}" y="${n(cy - size / 2)}" width="${n(size)}" height="${n(size)}"${
    rotate ? ` transform="rotate(${rotate} ${n(cx)} ${n(cy)})"` : ''
  }${extra}/>`;

function subject(spec: ArtSpec, w: number, h: number, hash: number, recolour: string): string[] {
  const min = Math.min(w, h);
  const cx = w / 2;
  const cy = h * 0.48;
  const shadow = (size: number, y: number) =>
    `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(size * 0.36)}" ry="${n(size * 0.06)}" fill="#000" opacity="0.08"/>`;
  const tilt = (hash % 2 === 0 ? -1 : 1) * (10 + (hash % 8));
  switch (spec.view ?? 'front') {
    case 'angle':
      return [shadow(min * 0.6, cy + min * 0.3), place(cx + min * 0.04, cy, min * 0.6, tilt)];
    case 'variant':
      return [shadow(min * 0.58, cy + min * 0.3), place(cx, cy, min * 0.58, 0, recolour)];
    case 'detail':
      // A close-up: the subject overflows the frame, one part of it fills the picture.
      return [place(cx + min * (hash % 3 === 0 ? 0.22 : -0.22), cy + min * 0.18, min * 1.5, tilt / 2)];
    case 'pair':
      return [
        shadow(min * 0.7, cy + min * 0.3),
        place(cx - min * 0.17, cy - min * 0.04, min * 0.42, -tilt, `${recolour} opacity="0.9"`),
        place(cx + min * 0.13, cy + min * 0.05, min * 0.5),
      ];
    default:
      return [shadow(min * 0.62, cy + min * 0.31), place(cx, cy, min * 0.62)];
  }
}

/** What a layout draws with: the picture's size, its hash and its palette's accent and ink. */
interface Canvas {
  w: number;
  h: number;
  min: number;
  hash: number;
  accent: string;
  /** A line of text in the palette's ink. */
  text: (x: string, y: number, size: number, value: string, extra?: string) => string;
}

/** A portrait banner (the home pop-up): the picture above, the text below it. */
function portraitBanner(spec: ArtSpec, { w, h, hash, text }: Canvas): string[] {
  const size = w * 0.11;
  const parts = [place(w / 2, h * 0.36, w * 0.62, hash % 2 === 0 ? -8 : 8)];
  if (spec.heading)
    parts.push(text('50%', h * 0.76, size, fit(spec.heading, 8), ' text-anchor="middle" font-weight="700"'));
  if (spec.subheading)
    parts.push(
      text(
        '50%',
        h * 0.76 + size * 1.3,
        size * 0.55,
        fit(spec.subheading, 16),
        ' text-anchor="middle" opacity="0.8"',
      ),
    );
  return parts;
}

/** A landscape banner: text on the left 55 %, the picture on the right. */
function banner(spec: ArtSpec, { w, h, hash, text }: Canvas): string[] {
  const size = h * 0.16;
  const maxChars = Math.max(4, Math.floor((w * 0.52) / size));
  const parts = [place(w * 0.8, h * 0.5, Math.min(h * 0.72, w * 0.3), hash % 2 === 0 ? -8 : 8)];
  if (spec.heading)
    parts.push(text(`${n(w * 0.07)}`, h * 0.48, size, fit(spec.heading, maxChars), ' font-weight="700"'));
  if (spec.subheading)
    parts.push(
      text(
        `${n(w * 0.07)}`,
        h * 0.48 + size * 1.2,
        size * 0.55,
        fit(spec.subheading, Math.floor((w * 0.52) / (size * 0.55))),
        ' opacity="0.8"',
      ),
    );
  return parts;
}

/** A sheet of the goods' detail pictures: a heading, a rule, the picture, a caption. */
function detailSheet(spec: ArtSpec, { w, h, min, accent, text }: Canvas): string[] {
  const size = min * 0.08;
  const parts: string[] = [];
  if (spec.heading)
    parts.push(text('50%', h * 0.14, size, fit(spec.heading, 12), ' text-anchor="middle" font-weight="700"'));
  parts.push(
    `<rect x="${n(w * 0.46)}" y="${n(h * 0.17)}" width="${n(w * 0.08)}" height="4" rx="2" fill="${accent}"/>`,
  );
  parts.push(place(w / 2, h * 0.52, min * 0.7, spec.view === 'angle' ? -10 : 0));
  if (spec.subheading)
    parts.push(
      text(
        '50%',
        h * 0.9,
        size * 0.5,
        fit(spec.subheading, Math.floor((w * 0.86) / (size * 0.5))),
        ' text-anchor="middle" opacity="0.75"',
      ),
    );
  return parts;
}

/** What the shape draws over the background. */
function foreground(spec: ArtSpec, canvas: Canvas, recolour: string): string[] {
  const { w, h, min, hash, accent } = canvas;
  const shape = spec.shape ?? 'product';
  if (shape === 'avatar')
    return [
      `<circle cx="${w / 2}" cy="${h / 2}" r="${n(min * 0.44)}" fill="${accent}" opacity="0.25"/>`,
      place(w / 2, h / 2, min * 0.66),
    ];
  if (shape === 'banner') return h > w ? portraitBanner(spec, canvas) : banner(spec, canvas);
  if (shape === 'detail') return detailSheet(spec, canvas);
  if (shape === 'tile') return [place(w / 2, h / 2, min * 0.6, spec.view === 'angle' ? -10 : 0)];
  return subject(spec, w, h, hash, recolour);
}

export function renderArt(spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const hash = hashInts(spec.key, w, h);
  const [bg, accent, ink] = PALETTES[hash % PALETTES.length]!;
  const min = Math.min(w, h);
  const icon = iconOf(spec.icon);
  const hue = spec.hue ?? 60 + (hash % 240);
  const recolour = hue === 0 ? '' : ' filter="url(#v)"';
  const defs = [
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>`,
    `<symbol id="i" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</symbol>`,
    `<filter id="v"><feColorMatrix type="hueRotate" values="${hue}"/></filter>`,
  ];
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#g)"/>`];
  // Two soft circles whose positions depend on the hash, behind the subject.
  for (let i = 0; i < 2; i++) {
    const cx = (((hash >>> (i * 5)) % 100) / 100) * w;
    const cy = (((hash >>> (i * 7 + 3)) % 100) / 100) * h;
    parts.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(min * (0.2 + i * 0.1))}" fill="${accent}" opacity="${(0.1 + i * 0.04).toFixed(2)}"/>`,
    );
  }
  const text = (x: string, y: number, size: number, value: string, extra = '') =>
    `<text x="${x}" y="${n(y)}" font-family="${FONT}" font-size="${Math.round(size)}" fill="${ink}"${extra}>${escapeXml(value)}</text>`;
  parts.push(...foreground(spec, { w, h, min, hash, accent, text }, recolour));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(spec.title)}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}
