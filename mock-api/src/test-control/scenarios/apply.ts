// Lays a scenario on a store: each user's history is replayed through the store's own functions
// (addAddress, receiveCoupon, createOrder, markPaid, ship, applyRefund, …) on a clock that walks
// from the past to now, so the rows, order numbers, notices and logistics are those a user would
// have made. Everything runs in one transaction: a scenario applies whole or not at all.
import { Refusal } from '../../domain/refusal.js';
import {
  createUser,
  ensureDemoUser,
  findUserByMobile,
  DEMO_MOBILE,
  usersTable,
} from '../../domain/account/accounts.js';
import { messagesTable, notify } from '../../domain/account/messages.js';
import { hashPasswordSync } from '../../domain/account/passwords.js';
import { addAddress, defaultAddress, type AddressRow } from '../../domain/address/addresses.js';
import { addToCart, setCartChecked } from '../../domain/cart/cart.js';
import { currentStock, setStock } from '../../domain/catalogue/stock.js';
import { addPost, setCollect, setFollow } from '../../domain/community/community.js';
import {
  markCouponUsed,
  receiveCoupon,
  userCouponTable,
  type UserCouponRow,
} from '../../domain/coupon/coupons.js';
import {
  advanceRefund,
  advanceRepair,
  applyRefund,
  applyRepair,
  fillReturnExpress,
  refundTable,
  rejectRefund,
  repairTable,
  undoRefund,
  undoRepair,
} from '../../domain/order/after-sale.js';
import { PAY_WINDOW_MS } from '../../domain/order/deadlines.js';
import { evaluateItem } from '../../domain/order/evaluations.js';
import { cancelByBuyer, createOrder, markPaid, ship, takeDelivery } from '../../domain/order/lifecycle.js';
import { orderTable, type OrderRow } from '../../domain/order/table.js';
import { flashTerms } from '../../domain/catalogue/flash-price.js';
import { flashSessionsOfDay, flashStatus } from '../../seed/flash-sale.js';
import type { SeedGoods, SeedSku } from '../../seed/types.js';
import type { StoreCtx } from '../../domain/context.js';
import type { Store } from '../../persistence/store.js';
import type { ClockSetting } from '../clock-setting.js';
import { resolveScenarioClock } from './instants.js';
import { formatPath, ScenarioError, type LoadedScenario, type PathSegment } from './load.js';
import type { GoodsRef, ScenarioLine, ScenarioOrder, ScenarioUser, StandingFault } from './schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the caller installs besides the rows: the clock setting and the standing faults. */
export interface AppliedScenario {
  name: string;
  clock: ClockSetting;
  faults: StandingFault[];
}

/** A store context whose clock the replay moves. */
interface ReplayCtx extends StoreCtx {
  at(time: number): void;
}

function replayCtx(store: Store, start: number): ReplayCtx {
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
  const fail = (path: PathSegment[], message: string): never => {
    throw new ScenarioError(`${loaded.locate(path)}: ${formatPath(path)}: ${message}`);
  };
  const at = <R>(path: PathSegment[], fn: () => R): R => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof Refusal) return fail(path, err.message);
      throw err;
    }
  };

  store.atomic(() => {
    ensureDemoUser(store, end);
    scenario.users.forEach((user, i) => applyUser(ctx, user, ['users', i], end, fail, at));
    scenario.stock.forEach((level, i) => {
      ctx.at(end);
      const goods = findGoods(ctx, level.goods, ['stock', i, 'goods'], fail);
      for (const sku of skusOf(goods, level.spec, ['stock', i, 'spec'], fail))
        setStock(ctx, sku.skuId, level.stock);
    });
    const running = flashSessionsOfDay(store.seed.flashPool, end).find(
      (s) => flashStatus(s, end) === 'ongoing',
    );
    const sessionGoods = (path: PathSegment[], index: number): number => {
      if (!running) return fail(path, 'no flash-sale session is running at the scenario clock');
      return (
        running.goodsIds[index] ?? fail(path, `the running session has ${running.goodsIds.length} goods`)
      );
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
  });
  return { name: scenario.name, clock, faults: scenario.faults };
}

type Fail = (path: PathSegment[], message: string) => never;
type At = <R>(path: PathSegment[], fn: () => R) => R;

function findGoods(ctx: StoreCtx, ref: GoodsRef, path: PathSegment[], fail: Fail): SeedGoods {
  if (typeof ref === 'number') return ctx.seed.goods.get(ref) ?? fail(path, `no goods with id ${ref}`);
  for (const id of ctx.seed.goodsIds) {
    const goods = ctx.seed.goods.get(id)!;
    if (goods.shopType === 'self' && goods.name.includes(ref)) return goods;
  }
  return fail(path, `no self-operated goods whose name contains "${ref}"`);
}

