import { test } from './support/fixtures.js';
import { loginAsDemo } from './support/session.js';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page, '/orders');
  await page.getByRole('main').getByRole('article').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-orders.png', fullPage: true });
  await page.goto('/UserHome');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-userhome.png', fullPage: true });
});
