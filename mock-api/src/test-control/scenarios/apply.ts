// Lays a scenario on a store: each user's history is replayed through the store's own functions
// (addAddress, receiveCoupon, createOrder, markPaid, ship, applyRefund, …) on a clock that walks
// from the past to now, so the rows, order numbers, notices and logistics are those a user would
// have made. Everything runs in one transaction: a scenario applies whole or not at all.
import { ensureDemoUser } from '../../domain/account/accounts.js';
import { defaultAddress } from '../../domain/address/addresses.js';
import { currentStock, setStock } from '../../domain/catalogue/stock.js';
import { flashTerms } from '../../domain/catalogue/flash-price.js';
import { createOrder, markPaid } from '../../domain/order/lifecycle.js';
import { flashSessionsOfDay, flashStatus } from '../../seed/flash-sale.js';
import type { Store } from '../../persistence/store.js';
import type { ClockSetting } from '../clock-setting.js';
import { resolveScenarioClock } from './instants.js';
import type { LoadedScenario, PathSegment } from './load.js';
import {
  findGoods,
  replayCtx,
  reporters,
  skusOf,
  type At,
  type Fail,
  type ReplayCtx,
} from './replay-context.js';
import { applyUser, userFor } from './replay-user.js';
import type { Scenario, StandingFault } from './schema.js';

/** What the caller installs besides the rows: the clock setting and the standing faults. */
export interface AppliedScenario {
  name: string;
  clock: ClockSetting;
  faults: StandingFault[];
}

/**
 * Applies `loaded` to `store` (meant for an empty or freshly reset store). History is laid out
 * relative to `now` (default: the store's clock); a problem names the file position it comes from.
 */
export function applyScenario(
  store: Store,
  loaded: LoadedScenario,
  now = store.clock.now(),
): AppliedScenario {
  const { scenario } = loaded;
  const clock = resolveScenarioClock(scenario.clock, now);
  // The history ends at the scenario's own "now" (a frozen clock's instant), not the wall clock's.
  const end = clock.mode === 'frozen' ? clock.at : clock.mode === 'offset' ? now + clock.offsetMs : now;
  const ctx = replayCtx(store, end);
  const { fail, at } = reporters(loaded);
  store.atomic(() => {
    ensureDemoUser(store, end);
    scenario.users.forEach((user, i) => applyUser(ctx, user, ['users', i], end, fail, at));
    scenario.stock.forEach((level, i) => {
      ctx.at(end);
      const goods = findGoods(ctx, level.goods, ['stock', i, 'goods'], fail);
      for (const sku of skusOf(goods, level.spec, ['stock', i, 'spec'], fail))
        setStock(ctx, sku.skuId, level.stock);
    });
    applyFlashSale(ctx, scenario, end, fail, at);
  });
  return { name: scenario.name, clock, faults: scenario.faults };
}

/** The running flash-sale session's goods sold out, or bought up to the limit by the first user. */
function applyFlashSale(ctx: ReplayCtx, scenario: Scenario, end: number, fail: Fail, at: At): void {
  const { store } = ctx;
  const running = flashSessionsOfDay(store.seed.flashPool, end).find(
    (s) => flashStatus(s, end) === 'ongoing',
  );
  const sessionGoods = (path: PathSegment[], index: number): number => {
    if (!running) return fail(path, 'no flash-sale session is running at the scenario clock');
    return running.goodsIds[index] ?? fail(path, `the running session has ${running.goodsIds.length} goods`);
  };
  scenario.flashSale.soldOut.forEach((index, i) => {
    const goodsId = sessionGoods(['flashSale', 'soldOut', i], index);
    for (const sku of store.seed.goods.get(goodsId)!.skus) setStock(ctx, sku.skuId, 0);
  });
  // Bought through the shop's own order path at the scenario's time, so the flash price and the
  // user's tally come from the one pricing rule; paid, so the units stay counted.
  scenario.flashSale.atLimit.forEach((index, i) => {
    const path: PathSegment[] = ['flashSale', 'atLimit', i];
    const goodsId = sessionGoods(path, index);
    const buyer = scenario.users[0] ?? fail(path, 'needs a user: the first one buys up to the limit');
    const uid = userFor(store, buyer, end).id;
    const terms = flashTerms(ctx, goodsId, running!);
    const goods = store.seed.goods.get(goodsId)!;
    const sku =
      goods.skus.find((s) => currentStock(ctx, s.skuId) >= terms.limitPerUser) ??
      fail(path, `${goods.name} has no SKU with ${terms.limitPerUser} in stock`);
    const addressId =
      defaultAddress(ctx, uid)?.id ?? fail(path, 'the first user needs a default address to order');
    ctx.at(end);
    const order = at(path, () =>
      createOrder(ctx, uid, {
        source: 'buyNow',
        goodsId,
        skuId: sku.skuId,
        quantity: terms.limitPerUser,
        addressId,
        userCouponId: 0,
        remark: '',
      }),
    );
    markPaid(ctx, order, end);
  });
}
