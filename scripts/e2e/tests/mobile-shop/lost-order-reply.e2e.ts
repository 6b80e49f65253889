// 提交订单 on the phone whose reply is lost (the mock takes the order, the page's connection is then
// aborted): trying again opens the cashier of that order; one addOrderNew in the mock's journal.
import { test, expect } from '../support/fixtures.js';
import { phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';
import { acceptedCalls } from '../support/session.js';

test('a phone 提交订单 retried after its reply was lost opens the cashier of the one order placed', async ({
  page,
  request,
  mockUrl,
}) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  const orders = () => acceptedCalls(request, mockUrl, '/addOrderNew', sandbox.id);
  try {
    await phoneLogin(page, '/m/cart');
    await page.getByRole('button', { name: /^结算/ }).click();
    await expect(page).toHaveURL(/\/m\/checkout$/);
    const submit = main.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeEnabled();
    const before = await orders();

    await page.route('**/addOrderNew', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await submit.click();
    await expect(page.getByText(/网络/).first()).toBeVisible({ timeout: 15_000 });
    expect(await orders()).toBe(before + 1);
    await page.unroute('**/addOrderNew');

    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/m\/pay\/\d+/);
    expect(await orders(), 'one order placed, not two').toBe(before + 1);
  } finally {
    await sandbox.dispose();
  }
});
