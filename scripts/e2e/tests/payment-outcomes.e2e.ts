// Payment outcomes on the desktop pay page, steered by the mock (POST /__mock/payments) in a sandbox:
// a failed payment says why and keeps the order 待付款 until a retry pays it; a late success waits
// until the sandbox's clock passes it, saying after a while that it can take minutes. What the page called is asserted with expectCalled.
import { test, expect } from './support/fixtures.js';
import { expectCalled, expectNotCalled } from './support/expect-called.js';
import { placeOrder, planPayment } from './support/payment-plan.js';
import { useSandbox } from './support/sandbox.js';
import { loginAsDemo } from './support/session.js';

const MINUTE = 60_000;

test('a failed payment says why, keeps the order 待付款, and a retry pays it', async ({ page, a11y }) => {
  test.setTimeout(90_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/home');
    const orderId = await placeOrder(page, sandbox);
    await planPayment(sandbox, { outcome: 'fail', orderId });
    await page.goto(`/orders/payOrder?orderId=${orderId}`);
    await main.getByRole('button', { name: '立即支付' }).click();
    await expectCalled(sandbox, 'buy', { where: { orderId, code: '01' }, times: 1 });
    await sandbox.advanceClock(3_000);
    const failure = main.getByRole('alert');
    await expect(failure).toContainText('支付未成功：支付失败', { timeout: 10_000 });
    await expect(failure).toContainText('订单仍为待付款');
    await a11y.check('payment failed');
    // The poll saw the failure; nothing was paid.
    await expectCalled(sandbox, 'isPay', { where: { orderId } });
    await page.goto(`/orders/orderDetails?orderId=${orderId}`);
    await expect(main.getByText('待付款').first()).toBeVisible();

    // Retry: the plan was used up, so this attempt takes the default path and pays.
    await page.goto(`/orders/payOrder?orderId=${orderId}`);
    await main.getByRole('button', { name: '立即支付' }).click();
    await expectCalled(sandbox, 'buy', { where: { orderId, code: '01' }, times: 2 });
    await sandbox.advanceClock(3_000);
    await expect(main.getByText('支付成功')).toBeVisible({ timeout: 10_000 });
  } finally {
    await sandbox.dispose();
  }
});

test('a late success waits on the sandbox clock, then shows 支付成功', async ({ page, a11y }) => {
  test.setTimeout(90_000);
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/home');
    const orderId = await placeOrder(page, sandbox);
    await planPayment(sandbox, { outcome: 'late-success', orderId });
    await page.goto(`/orders/payOrder?orderId=${orderId}`);
    await main.getByRole('button', { name: '立即支付' }).click();
    // The payment's 5 minutes start when buy is answered: moving the clock before that would move them too.
    await expectCalled(sandbox, 'buy', { where: { orderId, code: '01' }, times: 1 });
    await expect(main.getByText('正在等待支付结果...')).toBeVisible();
    await sandbox.advanceClock(MINUTE);
    // A minute on, the page says it can take minutes rather than promising seconds.
    await expect(main.getByRole('status').filter({ hasText: '可能需要几分钟，请勿重复支付' })).toBeVisible();
    await expectCalled(sandbox, 'isPay', { where: { orderId } });
    await expect(main.getByText('支付成功')).toBeHidden();
    await a11y.check('payment pending');
    await sandbox.advanceClock(4 * MINUTE);
    await expect(main.getByText('支付成功')).toBeVisible({ timeout: 10_000 });
    await expectNotCalled(sandbox, 'cancelOrder', { where: { orderId } });
  } finally {
    await sandbox.dispose();
  }
});
