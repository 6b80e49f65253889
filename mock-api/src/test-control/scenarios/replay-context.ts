// What replaying a scenario works with: a store context whose clock the replay moves, the way a
// problem is reported at its place in the file, and how a scenario names goods, SKUs and regions.
import { Refusal } from '../../domain/refusal.js';
import { currentStock } from '../../domain/catalogue/stock.js';
import type { SeedGoods, SeedSku } from '../../seed/types.js';
import type { StoreCtx } from '../../domain/context.js';
import type { Store } from '../../persistence/store.js';
import { formatPath, ScenarioError, type LoadedScenario, type PathSegment } from './load.js';
import type { GoodsRef, ScenarioLine } from './schema.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A store context whose clock the replay moves. */
export interface ReplayCtx extends StoreCtx {
  at(time: number): void;
}

export function replayCtx(store: Store, start: number): ReplayCtx {
  let time = start;
  return {
    store,
    seed: store.seed,
    now: () => time,
    at: (next) => {
      time = next;
    },
  };
}

/** Stops the replay with a problem at `path` of the file. */
export type Fail = (path: PathSegment[], message: string) => never;
/** Runs a step of the replay; a refusal of the store becomes a problem at `path`. */
export type At = <R>(path: PathSegment[], fn: () => R) => R;

export function reporters(loaded: LoadedScenario): { fail: Fail; at: At } {
  const fail: Fail = (path, message) => {
    throw new ScenarioError(`${loaded.locate(path)}: ${formatPath(path)}: ${message}`);
  };
  const at: At = (path, fn) => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof Refusal) return fail(path, err.message);
      throw err;
    }
  };
  return { fail, at };
}

export function findGoods(ctx: StoreCtx, ref: GoodsRef, path: PathSegment[], fail: Fail): SeedGoods {
  if (typeof ref === 'number') return ctx.seed.goods.get(ref) ?? fail(path, `no goods with id ${ref}`);
  for (const id of ctx.seed.goodsIds) {
    const goods = ctx.seed.goods.get(id)!;
    if (goods.shopType === 'self' && goods.name.includes(ref)) return goods;
  }
  return fail(path, `no self-operated goods whose name contains "${ref}"`);
}

export function skusOf(
  goods: SeedGoods,
  spec: string | undefined,
  path: PathSegment[],
  fail: Fail,
): SeedSku[] {
  if (spec === undefined) return goods.skus;
  const matching = goods.skus.filter((s) => s.specText.includes(spec));
  return matching.length > 0
    ? matching
    : fail(path, `${goods.name} has no SKU "${spec}" (${goods.skus.map((s) => s.specText).join(' / ')})`);
}

export function resolveLine(ctx: StoreCtx, line: ScenarioLine, path: PathSegment[], fail: Fail) {
  const goods = findGoods(ctx, line.goods, [...path, 'goods'], fail);
  // Without a spec: the first SKU that can fill the line (some start sold out).
  const skus = skusOf(goods, line.spec, [...path, 'spec'], fail);
  const sku = skus.find((s) => currentStock(ctx, s.skuId) >= line.quantity) ?? skus[0]!;
  return { goods, sku, quantity: line.quantity };
}

export function regionCodes(ctx: StoreCtx, names: [string, string, string], path: PathSegment[], fail: Fail) {
  const { regions } = ctx.seed;
  const province =
    regions.provinces.find((p) => p.name === names[0]) ?? fail(path, `no province ${names[0]}`);
  const city =
    regions.city[province.code]?.find((c) => c.name === names[1]) ??
    fail(path, `no city ${names[1]} in ${names[0]}`);
  const area =
    regions.area[city.code]?.find((a) => a.name === names[2]) ??
    fail(path, `no area ${names[2]} in ${names[1]}`);
  return { provinceCode: province.code, cityCode: city.code, areaCode: area.code };
}
