// 足迹 (see docs/product-rules.md): the goods a shopper looked at, kept on this device (local storage) so a visitor has them too.
// Newest first, one entry per goods (a second look moves it to the top), at most FOOTPRINT_MAX;
// anything unreadable in storage counts as no history rather than breaking the page.
import { FOOTPRINT_MAX, FOOTPRINT_STORAGE_KEY } from '@storefront/contracts';
import { atom } from 'jotai';
import { storageGetJson, storageRemove, storageSet } from '../state/web-storage';

export interface Footprint {
  goodsId: number;
  name: string;
  picUrl: string;
  /** In fen, as the goods showed it when viewed. */
  price: number;
  /** Epoch milliseconds of the latest look. */
  viewedAt: number;
}

const isFootprint = (value: unknown): value is Footprint => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.goodsId) &&
    (v.goodsId as number) > 0 &&
    typeof v.name === 'string' &&
    typeof v.picUrl === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.viewedAt === 'number' &&
    Number.isFinite(v.viewedAt)
  );
};

const isFootprintList = (value: unknown): value is unknown[] => Array.isArray(value);

/** Pure rule: the list after viewing `goods`; it goes first, its older entry goes, the cap holds. */
export function addFootprint(list: readonly Footprint[], goods: Footprint): Footprint[] {
  return [goods, ...list.filter((item) => item.goodsId !== goods.goodsId)].slice(0, FOOTPRINT_MAX);
}

/** What storage holds, keeping only well-formed entries, newest first and de-duplicated. */
export function readFootprints(): Footprint[] {
  const stored = storageGetJson('local', FOOTPRINT_STORAGE_KEY, isFootprintList) ?? [];
  const valid = stored.filter(isFootprint).sort((a, b) => b.viewedAt - a.viewedAt);
  return valid
    .filter((item, index) => valid.findIndex((other) => other.goodsId === item.goodsId) === index)
    .slice(0, FOOTPRINT_MAX);
}

const writeFootprints = (list: Footprint[]): void => {
  if (list.length === 0) storageRemove('local', FOOTPRINT_STORAGE_KEY);
  else storageSet('local', FOOTPRINT_STORAGE_KEY, JSON.stringify(list));
};

const baseAtom = atom<Footprint[] | null>(null);

/** Reads storage lazily on first use, writes through on every change. */
export const footprintsAtom = atom(
  (get) => get(baseAtom) ?? readFootprints(),
  (_get, set, next: Footprint[]) => {
    writeFootprints(next);
    set(baseAtom, next);
  },
);

export interface FootprintDay {
  /** YYYY-MM-DD in local time. */
  day: string;
  /** 今天, 昨天, or M月D日 (with the year when it is not this year). */
  label: string;
  items: Footprint[];
}

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function dayLabel(date: Date, now: Date): string {
  if (dayKey(date) === dayKey(now)) return '今天';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return '昨天';
  const md = `${date.getMonth() + 1}月${date.getDate()}日`;
  return date.getFullYear() === now.getFullYear() ? md : `${date.getFullYear()}年${md}`;
}

/** The list grouped by the day of each look, as JD shows 足迹 (the list is newest first already). */
export function groupByDay(list: readonly Footprint[], now = new Date()): FootprintDay[] {
  const days: FootprintDay[] = [];
  for (const item of list) {
    const date = new Date(item.viewedAt);
    const day = dayKey(date);
    const last = days[days.length - 1];
    if (last?.day === day) last.items.push(item);
    else days.push({ day, label: dayLabel(date, now), items: [item] });
  }
  return days;
}