function skusOf(goods: SeedGoods, spec: string | undefined, path: PathSegment[], fail: Fail): SeedSku[] {
  if (spec === undefined) return goods.skus;
  const matching = goods.skus.filter((s) => s.specText.includes(spec));
  return matching.length > 0
    ? matching
    : fail(path, `${goods.name} has no SKU "${spec}" (${goods.skus.map((s) => s.specText).join(' / ')})`);
}

function resolveLine(ctx: StoreCtx, line: ScenarioLine, path: PathSegment[], fail: Fail) {
  const goods = findGoods(ctx, line.goods, [...path, 'goods'], fail);
  // Without a spec: the first SKU that can fill the line (some start sold out).
  const skus = skusOf(goods, line.spec, [...path, 'spec'], fail);
  const sku = skus.find((s) => currentStock(ctx, s.skuId) >= line.quantity) ?? skus[0]!;
  return { goods, sku, quantity: line.quantity };
}

function regionCodes(ctx: StoreCtx, names: [string, string, string], path: PathSegment[], fail: Fail) {
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

function userFor(store: Store, user: ScenarioUser, now: number) {
  if (user.mobile === DEMO_MOBILE) {
    const demo = ensureDemoUser(store, now);
    return user.nickname ? usersTable(store).update(demo.id, { nickname: user.nickname }) : demo;
  }
  const existing = findUserByMobile(store, user.mobile);
  if (existing) return existing;
  return createUser(store, {
    mobile: user.mobile,
    nickname: user.nickname,
    hash: hashPasswordSync(user.password),
    now: now - 90 * DAY,
  });
}

function applyUser(
  ctx: ReplayCtx,
  user: ScenarioUser,
  path: PathSegment[],
  end: number,
  fail: Fail,
  at: At,
): void {
  const uid = userFor(ctx.store, user, end).id;
  const addresses: AddressRow[] = user.addresses.map((address, i) => {
    const where = [...path, 'addresses', i];
    ctx.at(end - 60 * DAY + i * HOUR);
    const codes = regionCodes(ctx, address.region, [...where, 'region'], fail);
    return at(where, () =>
      addAddress(ctx, uid, {
        consignee: address.consignee,
        mobile: address.mobile,
        ...codes,
        detail: address.detail,
        isDefault: address.default ? 1 : 0,
      }),
    );
  });

  const coupons = new Map<number, UserCouponRow>();
  user.coupons.forEach((coupon, i) => {
    const where = [...path, 'coupons', i];
    const received = end - (coupon.ago ?? (coupon.state === 'expired' ? 20 * DAY : 3 * DAY));
    ctx.at(received);
    // An expired coupon: taken with a validity of its own that has run out since.
    const expiresAt = coupon.state === 'expired' ? end - DAY : null;
    coupons.set(
      coupon.coupon,
      at(where, () => receiveCoupon(ctx, uid, coupon.coupon, expiresAt)),
    );
  });

  user.favourites.forEach((ref, i) => {
    ctx.at(end - (user.favourites.length - i) * DAY);
    const goods = findGoods(ctx, ref, [...path, 'favourites', i], fail);
    setCollect(ctx, uid, 'goods', goods.goodsId, true);
  });
  user.follows.forEach((followUid, i) => {
    ctx.at(end - (user.follows.length - i) * DAY);
    at([...path, 'follows', i], () => setFollow(ctx, uid, followUid, true));
  });

  // Oldest first, so post ids grow with time.
  user.posts
    .map((post, i) => ({ post, i }))
    .sort((a, b) => b.post.ago - a.post.ago)
    .forEach(({ post, i }) => {
      const where = [...path, 'posts', i];
      ctx.at(end - post.ago);
      const pictures = post.pictures.map(
        (ref, j) => findGoods(ctx, ref, [...where, 'pictures', j], fail).picUrl,
      );
      at(where, () =>
        addPost(ctx, uid, { topicId: post.topic, title: post.title, content: post.content, pictures }),
      );
    });

  // Oldest first, so ids and order numbers grow with time as they would.
  const orders = user.orders.map((order, i) => ({ order, i })).sort((a, b) => b.order.ago - a.order.ago);
  for (const { order, i } of orders) {
    const where = [...path, 'orders', i];
    const couponRow = order.coupon === undefined ? undefined : coupons.get(order.coupon);
    if (order.coupon !== undefined && !couponRow)
      fail([...where, 'coupon'], `the user holds no coupon ${order.coupon} (list it under coupons)`);
    const address =
      order.address === undefined ? defaultAddress(ctx, uid) : (addresses[order.address] ?? null);
    if (!address) fail([...where, 'address'], 'the user has no such address (list it under addresses)');
    replayOrder(ctx, uid, order, where, end, address!.id, couponRow?.id ?? 0, fail, at);
  }

  // Coupons listed as used that no order spent.
  user.coupons.forEach((coupon, i) => {
    const row = userCouponTable(ctx).get(coupons.get(coupon.coupon)!.id)!;
    if (coupon.state === 'used' && !row.used) {
      ctx.at(row.receivedTime + DAY);
      markCouponUsed(ctx, row.id, 0);
    }
    if (coupon.state !== 'used' && row.used)
      fail([...path, 'coupons', i, 'state'], `coupon ${coupon.coupon} is spent by an order: use state used`);
  });

  user.cart.forEach((line, i) => {
    const where = [...path, 'cart', i];
    ctx.at(end - (user.cart.length - i) * HOUR);
    const { goods, sku, quantity } = resolveLine(ctx, line, where, fail);
    at(where, () => addToCart(ctx, uid, sku.skuId, quantity, goods.goodsId));
  });

  user.messages.forEach((message) => {
    ctx.at(end - message.ago);
    notify(ctx.store, {
      uid,
      box: message.box,
      title: message.title,
      content: message.content,
      fromUid: message.from,
      link: message.link ?? null,
      createTime: end - message.ago,
    });
    if (message.read) {
      const table = messagesTable(ctx.store);
      const row = table.first({ uid, title: message.title, createTime: end - message.ago });
      if (row) table.update(row.id, { read: true });
    }
  });
  // Notices of what happened more than a day ago have been read, as a lived-in account's would.
  const table = messagesTable(ctx.store);
  for (const row of table.where({ uid, box: 'order', read: false }))
    if (row.createTime < end - DAY) table.update(row.id, { read: true });
  ctx.at(end);
}

const RETURN_EXPRESS = 'SF';

function replayOrder(
  ctx: ReplayCtx,
  uid: number,
  spec: ScenarioOrder,
  path: PathSegment[],
  end: number,
  addressId: number,
  userCouponId: number,
  fail: Fail,
  at: At,
): void {
  const placed = end - spec.ago;
  if (spec.status === 'waitPay' && spec.ago >= PAY_WINDOW_MS)
    fail([...path, 'ago'], 'a waitPay order must be younger than the 30-minute payment window');
  const lines = spec.lines.map((line, i) => resolveLine(ctx, line, [...path, 'lines', i], fail));
  ctx.at(placed);
  let order: OrderRow = at(path, () => {
    if (lines.length === 1) {
      const [line] = lines as [(typeof lines)[number]];
      return createOrder(ctx, uid, {
        source: 'buyNow',
        goodsId: line.goods.goodsId,
        skuId: line.sku.skuId,
        quantity: line.quantity,
        addressId,
        userCouponId,
        remark: spec.remark,
      });
    }
    setCartChecked(ctx, uid, false, 'all');
    for (const line of lines) addToCart(ctx, uid, line.sku.skuId, line.quantity, line.goods.goodsId);
    return createOrder(ctx, uid, { source: 'cart', addressId, userCouponId, remark: spec.remark });
  });

  // The lifecycle steps the target state needs, then the after-sale steps, spread from placing to now.
  const lifecycle: Array<(o: OrderRow) => OrderRow> = [];
  const paid = spec.status !== 'waitPay' && spec.status !== 'cancelled';
  const shipped =
    ['waitTakeDelivery', 'waitEvaluate', 'done'].includes(spec.status) ||
    spec.refund?.type === 'returnAndRefund' ||
    spec.repair !== undefined;
  const received = ['waitEvaluate', 'done'].includes(spec.status) || spec.repair !== undefined;
  if (spec.status === 'cancelled')
    lifecycle.push((o) => cancelByBuyer(ctx, o, spec.cancelReason ?? '我不想买了'));
  if (paid) lifecycle.push((o) => markPaid(ctx, o, ctx.now()));
  if (paid && shipped) lifecycle.push((o) => ship(ctx, o));
  if (paid && received) lifecycle.push((o) => takeDelivery(ctx, o));
  if (spec.status === 'done')
    for (const item of order.items)
      lifecycle.push(
        (o) =>
          evaluateItem(ctx, o, {
            orderItemId: item.orderItemId,
            score: spec.evaluation?.score ?? 5,
            content: spec.evaluation?.content ?? '东西不错，和描述的一样，物流也快。',
            pictures: [],
            anonymous: 0,
          }).order,
      );
  if (spec.status === 'closed') {
    if (spec.refund)
      fail([...path, 'refund'], 'a closed order is one whose every line was refunded: no refund');
    for (const item of order.items)
      lifecycle.push((o) => {
        applyRefund(
          ctx,
          o,
          o.items.find((i) => i.orderItemId === item.orderItemId)!,
          {
            refundType: 'refundOnly',
            reason: '不想要了',
            amount: item.paidShare,
            pictures: [],
          },
        );
        const refund = latestRefund(ctx, o.id);
        advanceRefund(ctx, refund);
        return orderTable(ctx).get(o.id)!;
      });
  }
  const afterSale = afterSaleSteps(ctx, spec, path, fail);
  // After-sale steps come last, a minute apart, ending exactly now: a review step the store
  // schedules 10 s later stays pending as long as the clock is frozen.
  const span = Math.max(end - placed - afterSale.length * MINUTE, 0);
  const steps = lifecycle.length;
  lifecycle.forEach((step, k) => {
    ctx.at(placed + Math.round((span * (k + 1)) / (steps + 1)));
    order = at(path, () => step(order));
  });
  afterSale.forEach((step, k) => {
    ctx.at(end - (afterSale.length - 1 - k) * MINUTE);
    order = at(path, () => step(order));
  });
  ctx.at(end);
  if (spec.status !== 'closed' && !spec.refund && !spec.repair && order.status !== spec.status)
    fail([...path, 'status'], `the order ended ${order.status}, not ${spec.status}`);
}

const latestRefund = (ctx: StoreCtx, orderId: number) =>
  refundTable(ctx).where({ orderId }, { orderBy: [['id', 'desc']], limit: 1 })[0]!;

function afterSaleSteps(
  ctx: ReplayCtx,
  spec: ScenarioOrder,
  path: PathSegment[],
  fail: Fail,
): Array<(o: OrderRow) => OrderRow> {
  const steps: Array<(o: OrderRow) => OrderRow> = [];
  const reload = (o: OrderRow) => orderTable(ctx).get(o.id)!;
  const { refund, repair } = spec;
  if (refund) {
    const where = [...path, 'refund'];
    if (['waitReturn', 'returning'].includes(refund.status) && refund.type !== 'returnAndRefund')
      fail([...where, 'status'], `${refund.status} needs type returnAndRefund`);
    const item = (o: OrderRow) =>
      o.items[refund.line] ?? fail([...where, 'line'], `the order has ${o.items.length} lines`);
    steps.push((o) => {
      applyRefund(ctx, o, item(o), {
        refundType: refund.type,
        reason: refund.reason,
        description: refund.description,
        amount: item(o).paidShare,
        pictures: [],
      });
      return reload(o);
    });
    const current = (o: OrderRow) => latestRefund(ctx, o.id);
    const review = (o: OrderRow) => (advanceRefund(ctx, current(o)), reload(o));
    const sendBack = (o: OrderRow) => (
      fillReturnExpress(ctx, current(o), RETURN_EXPRESS, `SF${String(o.id).padStart(10, '0')}`),
      reload(o)
    );
    if (refund.status === 'rejected')
      steps.push((o) => (rejectRefund(ctx, current(o), '商品不影响二次销售'), reload(o)));
    if (refund.status === 'cancelled') steps.push((o) => (undoRefund(ctx, current(o)), reload(o)));
    if (refund.status === 'waitReturn') steps.push(review);
    if (refund.status === 'returning') steps.push(review, sendBack);
    if (refund.status === 'refunded')
      steps.push(...(refund.type === 'returnAndRefund' ? [review, sendBack, review] : [review]));
  }
  if (repair) {
    const where = [...path, 'repair'];
    const item = (o: OrderRow) =>
      o.items[repair.line] ?? fail([...where, 'line'], `the order has ${o.items.length} lines`);
    const current = (o: OrderRow) =>
      repairTable(ctx).where({ orderId: o.id }, { orderBy: [['id', 'desc']], limit: 1 })[0]!;
    steps.push((o) => {
      applyRepair(ctx, o, item(o), { reason: repair.reason, description: repair.description, pictures: [] });
      return reload(o);
    });
    const advance = (o: OrderRow) => (advanceRepair(ctx, current(o)), reload(o));
    if (repair.status === 'processing') steps.push(advance);
    if (repair.status === 'done') steps.push(advance, advance);
    if (repair.status === 'cancelled') steps.push((o) => (undoRepair(ctx, current(o)), reload(o)));
  }
  return steps;
}
