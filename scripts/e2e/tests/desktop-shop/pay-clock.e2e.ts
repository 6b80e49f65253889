// The pay countdown counts by the server's clock (each reply's x-mock-now), not the PC's: in a
// sandbox, with the PC's clock 40 minutes fast, an order that can still be paid shows the minutes
// it has left instead of 00:00:00.
import { test, expect } from '../support/fixtures.js';
import { placeOrder } from '../support/payment-plan.js';
import { useSandbox } from '../support/sandbox.js';
import { loginAsDemo } from '../support/session.js';

const MINUTE = 60_000;

test('the pay countdown uses the server clock when the PC clock is fast', async ({ page, a11y }) => {
  const sandbox = await useSandbox(page);
  const main = page.getByRole('main');
  try {
    await loginAsDemo(page, '/home');
    const orderId = await placeOrder(page, sandbox);
    await page.clock.setSystemTime((await sandbox.now()) + 40 * MINUTE);

    await page.goto(`/orders/payOrder?orderId=${orderId}`);
    const timer = main.getByRole('timer');
    await expect(timer).toBeVisible();
    const label = (await timer.getAttribute('aria-label')) ?? '';
    const [, hours, minutes] = /(\d+)时(\d+)分/.exec(label) ?? [];
    expect(Number(hours) * 60 + Number(minutes), label).toBeGreaterThanOrEqual(10);
    await expect(main.getByRole('button', { name: '立即支付' })).toBeEnabled();
    await a11y.check('pay page, PC clock fast');

    await page.goto(`/orders/orderDetails?orderId=${orderId}`);
    await expect(main.getByRole('timer')).not.toHaveAttribute('aria-label', /^剩余0时0分0秒$/);
  } finally {
    await sandbox.dispose();
  }
});
