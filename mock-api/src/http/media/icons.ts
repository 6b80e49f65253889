// Product and promotion pictures are drawn with icons of Fluent Emoji Flat (@iconify-json/fluent-emoji-flat,
// MIT, Microsoft). The set holds ~3000 icons (9 MB of JSON): it is read once, on the first picture,
// and only the icons the seed names are kept; the rest is left to the garbage collector.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { catalogueIcons } from '../../seed/catalogue-plan.js';
import { ARTICLE_CATEGORY_PLAN, TOPIC_PLAN } from '../../seed/content-plan.js';
import { AVATAR_ICONS, PROMOTION_ICONS } from '../../seed/words.js';

export const FALLBACK_ICON = 'shopping-bags';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

export interface Icon {
  body: string;
  width: number;
  height: number;
}

/** Every icon name the seed and the media drawers use. */
export const usedIconNames = (): string[] => [
  ...new Set([
    FALLBACK_ICON,
    ...catalogueIcons(),
    ...ARTICLE_CATEGORY_PLAN.map((c) => c.icon),
    ...TOPIC_PLAN.map((t) => t.icon),
    ...Object.values(PROMOTION_ICONS),
    ...AVATAR_ICONS,
  ]),
];

let loaded: Map<string, Icon> | null = null;

const ICON_SET = '@iconify-json/fluent-emoji-flat/icons.json';

/** Finds the set from the running script (mock-api/dist/main.js) or, under jest, from the working directory. */
function iconSetFile(): string {
  const bases = [process.argv[1], join(process.cwd(), 'index.js')].filter((b): b is string => Boolean(b));
  for (const base of bases) {
    try {
      return createRequire(resolve(base)).resolve(ICON_SET);
    } catch {
      // try the next base
    }
  }
  throw new Error(`${ICON_SET} not found: run npm ci`);
}

function load(): Map<string, Icon> {
  const file = iconSetFile();
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
  const icons = new Map<string, Icon>();
  for (const name of usedIconNames()) {
    const data = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (data)
      icons.set(name, {
        body: data.body,
        width: data.width ?? set.width ?? 16,
        height: data.height ?? set.height ?? 16,
      });
  }
  return icons;
}

/** The icon of that name (the fallback for a name the set lacks). */
export function iconOf(name: string | undefined): Icon {
  loaded ??= load();
  return loaded.get(name ?? FALLBACK_ICON) ?? loaded.get(FALLBACK_ICON)!;
}

/** Whether the set has an icon of that name (for tests of the seed's icon names). */
export function hasIcon(name: string): boolean {
  loaded ??= load();
  return loaded.has(name);
}
