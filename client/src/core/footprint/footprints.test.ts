// 足迹's rules: newest first, one entry per goods, at most FOOTPRINT_MAX, grouped by day; storage that
// cannot be read counts as empty.
import { FOOTPRINT_MAX, FOOTPRINT_STORAGE_KEY } from '@storefront/contracts';
import { addFootprint, groupByDay, readFootprints, type Footprint } from './footprints';

const look = (goodsId: number, viewedAt: number): Footprint => ({
  goodsId,
  name: `商品${goodsId}`,
  picUrl: `/media/goods/${goodsId}.jpg`,
  price: 100 * goodsId,
  viewedAt,
});

afterEach(() => window.localStorage.clear());

describe('footprints', () => {
  it('puts the latest look first and keeps one entry per goods', () => {
    let list: Footprint[] = [];
    list = addFootprint(list, look(1, 1));
    list = addFootprint(list, look(2, 2));
    list = addFootprint(list, look(1, 3));
    expect(list.map((f) => [f.goodsId, f.viewedAt])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it(`keeps at most ${FOOTPRINT_MAX}, dropping the oldest`, () => {
    let list: Footprint[] = [];
    for (let id = 1; id <= FOOTPRINT_MAX + 5; id += 1) list = addFootprint(list, look(id, id));
    expect(list).toHaveLength(FOOTPRINT_MAX);
    expect(list[0]!.goodsId).toBe(FOOTPRINT_MAX + 5);
    expect(list.at(-1)!.goodsId).toBe(6);
  });

  it('reads corrupted or foreign storage as empty, and drops malformed entries', () => {
    window.localStorage.setItem(FOOTPRINT_STORAGE_KEY, '{not json');
    expect(readFootprints()).toEqual([]);
    window.localStorage.setItem(FOOTPRINT_STORAGE_KEY, JSON.stringify({ goodsId: 1 }));
    expect(readFootprints()).toEqual([]);
    window.localStorage.setItem(
      FOOTPRINT_STORAGE_KEY,
      JSON.stringify([look(1, 1), { goodsId: 'x' }, null, look(2, 5), look(1, 0)]),
    );
    expect(readFootprints().map((f) => f.goodsId)).toEqual([2, 1]);
  });

  it('groups by day as 今天, 昨天 and M月D日', () => {
    const now = new Date(2026, 10, 26, 20, 0);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime();
    const days = groupByDay(
      [look(1, at(26, 9)), look(2, at(26, 1)), look(3, at(25, 23)), look(4, at(3, 8))],
      now,
    );
    expect(days.map((d) => [d.label, d.items.map((f) => f.goodsId)])).toEqual([
      ['今天', [1, 2]],
      ['昨天', [3]],
      ['11月3日', [4]],
    ]);
    expect(groupByDay([look(5, new Date(2025, 0, 2).getTime())], now)[0]!.label).toBe('2025年1月2日');
  });
});
