// Business rules of the cart, addresses and coupons that answer 02.
import { addAddress, pickSelfSku, registerUser, someRegion, startHarness, type Harness } from '../harness';

describe('cart, addresses and coupons', () => {
  let h: Harness;
  beforeAll(() => {
    h = startHarness();
  });
  afterAll(() => h.close());

  const soldOutSku = () => {
    for (const g of h.seed.goods.values()) {
      const sku = g.shopType === 'self' ? g.skus.find((s) => s.stock === 0) : undefined;
      if (sku) return { goodsId: g.goodsId, skuId: sku.skuId };
    }
    throw new Error('no sold-out SKU in the seed');
  };

  it('refuses more than the stock, saying how many are left', async () => {
    const me = await registerUser(h);
    const sku = pickSelfSku(h.seed, 1);
    const small = [...h.seed.goods.values()].flatMap((g) =>
      g.shopType === 'self' ? g.skus.filter((s) => s.stock > 0 && s.stock < 99) : [],
    )[0]!;
    const reply = await h.call(
      'addCart',
      { goodsId: small.goodsId, skuId: small.skuId, quantity: small.stock + 1 },
      me,
    );
    expect(reply).toMatchObject({ code: '02', msg: `库存不足，仅剩${small.stock}件` });
    expect((await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 1 }, me)).code).toBe(
      '01',
    );
  });

  it('refuses a sold-out SKU', async () => {
    const me = await registerUser(h);
    expect(await h.call('addCart', { ...soldOutSku(), quantity: 1 }, me)).toMatchObject({
      code: '02',
      msg: '该商品已售罄',
    });
  });

  it('refuses third-party (Taobao) goods, which are bought on their platform', async () => {
    const me = await registerUser(h);
    const taobao = [...h.seed.goods.values()].find((g) => g.shopType === 'taobao')!;
    const reply = await h.call(
      'addCart',
      { goodsId: taobao.goodsId, skuId: taobao.skus[0]!.skuId, quantity: 1 },
      me,
    );
    expect(reply).toMatchObject({ code: '02', msg: '该商品需前往第三方平台购买' });
  });

  it('refuses a SKU of another goods', async () => {
    const me = await registerUser(h);
    const a = pickSelfSku(h.seed, 1, 0);
    const b = pickSelfSku(h.seed, 1, 1);
    expect(await h.call('addCart', { goodsId: a.goodsId, skuId: b.skuId, quantity: 1 }, me)).toMatchObject({
      code: '02',
      msg: '所选规格不属于该商品',
    });
  });

  it('merges the same SKU into one line, up to 99 pieces', async () => {
    const me = await registerUser(h);
    const sku = pickSelfSku(h.seed, 120);
    await h.call('addCart', { ...sku, quantity: 60 }, me);
    const merged = await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 30 }, me);
    // One line of 90 pieces: the badge counts the pieces.
    expect(merged.result.cartNumber).toBe(90);
    expect((await h.call('getCart', {}, me)).result.items[0].quantity).toBe(90);
    expect((await h.call('addCart', { goodsId: sku.goodsId, skuId: sku.skuId, quantity: 10 }, me)).msg).toBe(
      '单件商品最多购买99件',
    );
  });

  it('changes quantity within stock, checks lines and deletes them', async () => {
    const me = await registerUser(h);
    const small = [...h.seed.goods.values()].flatMap((g) =>
      g.shopType === 'self' ? g.skus.filter((s) => s.stock > 2 && s.stock < 50) : [],
    )[0]!;
    const cartId = (await h.call('addCart', { goodsId: small.goodsId, skuId: small.skuId, quantity: 1 }, me))
      .result.cartId;
    expect((await h.call('changeCart', { cartId, quantity: small.stock + 1 }, me)).msg).toBe(
      `库存不足，仅剩${small.stock}件`,
    );
    expect((await h.call('changeCart', { cartId, quantity: 2 }, me)).result.checkedAmount).toBe(
      small.price * 2,
    );
    const unchecked = await h.call('changeCartCheckStatus', { cartIds: [cartId], checked: 0 }, me);
    expect(unchecked.result).toMatchObject({ checkedCount: 0, checkedAmount: 0 });
    expect((await h.call('getOrderSettleInfoNew', { source: 'cart' }, me)).msg).toBe('请先勾选要结算的商品');
    expect((await h.call('changeCartCheckStatus', { checked: 1, all: 1 }, me)).result.checkedCount).toBe(1);
    expect((await h.call('deleteCart', { cartIds: [cartId] }, me)).result.cartNumber).toBe(0);
  });

  it('refuses region codes that do not exist or do not belong together', async () => {
    const me = await registerUser(h);
    const r0 = someRegion(h.seed, 0);
    const r1 = someRegion(h.seed, 1);
    const base = { consignee: '李四', mobile: '13912345678', detail: '文三路100号' };
    expect((await h.call('addUserAddress', { ...base, ...r0, provinceCode: '990000' }, me)).msg).toBe(
      '所选省份不存在',
    );
    expect((await h.call('addUserAddress', { ...base, ...r0, cityCode: r1.cityCode }, me)).msg).toBe(
      '所选城市不属于该省份',
    );
    expect((await h.call('addUserAddress', { ...base, ...r0, areaCode: r1.areaCode }, me)).msg).toBe(
      '所选区县不属于该城市',
    );
    const ok = await h.call('addUserAddress', { ...base, ...r0 }, me);
    expect(ok.result.provinceName).toBe(h.seed.regions.provinces[0]!.name);
  });

  it('takes a landline as the address phone, on add and on update, and refuses anything else', async () => {
    const me = await registerUser(h);
    const base = { consignee: '李四', detail: '文三路100号', ...someRegion(h.seed) };
    const added = await h.call('addUserAddress', { ...base, mobile: '021-12345678' }, me);
    expect(added).toMatchObject({ code: '01', result: { mobile: '021-12345678' } });
    const { addressId } = added.result;
    const updated = await h.call('updateUserAddress', { ...base, addressId, mobile: '075512345678' }, me);
    expect(updated).toMatchObject({ code: '01', result: { mobile: '075512345678' } });
    const mobile = await h.call('updateUserAddress', { ...base, addressId, mobile: '13912345678' }, me);
    expect(mobile.result.mobile).toBe('13912345678');
    for (const bad of ['21-12345678', '021-123456', '1391234567', '']) {
      const refused = await h.call('addUserAddress', { ...base, mobile: bad }, me);
      expect(refused.code).toBe('03');
      expect(refused.errors.mobile).toMatch(/请输入(正确的手机号或固定电话|联系电话)/);
    }
    const badUpdate = await h.call('updateUserAddress', { ...base, addressId, mobile: '0-1234567' }, me);
    expect(badUpdate).toMatchObject({ code: '03', msg: expect.stringContaining('固定电话') });
  });

  it('keeps exactly one default address', async () => {
    const me = await registerUser(h);
    const first = await addAddress(h, me);
    const second = await addAddress(h, me, { isDefault: 1 });
    const third = await addAddress(h, me);
    const defaults = async () =>
      (await h.call('getAddressList', {}, me)).result
        .filter((a: any) => a.isDefault)
        .map((a: any) => a.addressId);
    expect(await defaults()).toEqual([second]);
    await h.call('updateDefaultAddress', { addressId: third }, me);
    expect(await defaults()).toEqual([third]);
    await h.call('delUserAddress', { addressId: third }, me);
    const left = await defaults();
    expect(left).toHaveLength(1);
    expect([first, second]).toContain(left[0]);
    expect((await h.call('getDefaultAddress', {}, me)).result.addressId).toBe(left[0]);
  });

  it('keeps at most 20 addresses', async () => {
    const me = await registerUser(h);
    for (let i = 0; i < 20; i++) await addAddress(h, me);
    expect(
      (
        await h.call(
          'addUserAddress',
          { consignee: '李四', mobile: '13912345678', ...someRegion(h.seed), detail: '文三路100号' },
          me,
        )
      ).msg,
    ).toBe('最多保存20个收货地址');
  });

  it('gives each user one coupon of a kind', async () => {
    const me = await registerUser(h);
    expect((await h.call('receiveCoupon', { couponId: 1 }, me)).code).toBe('01');
    expect(await h.call('receiveCoupon', { couponId: 1 }, me)).toMatchObject({
      code: '02',
      msg: '您已领取过该优惠券',
    });
    const centre = await h.call('choiceSelfCoupon', { pageSize: 50 }, me);
    expect(centre.result.list.find((c: any) => c.couponId === 1).received).toBe(true);
  });

  it('refuses a coupon whose threshold the order does not reach', async () => {
    const me = await registerUser(h);
    const coupon = [...h.seed.coupons.values()].find((c) => c.threshold > 0 && c.categoryId === 0)!;
    const cheap = [...h.seed.goods.values()].flatMap((g) =>
      g.shopType === 'self' ? g.skus.filter((s) => s.stock > 0 && s.price < coupon.threshold) : [],
    )[0]!;
    const uc = (await h.call('receiveCoupon', { couponId: coupon.couponId }, me)).result.userCouponId;
    const reply = await h.call(
      'getTotalPriceByCouponNew',
      { source: 'buyNow', goodsId: cheap.goodsId, skuId: cheap.skuId, quantity: 1, userCouponId: uc },
      me,
    );
    expect(reply.code).toBe('02');
    expect(reply.msg).toMatch(/^优惠券不满足使用条件：适用商品满¥[\d.]+可用/);
  });

  it('refuses a category coupon for goods outside its category', async () => {
    const me = await registerUser(h);
    const coupon = [...h.seed.coupons.values()].find((c) => c.categoryId > 0)!;
    const other = [...h.seed.goods.values()].find(
      (g) =>
        g.shopType === 'self' && g.rootCategoryId !== coupon.categoryId && g.skus.some((s) => s.stock > 0),
    )!;
    const sku = other.skus.find((s) => s.stock > 0)!;
    const uc = (await h.call('receiveCoupon', { couponId: coupon.couponId }, me)).result.userCouponId;
    const settle = await h.call(
      'getOrderSettleInfoNew',
      { source: 'buyNow', goodsId: other.goodsId, skuId: sku.skuId, quantity: 1 },
      me,
    );
    expect(settle.result.coupons.find((c: any) => c.userCouponId === uc)).toMatchObject({
      applicable: false,
      reason: `仅限${coupon.scopeText}商品使用`,
    });
    const addressId = await addAddress(h, me);
    const order = await h.call(
      'addOrderNew',
      {
        source: 'buyNow',
        goodsId: other.goodsId,
        skuId: sku.skuId,
        quantity: 1,
        addressId,
        userCouponId: uc,
      },
      me,
    );
    expect(order.code).toBe('02');
    expect(order.msg).toContain('优惠券不满足使用条件');
  });

  it('expires coupons at their end time: listed as expired, refused at checkout, no longer handed out', async () => {
    const me = await registerUser(h);
    const coupon = [...h.seed.coupons.values()].find(
      (c) => c.threshold === 0 && c.categoryId === 0 && c.couponId !== 1,
    )!;
    const uc = (await h.call('receiveCoupon', { couponId: coupon.couponId }, me)).result.userCouponId;
    h.clock.t = coupon.endTime;
    // A month later the session is long gone: log in again.
    const again = await h.call('mobileAndPasswordToLogin', { mobile: me.mobile, password: me.password });
    const mine = await h.call('getNewMyCouponList', { status: 'expired' }, again.result);
    expect(mine.result.list.map((c: any) => c.userCouponId)).toEqual([uc]);
    const sku = pickSelfSku(h.seed, 1);
    const priced = await h.call(
      'getTotalPriceByCouponNew',
      { source: 'buyNow', ...sku, quantity: 1, userCouponId: uc },
      again.result,
    );
    expect(priced).toMatchObject({ code: '02', msg: '优惠券不满足使用条件：优惠券已过期' });
    const other = await registerUser(h);
    expect((await h.call('receiveCoupon', { couponId: coupon.couponId }, other)).msg).toBe(
      '优惠券已过期，无法领取',
    );
  });
});
