// Payment outcomes on the phone's cashier (/m/pay/:orderId), steered by the mock in a sandbox: a failed
// payment says why and keeps the order 待付款; a late success waits until the sandbox's clock passes it.
import { test, expect } from '../support/fixtures.js';
import { expectCalled } from '../support/expect-called.js';
import { placeOrder, planPayment } from '../support/payment-plan.js';
import { phoneLogin } from '../support/phone.js';
import { useSandbox } from '../support/sandbox.js';

const MINUTE = 60_000;

test('a failed payment on the phone says why and keeps the order 待付款', async ({ page, a11y }) => {
  test.setTimeout(90_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m');
    const orderId = await placeOrder(page, sandbox);
    await planPayment(sandbox, { outcome: 'fail', orderId });
    await page.goto(`/m/pay/${orderId}`);
    await main.getByRole('button', { name: '立即支付' }).click();
    await expectCalled(sandbox, 'buy', { where: { orderId, code: '01' }, times: 1 });
    await sandbox.advanceClock(3_000);
    const failure = main.getByRole('alert');
    await expect(failure).toContainText('支付未成功：支付失败', { timeout: 10_000 });
    await expect(failure).toContainText('订单仍为待付款');
    await a11y.check('payment failed');
    await page.goto(`/m/orders/${orderId}`);
    await expect(main.getByRole('region', { name: '订单状态' })).toContainText('待付款');
  } finally {
    await sandbox.dispose();
  }
});

test('a late success on the phone waits on the sandbox clock, then shows 支付成功', async ({ page }) => {
  test.setTimeout(90_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await phoneLogin(page, '/m');
    const orderId = await placeOrder(page, sandbox);
    await planPayment(sandbox, { outcome: 'late-success', orderId });
    await page.goto(`/m/pay/${orderId}`);
    await main.getByRole('button', { name: '立即支付' }).click();
    // The payment's 5 minutes start when buy is answered: moving the clock before that would move them too.
    await expectCalled(sandbox, 'buy', { where: { orderId, code: '01' }, times: 1 });
    await sandbox.advanceClock(MINUTE);
    await expect(main.getByText('正在等待支付结果…')).toBeVisible();
    await expect(main.getByRole('heading', { name: '支付成功' })).toBeHidden();
    await sandbox.advanceClock(4 * MINUTE);
    await expect(main.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  } finally {
    await sandbox.dispose();
  }
});
