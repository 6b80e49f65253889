// A consumer team's checks against the storefront mock, written only with @storefront/mock-api/kit's
// public API (the kit module is handed in, loaded as ESM by esm.test.mjs and as CommonJS by
// cjs.test.cjs). docs/use-in-your-ci.md shows this file as it is.
/* global describe, beforeEach, afterEach, test, expect */
module.exports = function defineShopChecks(kit) {
  const mock = kit.mockClient({ baseUrl: process.env.MOCK_URL ?? 'http://127.0.0.1:4010', prefix: 'shop' });
  let sb;

  beforeEach(async () => {
    sb = await mock.sandbox({ scenario: 'demo' }); // an own cart, clock and journal for this test
    await sb.login(); // the demo account
  });
  afterEach(() => sb.dispose());

  describe('the cart', () => {
    test('adds exactly the quantity asked, whatever else runs at the same time', async () => {
      const before = await sb.call('getCart', {});
      const line = before.result.items.find((item) => item.valid && item.stock >= item.quantity + 3);
      const added = await sb.call('addCart', { goodsId: line.goodsId, skuId: line.skuId, quantity: 3 });
      expect(added.code).toBe('01');
      const after = await sb.call('getCart', {});
      expect(after.result.items.find((item) => item.cartId === line.cartId).quantity).toBe(line.quantity + 3);
      await sb.expectCalled('addCart', { where: { quantity: 3, code: '01' }, times: 1 });
      await sb.expectNotCalled('buy');
    });

    test('an expectation that does not hold names the near misses', async () => {
      const { result } = await sb.call('getCart', {});
      const line = result.items[0];
      await sb.call('addCart', { goodsId: line.goodsId, skuId: line.skuId, quantity: 0 }); // answered 03
      await expect(sb.expectCalled('addCart', { where: { quantity: 2 }, timeoutMs: 0 })).rejects.toThrow(
        /Near misses:[\s\S]*quantity: expected 2, seen "0"/,
      );
    });
  });

  test('logs in with the SMS code the mock sent, and the clock moves for this sandbox only', async () => {
    sb.logout();
    const mobile = '13800138000';
    expect((await sb.call('appSendSMS', { mobile, scene: 'login' })).code).toBe('01');
    const [message] = await sb.messages(mobile);
    const login = await sb.call('mobileAndPasswordToLogin', { mobile, code: message.code });
    expect(login.code).toBe('01');
    const now = await sb.clock.now();
    expect(await sb.clock.advance(8 * 24 * 60 * 60_000)).toBeGreaterThanOrEqual(now + 8 * 24 * 60 * 60_000);
  });

  test('plans a failed payment and exports the calls as HAR', async () => {
    await sb.payments.next('fail');
    await sb.call('getCart', {});
    const har = await sb.har();
    expect(har.log.entries.some((entry) => entry._operation === 'getCart')).toBe(true);
  });
};
