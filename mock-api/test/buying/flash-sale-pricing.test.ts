// Flash-sale prices hold: a goods of the running session costs its flash price on the goods page,
// in the cart, at settle, on the order and at payment, within the session's per-user limit and
// stock; outside its session the normal price applies and the goods page names the next session.
import { flashSessionsOfDay, flashStatus } from '../../src/seed/flash-sale';
import type { FlashSession } from '../../src/seed/types';
import { addAddress, registerUser, startHarness, type Harness, type Identity } from '../harness';

let h: Harness;
beforeEach(() => {
  h = startHarness();
});
afterEach(() => h.close());

const runningSession = (): FlashSession => {
  const now = h.clock.now();
  return flashSessionsOfDay(h.seed.flashPool, now).find((s) => flashStatus(s, now) === 'ongoing')!;
};

/** A goods of the running session, its cheapest SKU (the one the flash strip prices) and the strip's price. */
async function flashPick() {
  const strip = await h.call('getFlashSale');
  expect(strip.code).toBe('01');
  const card = strip.result.goods.find((g: any) => {
    const goods = h.seed.goods.get(g.goodsId)!;
    return goods.skus.some((s) => s.price === goods.price && s.stock >= 20);
  });
  const goods = h.seed.goods.get(card.goodsId)!;
  const sku = goods.skus.find((s) => s.price === goods.price && s.stock >= 20)!;
  return { goodsId: goods.goodsId, skuId: sku.skuId, normal: sku.price, flash: card.flashPrice as number };
}

const freightFor = (goodsAmount: number) => (goodsAmount >= 9_900 ? 0 : 800);

async function buyNow(who: Identity, pick: { goodsId: number; skuId: number }, quantity: number) {
  const input = { source: 'buyNow', goodsId: pick.goodsId, skuId: pick.skuId, quantity };
  const settle = await h.call('getOrderSettleInfoNew', input, who);
  const total = await h.call('getTotalPriceByCouponNew', { ...input, userCouponId: 0 }, who);
  const addressId = await addAddress(h, who);
  const order = await h.call('addOrderNew', { ...input, addressId, userCouponId: 0 }, who);
  return { settle, total, order };
}

describe('a flash-sale goods bought during its session', () => {
  it('costs the flash price on the goods page, in the cart, at settle, on the order and at payment', async () => {
    const pick = await flashPick();
    expect(pick.flash).toBeLessThan(pick.normal);
    const me = await registerUser(h);

    const detail = (await h.call('getGoods', { goodsId: pick.goodsId }, me)).result;
    expect(detail.flashSale).toMatchObject({ status: 'ongoing', flashPrice: pick.flash });
    expect(detail.skus.find((s: any) => s.skuId === pick.skuId)).toMatchObject({
      price: pick.normal,
      flashPrice: pick.flash,
    });

    await h.call('addCart', { goodsId: pick.goodsId, skuId: pick.skuId, quantity: 1 }, me);
    const cart = (await h.call('getCart', {}, me)).result;
    expect(cart.items[0].price).toBe(pick.flash);
    expect(cart.checkedAmount).toBe(pick.flash);

    const { settle, total, order } = await buyNow(me, pick, 1);
    expect(settle.result.lines[0].price).toBe(pick.flash);
    expect(settle.result.goodsAmount).toBe(pick.flash);
    expect(total.result).toEqual({
      goodsAmount: pick.flash,
      freight: freightFor(pick.flash),
      couponAmount: 0,
      payAmount: pick.flash + freightFor(pick.flash),
    });
    expect(order.code).toBe('01');
    const orderId = order.result.orderId;
    const stored = (await h.call('getOrderNew', { orderId }, me)).result;
    expect(stored.items[0].price).toBe(pick.flash);
    expect(stored.payAmount).toBe(pick.flash + freightFor(pick.flash));

    const pay = await h.call('buy', { orderId }, me);
    expect(pay.result.payAmount).toBe(pick.flash + freightFor(pick.flash));
    // Paying after the session ended still charges what the order was placed at.
    h.clock.t = runningSession().endTime + 1;
    h.clock.advance(3_000);
    expect((await h.call('isPay', { orderId }, me)).result.paid).toBe(true);
    expect((await h.call('getOrderNew', { orderId }, me)).result.payAmount).toBe(
      pick.flash + freightFor(pick.flash),
    );
  });

  it("refuses a buy past the session's per-user limit with 02 naming the limit", async () => {
    const pick = await flashPick();
    const me = await registerUser(h);
    const limit = (await h.call('getGoods', { goodsId: pick.goodsId }, me)).result.flashSale.limitPerUser;

    const tooMany = await buyNow(me, pick, limit + 1);
    expect(tooMany.settle.code).toBe('02');
    expect(tooMany.settle.msg).toContain(`每人限购${limit}件`);
    expect(tooMany.order).toMatchObject({ code: '02' });

    expect((await buyNow(me, pick, limit)).order.code).toBe('01');
    const again = await buyNow(me, pick, 1);
    expect(again.order.code).toBe('02');
    expect(again.order.msg).toBe(
      `${h.seed.goods.get(pick.goodsId)!.name}为限时抢购商品，每人限购${limit}件，您本场已抢购${limit}件`,
    );
    // Another shopper still has their own allowance.
    expect((await buyNow(await registerUser(h), pick, 1)).order.code).toBe('01');
  });

  it("refuses with 02 once the session's own stock is sold out", async () => {
    const pick = await flashPick();
    // Near the end of the session the crowd has bought almost everything.
    h.clock.t = runningSession().endTime - 1_000;
    const left = (await h.call('getGoods', { goodsId: pick.goodsId })).result.flashSale.remaining;
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++)
      expect((await buyNow(await registerUser(h), pick, 1)).order.code).toBe('01');
    expect((await h.call('getGoods', { goodsId: pick.goodsId })).result.flashSale.remaining).toBe(0);
    const late = await buyNow(await registerUser(h), pick, 1);
    expect(late.order).toMatchObject({
      code: '02',
      msg: `${h.seed.goods.get(pick.goodsId)!.name}本场抢购已抢光`,
    });
  });
});

