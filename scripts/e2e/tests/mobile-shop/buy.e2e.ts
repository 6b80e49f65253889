// The whole purchase on a phone, in a sandbox of the demo scenario (two addresses, usable coupons):
// the desktop link of a product opens its mobile page; home → search → goods → SKU sheet →
// 加入购物车 → login → cart → 结算 → a new address with the area cascader → a coupon → 提交订单 →
// 立即支付 → 支付成功 → the order under 待发货. And a 52 in the middle of the checkout comes back to
// the half-filled checkout after logging in again.
import { test, expect } from '../support/fixtures.js';
import { chooseSku, expectNoSidewaysScroll, submitPhoneLogin, cartBadgeCount } from '../support/phone.js';
import { SANDBOX_HEADER, useSandbox } from '../support/sandbox.js';
import { sessionToken } from '../support/session.js';

const yuan = (text: string | null): number =>
  Number(/¥\s*([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test('a phone shopper finds a product, logs in, checks out with a new address and a coupon, pays and finds the order under 待发货', async ({
  page,
  a11y,
}) => {
  test.setTimeout(180_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    // The desktop link of a product (a shared link, a QR code) opens its mobile page.
    await page.goto('/Goods?id=1001');
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
    a11y.passThrough('/Goods');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Home → search.
    await page.goto('/m');
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await a11y.check('home');
    await main.getByRole('link', { name: /搜索/ }).first().click();
    await expect(page).toHaveURL(/\/m\/search/);
    const box = page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /搜索/ }))
      .first();
    await box.fill('耳机');
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const results = main.getByRole('article');
    await expect(results.first()).toBeVisible();
    await a11y.check('search results');

    // Goods → SKU sheet → 加入购物车 as a visitor → login → back.
    await results.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/goods\/\d+$/);
    const goodsUrl = page.url();
    await a11y.check('goods');
    await page.getByRole('button', { name: '加入购物车' }).click();
    const sheet = await chooseSku(page);
    await a11y.check('SKU sheet');
    await sheet
      .getByRole('button', { name: /确定|加入购物车/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await a11y.check('login');
    await submitPhoneLogin(page);
    await expect(page).toHaveURL((url) => url.pathname === new URL(goodsUrl).pathname);
    // The visitor's choice was kept: back on the goods page its sheet is open with it; 确定 adds it
    // to the demo cart's two lines (three pieces: the badge counts pieces).
    const reopened = page.getByRole('dialog', { name: '选择规格' });
    await expect(reopened).toBeVisible();
    await reopened.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => cartBadgeCount(page)).toBe(4);
    await page
      .getByRole('link', { name: /购物车/ })
      .first()
      .click();

    // Cart: only the new line checked, 结算 (1).
    await expect(page).toHaveURL(/\/m\/cart$/);
    const lines = main.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const goodsPath = new URL(goodsUrl).pathname;
    const chosen = lines.filter({ has: page.locator(`a[href="${goodsPath}"]`) });
    const checkAll = page.getByRole('checkbox', { name: '全选' });
    // click, then wait for what the shopper sees: a controlled box settles a render after the tap.
    if (await checkAll.isChecked()) {
      await checkAll.click();
      await expect(checkAll).not.toBeChecked();
    }
    await expect(page.getByRole('button', { name: '结算', exact: true })).toBeDisabled();
    await chosen.getByRole('checkbox').click();
    await expect(chosen.getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('button', { name: '结算(1)' })).toBeEnabled();
    await expectNoSidewaysScroll(page);
    await a11y.check('cart');
    await page.getByRole('button', { name: '结算(1)' }).click();

    // Checkout: a new address through the address page and its cascader.
    await expect(page).toHaveURL(/\/m\/checkout$/);
    await expect(main.getByRole('heading', { name: /商品清单/ })).toBeVisible();
    await a11y.check('checkout');
    await main.getByRole('region', { name: '收货地址' }).getByRole('button').click();
    const addressSheet = page.getByRole('dialog', { name: '选择收货地址' });
    await a11y.check('address sheet');
    await addressSheet.getByRole('link', { name: '新增收货地址' }).click();
    await expect(page).toHaveURL(/\/m\/addresses\/new\?redirect=/);
    const form = main.getByRole('form', { name: '收货地址表单' });
    await form.getByRole('textbox', { name: '收货人' }).fill('王小明');
    await form.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
    await form.getByRole('button', { name: /所在地区/ }).click();
    const cascader = page.getByRole('dialog', { name: '选择所在地区' });
    await expect(cascader).toBeVisible();
    await a11y.check('area cascader');
    for (const level of ['省份', '城市', '区县']) {
      const options = cascader.getByRole('list', { name: `选择${level}` });
      await options.getByRole('button').first().click();
    }
    await expect(cascader).toBeHidden();
    await expect(form.getByRole('button', { name: /所在地区/ })).not.toHaveText(/请选择/);
    await form.getByRole('textbox', { name: '详细地址' }).fill('科技园南区 8 栋 1201');
    await a11y.check('address form');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/m\/checkout$/);
    await expect(main.getByRole('region', { name: '收货地址' })).toContainText('王小明');

    // A coupon from the sheet, with its saving; the total follows. 提交订单 waits while a price is being
    // asked, so each total below is read once the price of the coupon chosen has answered.
    const submit = main.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeEnabled();
    const before = yuan(await page.getByText(/合计/).textContent());
    await main.getByRole('button', { name: /优惠券/ }).click();
    const coupons = page.getByRole('dialog', { name: '选择优惠券' });
    const usable = coupons.getByRole('radiogroup', { name: '可用优惠券' });
    await expect(usable.getByText(/可省¥/).first()).toBeVisible();
    await a11y.check('coupon sheet');
    await usable.getByRole('radio', { name: '不使用优惠券' }).click();
    await expect(coupons).toBeHidden();
    await expect(main.getByRole('button', { name: /优惠券/ })).toContainText('不使用优惠券');
    await expect(submit).toBeEnabled();
    // The server's best coupon was on at first, so going without it costs more.
    const noCoupon = yuan(await page.getByText(/合计/).textContent());
    expect(noCoupon).toBeGreaterThan(before);
    await main.getByRole('button', { name: /优惠券/ }).click();
    await coupons.getByRole('radiogroup', { name: '可用优惠券' }).getByRole('radio').first().click();
    await expect(coupons).toBeHidden();
    await expect.poll(async () => yuan(await page.getByText(/合计/).textContent())).toBeLessThan(noCoupon);
    await main.getByRole('textbox', { name: '订单备注' }).fill('工作日送货');
    await expectNoSidewaysScroll(page);
    await submit.click();

    // Pay: 立即支付 → the simulated payment → 支付成功.
    await expect(page).toHaveURL(/\/m\/pay\/\d+$/);
    const orderId = /\/pay\/(\d+)/.exec(page.url())![1];
    await expect(main.getByText(/剩余支付时间/)).toBeVisible();
    await a11y.check('pay');
    await main.getByRole('radio', { name: '支付宝' }).check();
    await main.getByRole('button', { name: '立即支付' }).click();
    await expect(main.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
    await a11y.check('paid');

    // The order under 待发货.
    await main.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/orders/${orderId}$`));
    await expect(main.getByRole('region', { name: '订单状态' })).toContainText('待发货');
    await a11y.check('paid order');
    await page.goto('/m/orders?state=waitDelivery');
    await expect(main.getByRole('list', { name: '待发货订单' }).getByRole('article').first()).toBeVisible();
    await a11y.check('待发货');
  } finally {
    await sandbox.dispose();
  }
});

test('a session that ends mid-checkout logs in again and comes back to the half-filled checkout', async ({
  page,
  a11y,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await page.goto('/m/login?redirect=%2Fm%2Fgoods%2F1001');
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(/\/m\/goods\/1001$/);
    await page.getByRole('button', { name: '立即购买' }).click();
    const sheet = await chooseSku(page);
    await sheet
      .getByRole('button', { name: /确定|立即购买/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/m\/checkout\?source=buyNow/);
    const checkoutUrl = page.url();
    await main.getByRole('textbox', { name: '订单备注' }).fill('请放快递柜');
    await main.getByRole('button', { name: /优惠券/ }).click();
    await page
      .getByRole('dialog', { name: '选择优惠券' })
      .getByRole('radio', { name: '不使用优惠券' })
      .click();
    await expect(page.getByRole('dialog', { name: '选择优惠券' })).toBeHidden();

    // The session ends on the server; the next call answers 52.
    const expired = await page.request.post(`${mockUrl}/__mock/sessions/expire`, {
      headers: { [SANDBOX_HEADER]: sandbox.id },
      data: { token: await sessionToken(page) },
    });
    expect(((await expired.json()) as { code: string }).code).toBe('01');
    await main.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await submitPhoneLogin(page);
    await expect(page).toHaveURL(checkoutUrl);
    await expect(main.getByRole('textbox', { name: '订单备注' })).toHaveValue('请放快递柜');
    await expect(main.getByRole('button', { name: /优惠券/ })).toContainText('不使用优惠券');
    await a11y.check('checkout kept');
  } finally {
    await sandbox.dispose();
  }
});
