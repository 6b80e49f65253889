// 提交订单 whose reply is lost: the mock takes the order but the browser never hears back (the
// request reaches the mock, then the page's connection is aborted). The shopper tries again and the
// cashier opens for that order: exactly one addOrderNew in the mock's journal, one order placed.
import { test, expect } from '../support/fixtures.js';
import { useSandbox } from '../support/sandbox.js';
import { acceptedCalls } from '../support/session.js';
import { buyNowCheckout, openGoodsWithSpecs } from './shop.js';

test('a 提交订单 retried after its reply was lost opens the cashier of the one order placed', async ({
  page,
  request,
  mockUrl,
}) => {
  test.setTimeout(120_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  const accepted = (path: string) => acceptedCalls(request, mockUrl, path, sandbox.id);
  try {
    await openGoodsWithSpecs(page);
    const submit = await buyNowCheckout(page);
    const ordersBefore = await accepted('/addOrderNew');

    // The first submit reaches the mock (the order is placed); its reply never reaches the page.
    await page.route('**/addOrderNew', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await submit.click();
    await expect(main.getByRole('alert').filter({ hasText: /网络/ })).toBeVisible({ timeout: 15_000 });
    expect(await accepted('/addOrderNew')).toBe(ordersBefore + 1);
    await page.unroute('**/addOrderNew');

    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/orders\/payOrder\?orderId=\d+/);
    expect(await accepted('/addOrderNew'), 'one order placed, not two').toBe(ordersBefore + 1);
  } finally {
    await sandbox.dispose();
  }
});