describe('a flash-sale goods bought outside its session', () => {
  it('costs the normal price, and the goods page says when its next session starts', async () => {
    const pick = await flashPick();
    // The first later session today (or tomorrow) that does not list the goods.
    const now = h.clock.now();
    const later = [
      ...flashSessionsOfDay(h.seed.flashPool, now),
      ...flashSessionsOfDay(h.seed.flashPool, now + 86_400_000),
    ].filter((s) => s.startTime > now && !s.goodsIds.includes(pick.goodsId))[0]!;
    h.clock.t = later.startTime + 60_000;
    const me = await registerUser(h);

    const detail = (await h.call('getGoods', { goodsId: pick.goodsId }, me)).result;
    expect(detail.skus.find((s: any) => s.skuId === pick.skuId).flashPrice).toBeNull();
    if (detail.flashSale !== null) {
      expect(detail.flashSale.status).toBe('upcoming');
      expect(detail.flashSale.startTime).toBeGreaterThan(h.clock.now());
    }

    const { settle, order } = await buyNow(me, pick, 1);
    expect(settle.result.lines[0].price).toBe(pick.normal);
    expect(order.code).toBe('01');
    const stored = (await h.call('getOrderNew', { orderId: order.result.orderId }, me)).result;
    expect(stored.items[0].price).toBe(pick.normal);
    expect(stored.payAmount).toBe(pick.normal + freightFor(pick.normal));
  });

  it('names the next session of the goods on its page', async () => {
    const pick = await flashPick();
    const session = runningSession();
    h.clock.t = session.endTime; // this session just ended
    const detail = (await h.call('getGoods', { goodsId: pick.goodsId })).result;
    const upcoming = [0, 1, 2, 3, 4, 5, 6, 7]
      .flatMap((d) => flashSessionsOfDay(h.seed.flashPool, h.clock.now() + d * 86_400_000))
      .find((s) => s.startTime > h.clock.now() && s.goodsIds.includes(pick.goodsId));
    const running = flashSessionsOfDay(h.seed.flashPool, h.clock.now()).find(
      (s) => flashStatus(s, h.clock.now()) === 'ongoing' && s.goodsIds.includes(pick.goodsId),
    );
    if (running) expect(detail.flashSale).toMatchObject({ status: 'ongoing', sessionId: running.sessionId });
    else
      expect(detail.flashSale).toMatchObject({
        status: 'upcoming',
        sessionId: upcoming!.sessionId,
        startTime: upcoming!.startTime,
      });
  });
});
