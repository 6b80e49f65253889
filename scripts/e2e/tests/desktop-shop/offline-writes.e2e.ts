// Writes with the network gone (context.setOffline): 加入购物车 and 提交订单 say 网络异常 within 10 s and
// can be tried again; back online the retry goes through once (one addCart, one addOrderNew in the
// mock's journal), never a paused write replayed behind the shopper's back. A notice says the network
// is gone while it is.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { acceptedCalls } from '../support/session.js';
import { buyNowCheckout, openGoodsWithSpecs } from './shop.js';

test('offline 加入购物车 and 提交订单 fail within 10 s with a way to retry, and go through once back online', async ({
  page,
  request,
  mockUrl,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  const journal = (path: string) => acceptedCalls(request, mockUrl, path, sandbox.id);
  try {
    await openGoodsWithSpecs(page);
    const addsBefore = await journal('/api/goods/cart/addNew');

    await page.context().setOffline(true);
    const offlineNotice = page.getByRole('status').filter({ hasText: '网络已断开' });
    await expect(offlineNotice).toBeVisible();
    const add = main.getByRole('button', { name: '加入购物车' });
    await add.click();
    await expect(page.getByText(/网络异常/).first()).toBeVisible({ timeout: 10_000 });
    await expect(add).toBeEnabled();
    await page.context().setOffline(false);
    await expect(offlineNotice).toBeHidden();
    await page.waitForTimeout(1_000); // a write paused while offline would go through now
    expect(await journal('/api/goods/cart/addNew')).toBe(addsBefore);
    await add.click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    expect(await journal('/api/goods/cart/addNew')).toBe(addsBefore + 1);

    // 提交订单 of a buy-now order.
    const submit = await buyNowCheckout(page);
    const ordersBefore = await journal('/addOrderNew');
    await page.context().setOffline(true);
    await submit.click();
    await expect(main.getByRole('alert').filter({ hasText: /网络异常/ })).toBeVisible({ timeout: 10_000 });
    await expect(submit).toBeEnabled();
    await page.context().setOffline(false);
    await page.waitForTimeout(1_000);
    expect(await journal('/addOrderNew')).toBe(ordersBefore);
    await submit.click();
    await expect(page).toHaveURL(/\/orders\/payOrder/);
    expect(await journal('/addOrderNew')).toBe(ordersBefore + 1);
  } finally {
    await page.context().setOffline(false);
    await sandbox.dispose();
  }
});
