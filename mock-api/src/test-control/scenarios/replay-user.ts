// One scenario user's history, replayed through the store's own functions: addresses, coupons,
// favourites, follows and posts, orders (replay-order.ts), the cart and messages, each at its time.
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
import { addToCart } from '../../domain/cart/cart.js';
import { addPost, setCollect, setFollow } from '../../domain/community/community.js';
import {
  markCouponUsed,
  receiveCoupon,
  userCouponTable,
  type UserCouponRow,
} from '../../domain/coupon/coupons.js';
import type { Store } from '../../persistence/store.js';
import type { PathSegment } from './load.js';
import {
  DAY,
  findGoods,
  HOUR,
  regionCodes,
  resolveLine,
  type At,
  type Fail,
  type ReplayCtx,
} from './replay-context.js';
import { replayOrder } from './replay-order.js';
import type { ScenarioUser } from './schema.js';

export function userFor(store: Store, user: ScenarioUser, now: number) {
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

/** One user's replay: who, where in the file, and the scenario's end. */
interface UserReplay {
  ctx: ReplayCtx;
  user: ScenarioUser;
  uid: number;
  path: PathSegment[];
  end: number;
  fail: Fail;
  at: At;
}

export function applyUser(
  ctx: ReplayCtx,
  user: ScenarioUser,
  path: PathSegment[],
  end: number,
  fail: Fail,
  at: At,
): void {
  const replay: UserReplay = { ctx, user, uid: userFor(ctx.store, user, end).id, path, end, fail, at };
  const addresses = replayAddresses(replay);
  const coupons = replayCoupons(replay);
  replayCommunity(replay);
  replayOrders(replay, addresses, coupons);
  settleCoupons(replay, coupons);
  replayCart(replay);
  replayMessages(replay);
  ctx.at(end);
}

function replayAddresses({ ctx, user, uid, path, end, fail, at }: UserReplay): AddressRow[] {
  return user.addresses.map((address, i) => {
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
}

function replayCoupons({ ctx, user, uid, path, end, at }: UserReplay): Map<number, UserCouponRow> {
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
  return coupons;
}

/** Favourites, follows and posts. */
function replayCommunity({ ctx, user, uid, path, end, fail, at }: UserReplay): void {
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
}

function replayOrders(
  { ctx, user, uid, path, end, fail, at }: UserReplay,
  addresses: AddressRow[],
  coupons: Map<number, UserCouponRow>,
): void {
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
}

function settleCoupons({ ctx, user, path, fail }: UserReplay, coupons: Map<number, UserCouponRow>): void {
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
}

function replayCart({ ctx, user, uid, path, end, fail, at }: UserReplay): void {
  user.cart.forEach((line, i) => {
    const where = [...path, 'cart', i];
    ctx.at(end - (user.cart.length - i) * HOUR);
    const { goods, sku, quantity } = resolveLine(ctx, line, where, fail);
    at(where, () => addToCart(ctx, uid, sku.skuId, quantity, goods.goodsId));
  });
}

function replayMessages({ ctx, user, uid, end }: UserReplay): void {
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
}
